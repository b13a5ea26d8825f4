import { z } from 'zod';
import { ZPage, limitField } from '../../shared/catalogue';
import { SUPPORT_LIMITS, ZTicketStatus } from '../../shared/schemas/support';
import { ZId } from './auth.schema';

/** Server-side inputs of the support router that no form shares (the forms' schemas are in src/shared/schemas/support.ts). */

export const ZTicketRefInput = z.object({ id: ZId });

/** ?page, ?limit (20), ?status ('' = any). */
export const ZTicketListInput = z
  .object({
    page: ZPage,
    limit: limitField(20, 100),
    status: z.preprocess((v) => (v === '' ? undefined : v), ZTicketStatus.optional()),
  })
  .prefault({});

/** A reply (`message`) and/or a new `status` (administrators). */
export const ZTicketUpdateInput = z.object({
  id: ZId,
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .min(1, 'Please fill in message')
    .max(SUPPORT_LIMITS.message, `message must be at most ${SUPPORT_LIMITS.message} characters`)
    .optional(),
  status: ZTicketStatus.optional(),
});
