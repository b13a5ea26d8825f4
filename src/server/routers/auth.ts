import {
  ZAddressInput,
  ZChangePasswordInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZPreferencesInput,
  ZProfileInput,
  ZRefreshInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZPhoneResetInput,
  ZSendPhoneCodeInput,
  ZVerifyPhoneInput,
} from '../../shared/schemas/auth';
import { resetPasswordByPhone, sendPhoneCode, verifyPhone } from '../accounts/phoneIdentity';
import { listActivity, listLoginHistory } from '../accounts/activity';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../accounts/addresses';
import { exportAccountData } from '../accounts/export';
import { requestEmailVerification, requestPasswordReset, resetPassword, verifyEmail } from '../accounts/recovery';
import { confirmEmailChange } from '../accounts/emailChange';
import { listSessions, refreshSession, revokeSession } from '../accounts/sessions';
import { register, signIn } from '../accounts/signIn';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
  stepUp,
  twoFactorState,
} from '../accounts/twoFactor';
import { requireUser, toPublicUser } from '../accounts/userRecord';
import {
  accountStats,
  anonymiseAccount,
  changePassword,
  confirmPassword,
  deactivateAccount,
  getPreferences,
  setAvatar,
  updatePreferences,
  updateProfile,
} from '../accounts/users';
import { authedProcedure, publicProcedure, router } from '../trpc';
import {
  ZAccountExport,
  ZAccountStats,
  ZActivityOutput,
  ZAddressPatchInput,
  ZAddressesOutput,
  ZAuthAnswer,
  ZAuthSession,
  ZById,
  ZConfirmPasswordInput,
  ZEmailChanged,
  ZLimitInput,
  ZPhoneCodeSent,
  ZPhoneVerified,
  ZLoginHistoryOutput,
  ZPreferencesOutput,
  ZSessionsOutput,
  ZTokenInput,
  ZRecoveryCodes,
  ZStepUpInput,
  ZStepUpOptional,
  ZSteppedUp,
  ZTwoFactorChanged,
  ZTwoFactorConfirmInput,
  ZTwoFactorConfirmed,
  ZTwoFactorDisableInput,
  ZTwoFactorEnrolment,
  ZTwoFactorState,
  ZUpdatedProfile,
  ZUploadAvatarInput,
} from './auth.schema';
import * as S from './outputs';
import { say } from '../language';

