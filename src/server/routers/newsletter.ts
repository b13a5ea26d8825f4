import {
  ZNewsletterConfirmInput,
  ZNewsletterEmailInput,
  ZNewsletterPreferencesInput,
  ZNewsletterUnsubscribeInput,
} from '../../shared/schemas/newsletter';
import {
  confirmSubscription,
  newsletterSettings,
  subscribe,
  unsubscribe,
  updateNewsletterSettings,
} from '../learning/newsletter';
import { authedProcedure, publicProcedure, router } from '../trpc';
import * as S from './outputs';
import { ZNewsletterConfirmed, ZNewsletterSettings, ZNewsletterSettingsSaved } from './newsletter.schema';

/** The newsletter (backend-api.md group Newsletter) with double opt-in; `confirm` takes the e-mailed link's token. */
export const newsletterRouter = router({
  /** In the caller's language (Accept-Language, else the signed-in reader's saved one): its confirmation e-mail is written in it. */
  subscribe: publicProcedure
    .input(ZNewsletterEmailInput)
    .output(S.said)
    .mutation(({ ctx, input }) => subscribe(ctx, input.email, ctx.user?.userId ?? null, ctx.language ?? 'en')),

  confirm: publicProcedure
    .input(ZNewsletterConfirmInput)
    .output(ZNewsletterConfirmed)
    .mutation(({ ctx, input }) => confirmSubscription(ctx.sql, input.token)),

  /** Leaving the list by a newsletter e-mail's link: the address with its signature (`token`), else 403 and no change. */
  unsubscribe: publicProcedure
    .input(ZNewsletterUnsubscribeInput)
    .output(S.said)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.email, input.token)),

  /** The signed-in reader's subscription (for the account's e-mail), topics and frequency. */
  preferences: authedProcedure
    .output(ZNewsletterSettings)
    .query(({ ctx }) => newsletterSettings(ctx.sql, ctx.user.userId)),

  updatePreferences: authedProcedure
    .input(ZNewsletterPreferencesInput)
    .output(ZNewsletterSettingsSaved)
    .mutation(({ ctx, input }) => updateNewsletterSettings(ctx, ctx.user.userId, input, ctx.language ?? 'en')),
});
