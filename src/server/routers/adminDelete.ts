import type { z } from 'zod';
import type { ZRef } from '../../shared/catalogue';
import type { MessageKey } from '../../shared/messages';
import type { Sql } from '../db';
import { say } from '../language';
import { adminProcedure } from '../trpc';
import { deleted } from './common.schema';

/**
 * An administrator's `delete` of one record (a product, a crop, a tag, a soil type, a task, a quote): `{id}` by id or
 * slug in, `{id, message}` out, the message said in the caller's language. `remove` answers 404 for a reference that
 * names nothing.
 */
export function adminDelete(
  ref: z.ZodObject<{ id: typeof ZRef }>,
  remove: (sql: Sql, ref: string) => Promise<{ id: string }>,
  said: MessageKey,
) {
  return adminProcedure
    .input(ref)
    .output(deleted)
    .mutation(async ({ ctx, input }) => ({ message: say(said), ...(await remove(ctx.sql, input.id)) }));
}
