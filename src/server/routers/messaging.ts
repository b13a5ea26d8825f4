import { z } from 'zod';
import { MESSAGE_KINDS, PREFERENCE_CHANNELS } from '../../shared/messageChannels';
import { paginate } from '../../shared/pagination';
import { say } from '../language';
import { configuredChannels, listOutbox, outboxDays, retryMessage } from '../messaging/admin';
import { deliverSoon } from '../messaging/deliver';
import { CHANNELS } from '../messaging/outbox';
import { channelChoiceRows, phoneOf, setChannelChoices } from '../messaging/preferences';
import { adminProcedure, authedProcedure, router } from '../trpc';
import { paged } from './common.schema';

const ZChannel = z.enum(CHANNELS as ['email', 'sms', 'whatsapp']);
const ZChoice = z.strictObject({
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(PREFERENCE_CHANNELS),
  enabled: z.boolean(),
});
const ZMyChannels = z.strictObject({
  choices: z.array(ZChoice.extend({ stopped: z.boolean() })),
  phone: z.string().nullable(),
  has_email: z.boolean(),
});
const ZOutboxRow = z.strictObject({
  id: z.string(),
  channel: ZChannel,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string().nullable(),
  sensitive: z.boolean(),
  status: z.string(),
  delivery_status: z.string().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  provider: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
const ZOutboxDay = z.strictObject({
  day: z.string(),
  channel: ZChannel,
  queued: z.number(),
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  waiting: z.number(),
  cost: z.number(),
  cost_unit: z.string().nullable(),
});

async function myChannels(ctx: { sql: Parameters<typeof phoneOf>[0]; user: { userId: string } }) {
  const [user] = await ctx.sql<
    { email: string | null }[]
  >`select email::text as email from users where id = ${ctx.user.userId}`;
  return {
    choices: await channelChoiceRows(ctx.sql, ctx.user.userId),
    phone: await phoneOf(ctx.sql, ctx.user.userId),
    has_email: !!user?.email,
  };
}

/** Messages: a grower's channels for each kind of message, and the administrators' outbox. */
export const messagingRouter = router({
  /** The signed-in grower's channels per kind of message (defaults filled in; `stopped` when a STOP turned it off). */
  myChannels: authedProcedure.output(ZMyChannels).query(({ ctx }) => myChannels(ctx)),
  /** Turn channels on or off; turning SMS or WhatsApp on lifts a STOP of the grower's own number. */
  setMyChannels: authedProcedure
    .input(
      z.strictObject({
        changes: z
          .array(ZChoice)
          .min(1)
          .max(MESSAGE_KINDS.length * PREFERENCE_CHANNELS.length),
      }),
    )
    .output(ZMyChannels.extend({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await setChannelChoices(ctx.sql, ctx.user.userId, input.changes);
      return { ...(await myChannels(ctx)), message: say('messaging.choicesSaved') };
    }),
  /** The outbox, newest first, by channel and state. */
  outbox: adminProcedure
    .input(
      z.strictObject({
        channel: ZChannel.optional(),
        state: z.enum(['waiting', 'sent', 'delivered', 'failed']).optional(),
        page: z.number().int().min(1).default(1),
        limit: z.number().int().min(1).max(100).default(25),
      }),
    )
    .output(paged(ZOutboxRow).extend({ configured: z.record(ZChannel, z.boolean()) }))
    .query(async ({ ctx, input }) => {
      const { items, total } = await listOutbox(ctx.sql, input);
      return {
        items,
        pagination: paginate(input.page, input.limit, total),
        configured: configuredChannels(ctx.config),
      };
    }),
  /** Counts and costs per day and channel. */
  outboxDays: adminProcedure
    .input(z.strictObject({ days: z.number().int().min(1).max(90).default(14) }))
    .output(z.array(ZOutboxDay))
    .query(({ ctx, input }) => outboxDays(ctx.sql, input.days)),
  /** Send a failed message again. */
  retry: adminProcedure
    .input(z.strictObject({ id: z.string().regex(/^\d{1,18}$/) }))
    .output(z.strictObject({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const channel = await retryMessage(ctx.sql, input.id);
      const deps = { sql: ctx.sql, config: ctx.config, log: ctx.log };
      deliverSoon(deps, [channel]);
      return { message: say('messaging.retried') };
    }),
});
