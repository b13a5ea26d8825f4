import { z } from 'zod';
import { says } from '../../shared/messages';
import { ZNewPassword, ZTotpCode } from '../../shared/schemas/auth';

/*
 * Form-only schemas built from the shared pieces of src/shared/schemas/auth.ts: what the screens ask for
 * beyond what the server receives (a confirmation field, a single code or password).
 */

/** The reset-password form: the new password twice ('Passwords do not match'); only `newPassword` is sent. */
export const ZResetPasswordForm = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().min(1, says('form.confirmNewPassword')) })
  .refine((v) => v.newPassword === v.confirmPassword, { ...says('form.passwordsDoNotMatch'), path: ['confirmPassword'] });

/** One authenticator code (two-factor sign-in, confirm and turn off). */
export const ZTotpCodeForm = z.object({ code: ZTotpCode });

/** The password that confirms a deactivation or a deletion. */
export const ZPasswordConfirmForm = z.object({ password: z.string().min(1, says('form.passwordRequired')).max(200) });
