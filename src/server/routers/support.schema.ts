import { z } from 'zod';
import { says } from '../../shared/messages';
import { ZPage, limitField } from '../../shared/catalogue';
import { SUPPORT_LIMITS, ZTicketStatus } from '../../shared/schemas/support';
import { ZId } from './auth.schema';
import { paged, withMessage } from './common.schema';
import * as S from './outputs';

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
    .string(says('learning.messageText'))
    .trim()
    .min(1, says('form.fillMessage'))
    .max(SUPPORT_LIMITS.message, says('form.messageTooLong', { max: SUPPORT_LIMITS.message }))
    .optional(),
  status: ZTicketStatus.optional(),
});

/* The answers. */

/** What the contact form answers: the message's id. */
export const ZContactSent = withMessage(S.idOnly);
export const ZTicketPage = paged(S.TicketSummary);
