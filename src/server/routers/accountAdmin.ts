import { phoneCodeFigures } from '../accounts/phoneCodes';
import { adminResetTwoFactor } from '../accounts/twoFactor';
import { adminProcedure, router } from '../trpc';
import { ZAdminTwoFactorResetInput, ZPhoneCodeDays, ZPhoneCodeDaysInput, ZTwoFactorChanged } from './auth.schema';

/** What administrators do to users' accounts security. */
export const accountAdminRouter = router({
  /**
   * Turn a user's two-factor sign-in off (they lost their phone and their recovery codes), with the administrator's own
   * password; audited, and the user is told by e-mail.
   */
  resetTwoFactor: adminProcedure
    .input(ZAdminTwoFactorResetInput)
    .output(ZTwoFactorChanged)
    .mutation(({ ctx, input }) => adminResetTwoFactor(ctx, ctx.user.userId, input.password, input.id, ctx)),

  /** Codes sent to phones per day (SMS, WhatsApp, requests answered without one) and the limits in force. */
  phoneCodeDays: adminProcedure
    .input(ZPhoneCodeDaysInput)
    .output(ZPhoneCodeDays)
    .query(({ ctx, input }) => phoneCodeFigures(ctx.sql, input.days)),
});
