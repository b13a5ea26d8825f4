import { z } from 'zod';
import { ZNewPassword, ZTotpCode } from '../../shared/schemas/auth';

/*
 * Form-only schemas built from the shared pieces of src/shared/schemas/auth.ts: what the screens ask for
 * beyond what the server receives (a confirmation field, a single code or password).
 */

/** The reset-password form: the new password twice ('Passwords do not match'); only `newPassword` is sent. */
export const ZResetPasswordForm = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** One authenticator code (two-factor sign-in, confirm and turn off). */
export const ZTotpCodeForm = z.object({ code: ZTotpCode });

/** The password that confirms a deactivation or a deletion. */
export const ZPasswordConfirmForm = z.object({ password: z.string().min(1, 'Password is required').max(200) });
