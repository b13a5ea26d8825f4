import { z } from 'zod';
import { says } from '../../shared/messages';
import { ZNewPassword, ZSecondFactorCode, ZTotpCode } from '../../shared/schemas/auth';

/*
 * Form-only schemas built from the shared pieces of src/shared/schemas/auth.ts: what the screens ask for
 * beyond what the server receives (a confirmation field, a single code or password).
 */

/** The reset-password form: the new password twice ('Passwords do not match'); only `newPassword` is sent. */
export const ZResetPasswordForm = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().min(1, says('form.confirmNewPassword')) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    ...says('form.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

/** One authenticator code (two-factor sign-in, confirm and turn off). */
export const ZTotpCodeForm = z.object({ code: ZTotpCode });

/** The password that confirms a deactivation or a deletion. */
export const ZPasswordConfirmForm = z.object({ password: z.string().min(1, says('form.passwordRequired')).max(200) });

/** The second step at sign-in: a code from the app, or one of the recovery codes. */
export const ZSecondFactorForm = z.object({ code: ZSecondFactorCode });

/** The password again, before a change to two-factor sign-in (a step-up). */
export const ZStepUpForm = z.object({ password: z.string().min(1, says('accounts.confirmWithPassword')).max(200) });

/** Turning two-factor sign-in off: the password again and a code from the app or a recovery code. */
export const ZTwoFactorOffForm = ZStepUpForm.extend({ code: ZSecondFactorCode });