/** Accounts and sessions: sign-up, sign-in, tokens, profile, security, addresses (the Auth group of the catalogue). */
export const authRouter = router({
  /* ---------------------------------------------------------------- sign-up, sign-in, tokens */

  register: publicProcedure
    .input(ZRegisterInput)
    .output(ZAuthSession)
    .mutation(({ ctx, input }) => register(ctx, input, ctx)),

  /** A session, or `{two_factor_required: true, message}` when the account needs a code (send it as `code`). */
  login: publicProcedure
    .input(ZLoginInput)
    .output(ZAuthAnswer)
    .mutation(({ ctx, input }) => signIn(ctx, input, ctx)),

  logout: authedProcedure.output(S.said).mutation(async ({ ctx }) => {
    await revokeSession(ctx.sql, ctx.user.userId, ctx.user.sessionId, 'logout', ctx);
    return { message: say('accounts.loggedOut') };
  }),

  refresh: publicProcedure
    .input(ZRefreshInput)
    .output(ZAuthSession)
    .mutation(({ ctx, input }) => refreshSession(ctx.sql, ctx.config.jwtSecret, input.refresh_token, ctx)),

  forgotPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input.email, ctx);
      return { message: say('accounts.resetLinkSent') };
    }),

  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx, input.token, input.newPassword, ctx);
      return { message: say('accounts.passwordReset') };
    }),

  /* ---------------------------------------------------------------- the phone as an identity */

  /**
   * A 6-digit code to a mobile number: `verify` (signed in) confirms the account's number, `change` (signed in, with
   * `currentPassword`) moves the account to a new number, `reset` (signed out too) resets the password. 429 with
   * Retry-After past the limits.
   */
  sendPhoneCode: publicProcedure
    .input(ZSendPhoneCodeInput)
    .output(ZPhoneCodeSent)
    .mutation(({ ctx, input }) => sendPhoneCode(ctx, ctx.user, input, ctx)),

  /** Confirm a number with its code (`verify` or `change`); the code names the account, so it works signed out. */
  verifyPhone: publicProcedure
    .input(ZVerifyPhoneInput)
    .output(ZPhoneVerified)
    .mutation(({ ctx, input }) => verifyPhone(ctx, input, ctx)),

  /** Reset the password with a `reset` code sent to the account's number. */
  resetPasswordByPhone: publicProcedure
    .input(ZPhoneResetInput)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await resetPasswordByPhone(ctx, input, ctx);
      return { message: say('accounts.passwordReset') };
    }),

  /* ---------------------------------------------------------------- profile */

  profile: authedProcedure
    .output(S.User)
    .query(async ({ ctx }) => toPublicUser(await requireUser(ctx.sql, ctx.user.userId))),

  /**
   * Other fields change at once; a new e-mail needs `currentPassword` and takes effect when the link mailed to it is
   * opened (`pending_email` names it meanwhile).
   */
  updateProfile: authedProcedure
    .input(ZProfileInput)
    .output(ZUpdatedProfile)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user.userId, input, ctx.user, ctx)),

  /** Public: the link mailed to the new address works signed out. */
  confirmEmailChange: publicProcedure
    .input(ZTokenInput)
    .output(ZEmailChanged)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, input.token, ctx)),

  changePassword: authedProcedure
    .input(ZChangePasswordInput)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, ctx.user.userId, ctx.user.sessionId, input, ctx);
      return { message: say('accounts.passwordUpdated') };
    }),

  uploadAvatar: authedProcedure
    .input(ZUploadAvatarInput)
    .output(S.User)
    .mutation(({ ctx, input }) => setAvatar(ctx.sql, ctx.config.dataDir, ctx.user.userId, input.file, ctx)),

  deleteAccount: authedProcedure
    .input(ZConfirmPasswordInput)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await confirmPassword(ctx, await requireUser(ctx.sql, ctx.user.userId), input.password, ctx);
      await anonymiseAccount(ctx.sql, ctx.config.dataDir, ctx.user.userId, ctx.user.userId, ctx);
      return { message: say('accounts.accountDeleted') };
    }),

  deactivate: authedProcedure
    .input(ZConfirmPasswordInput)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await confirmPassword(ctx, await requireUser(ctx.sql, ctx.user.userId), input.password, ctx);
      await deactivateAccount(ctx.sql, ctx.user.userId, ctx);
      return { message: say('accounts.accountDeactivated') };
    }),

  stats: authedProcedure.output(ZAccountStats).query(({ ctx }) => accountStats(ctx.sql, ctx.user.userId)),

  activity: authedProcedure
    .input(ZLimitInput)
    .output(ZActivityOutput)
    .query(({ ctx, input }) => listActivity(ctx.sql, ctx.user.userId, input.limit)),

  loginHistory: authedProcedure
    .input(ZLimitInput)
    .output(ZLoginHistoryOutput)
    .query(({ ctx, input }) => listLoginHistory(ctx.sql, ctx.user.userId, input.limit)),

  preferences: authedProcedure.output(ZPreferencesOutput).query(({ ctx }) => getPreferences(ctx.sql, ctx.user.userId)),

  updatePreferences: authedProcedure
    .input(ZPreferencesInput)
    .output(ZPreferencesOutput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.sql, ctx.user.userId, input, ctx)),

  /* ---------------------------------------------------------------- e-mail verification */

  requestEmailVerification: authedProcedure
    .output(S.said)
    .mutation(({ ctx }) => requestEmailVerification(ctx, ctx.user.userId, ctx)),

  /** Public: the e-mailed link works signed out. */
  verifyEmail: publicProcedure
    .input(ZTokenInput)
    .output(S.said)
    .mutation(({ ctx, input }) => verifyEmail(ctx.sql, input.token, ctx)),

  /* ---------------------------------------------------------------- two-factor sign-in */

  twoFactorStatus: authedProcedure.output(ZTwoFactorState).query(({ ctx }) => twoFactorState(ctx.sql, ctx.user.userId)),

  /** Confirm the password again: the session may change its two-factor sign-in for the next few minutes. */
  stepUp: authedProcedure
    .input(ZStepUpInput)
    .output(ZSteppedUp)
    .mutation(({ ctx, input }) => stepUp(ctx, ctx.user.userId, ctx.user.sessionId, input.password, ctx)),

  /** Needs a step-up (or `password`). */
  twoFactorEnable: authedProcedure
    .input(ZStepUpOptional)
    .output(ZTwoFactorEnrolment)
    .mutation(({ ctx, input }) =>
      startTwoFactorEnrolment(ctx, ctx.user.userId, ctx.user.sessionId, input.password, ctx),
    ),

  /** Needs a step-up (or `password`); answers the ten recovery codes, this once. */
  twoFactorConfirm: authedProcedure
    .input(ZTwoFactorConfirmInput)
    .output(ZTwoFactorConfirmed)
    .mutation(({ ctx, input }) => confirmTwoFactor(ctx, ctx.user.userId, ctx.user.sessionId, input, ctx)),

  /** Needs a step-up (or `password`) and a code from the app or a recovery code. */
  twoFactorDisable: authedProcedure
    .input(ZTwoFactorDisableInput)
    .output(ZTwoFactorChanged)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, ctx.user.userId, ctx.user.sessionId, input, ctx)),

  /** Needs a step-up (or `password`); the earlier codes stop working. */
  twoFactorRecoveryCodes: authedProcedure
    .input(ZStepUpOptional)
    .output(ZRecoveryCodes)
    .mutation(({ ctx, input }) =>
      regenerateRecoveryCodes(ctx, ctx.user.userId, ctx.user.sessionId, input.password, ctx),
    ),

  /* ---------------------------------------------------------------- sessions and data */

  sessions: authedProcedure
    .output(ZSessionsOutput)
    .query(({ ctx }) => listSessions(ctx.sql, ctx.user.userId, ctx.user.sessionId)),

  revokeSession: authedProcedure
    .input(ZById)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await revokeSession(ctx.sql, ctx.user.userId, input.id, 'revoked by user', ctx);
      return { message: say('accounts.sessionRevoked') };
    }),

  exportData: authedProcedure.output(ZAccountExport).query(({ ctx }) => exportAccountData(ctx.sql, ctx.user.userId)),

  /* ---------------------------------------------------------------- addresses */

  addresses: authedProcedure.output(ZAddressesOutput).query(({ ctx }) => listAddresses(ctx.sql, ctx.user.userId)),

  addAddress: authedProcedure
    .input(ZAddressInput)
    .output(S.Address)
    .mutation(({ ctx, input }) => addAddress(ctx.sql, ctx.user.userId, input, ctx)),

  updateAddress: authedProcedure
    .input(ZAddressPatchInput)
    .output(S.Address)
    .mutation(({ ctx, input: { id, ...patch } }) => updateAddress(ctx.sql, ctx.user.userId, id, patch, ctx)),

  deleteAddress: authedProcedure
    .input(ZById)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      await deleteAddress(ctx.sql, ctx.user.userId, input.id, ctx);
      return { message: say('accounts.addressDeleted') };
    }),

  setDefaultAddress: authedProcedure
    .input(ZById)
    .output(S.Address)
    .mutation(({ ctx, input }) => setDefaultAddress(ctx.sql, ctx.user.userId, input.id, ctx)),
});
