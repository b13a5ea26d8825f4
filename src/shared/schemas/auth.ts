import { z } from 'zod';
import { DEFAULT_COUNTRY, MIN_PASSWORD_LENGTH } from '../business';
import { westernDigits } from '../digits';
import { ZGovernorateCode } from '../governorates';
import { keyedIssue, says, type MessageKey } from '../messages';
import { mobileE164 } from '../phone';
import { passwordAcceptable } from '../passwordJudge';

/**
 * Input schemas of accounts and sessions, shared by the tRPC procedures and the Mantine forms.
 * Messages are the spec's words where it gives them (storefront.md sections 5 and 8).
 */

export const PROFILE_COUNTRIES = ['Egypt', 'Saudi Arabia', 'UAE', 'Jordan', 'Lebanon', 'Other'] as const;
export const SHIPPING_COUNTRIES = ['Egypt', 'Saudi Arabia', 'UAE', 'Jordan'] as const;

export const ZEmail = z
  .string(says('form.emailRequired'))
  .trim()
  .min(1, says('form.emailRequired'))
  .max(254, says('form.emailTooLong'))
  .pipe(z.email(says('form.emailInvalid')));
/**
 * A new password: 8 to 200 characters and not commonly breached or easily guessed (src/shared/passwordStrength.ts,
 * through the seam of src/shared/passwordJudge.ts); no composition rules (NIST SP 800-63B).
 */
export const ZNewPassword = z
  .string(says('form.passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, says('form.passwordTooShort'))
  .max(200, says('form.passwordTooLong'))
  .refine((password) => passwordAcceptable(password), says('form.passwordTooCommon'));
const name = (required: MessageKey, tooLong: MessageKey) =>
  z.string(says(required)).trim().min(1, says(required)).max(100, says(tooLong));
/**
 * A mobile number a courier can call (src/shared/phone.ts): an Egyptian one as Egyptians write it (0101 234
 * 5678, +20 101 234 5678, Arabic-Indic digits too) or another shipping country's with its code; kept in E.164
 * ('+201012345678'). The refusal says the form expected, in the reader's language.
 */
export const ZPhone = z
  .string()
  .trim()
  .max(30)
  .transform(westernDigits)
  .transform((typed, ctx) => {
    // Empty is "no phone" where a phone may be left out (the profile); required fields refuse it before this.
    if (typed === '') return typed;
    const e164 = mobileE164(typed);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', ...keyedIssue('form.phoneInvalid') });
    return z.NEVER;
  });
/** A six-digit code from an authenticator app. */
export const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, says('accounts.twoFactorRequired'));
/** A recovery code as issued: ten base32 characters, shown as two groups of five (`k7m2q-x9p4r`); case and dash aside. */
export const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;
/** The second step (sign-in, turning two-factor sign-in off): a code from the app, or one of the recovery codes. */
export const ZSecondFactorCode = z
  .string()
  .trim()
  .refine((code) => /^\d{6}$/.test(code) || RECOVERY_CODE.test(code), says('accounts.secondFactorRequired'));

/**
 * A mobile number that names an account (sign-up, sign-in, codes): required, kept in E.164. Which countries' numbers
 * may receive codes is the server's setting (src/server/accounts/phoneCodes.ts): Egyptian mobiles by default.
 */
export const ZSignInPhone = z.string(says('phone.required')).trim().min(1, says('phone.required')).pipe(ZPhone);
/** A 6-digit code sent to a phone, typed with Western or Arabic-Indic digits (spaces allowed). */
export const ZPhoneCode = z
  .string(says('phone.codeFormat'))
  .transform((typed) => westernDigits(typed).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, says('phone.codeFormat')));
/** How a code reaches the phone: SMS, or WhatsApp when the shop has it configured. */
export const CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export const ZCodeChannel = z.enum(CODE_CHANNELS, says('phone.channelFromList', { values: CODE_CHANNELS.join(', ') }));
/** Why a code is sent: to confirm the account's number, to reset the password, to move the account to a new number. */
export const CODE_PURPOSES = ['verify', 'reset', 'change'] as const;
export const ZCodePurpose = z.enum(CODE_PURPOSES, says('phone.purposeFromList', { values: CODE_PURPOSES.join(', ') }));

/** An account is named by an e-mail address, a mobile number or both: one of them is needed. */
const needsEmailOrPhone = (v: { email?: string | undefined; phone?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], ...keyedIssue('phone.emailOrPhone') });
};

const registerFields = z.object({
  first_name: name('form.firstNameRequired', 'form.firstNameTooLong'),
  last_name: name('form.lastNameRequired', 'form.lastNameTooLong'),
  email: ZEmail.optional(),
  /** Instead of (or beside) the e-mail address: the number gets a 6-digit code to confirm it. */
  phone: ZSignInPhone.optional(),
  password: ZNewPassword,
  /** How the confirmation code goes to `phone` (default SMS). */
  code_channel: ZCodeChannel.optional(),
});
export const ZRegisterInput = registerFields.superRefine(needsEmailOrPhone);
export type RegisterInput = z.infer<typeof ZRegisterInput>;

/** Both password fields hold text: their comparison can be made whatever else the form still gets wrong. */
const passwordsTyped = ({ value }: { value: unknown }) => {
  const v = value as { password?: unknown; confirm?: unknown } | null;
  return typeof v?.password === 'string' && typeof v.confirm === 'string';
};

/**
 * The sign-up form: the register input plus the confirmation and the terms box (neither is sent). 'Passwords do not
 * match' is checked even while other fields are wrong (zod skips a refinement once a field has failed unless `when`
 * says otherwise), so the visitor sees every problem at once.
 */
const signUpExtras = {
  confirm: z.string().min(1, says('form.confirmPassword')),
  terms: z.literal(true, says('form.acceptTerms')),
};
const passwordsMatch = {
  ...says('form.passwordsDoNotMatch'),
  path: ['confirm'],
  when: passwordsTyped,
};
export const ZSignUpForm = registerFields
  .omit({ phone: true, code_channel: true })
  .extend({ email: ZEmail, ...signUpExtras })
  .refine((v) => v.confirm === '' || v.password === v.confirm, passwordsMatch);
/** The sign-up form with a mobile number instead of an e-mail address. */
export const ZPhoneSignUpForm = registerFields
  .omit({ email: true })
  .extend({ phone: ZSignInPhone, ...signUpExtras })
  .refine((v) => v.confirm === '' || v.password === v.confirm, passwordsMatch);

const loginFields = z.object({
  email: ZEmail.optional(),
  /** Instead of `email`: the account's mobile number. */
  phone: ZSignInPhone.optional(),
  password: z.string(says('form.passwordRequired')).min(1, says('form.passwordRequired')).max(200),
  rememberMe: z.boolean().default(false),
  /** The second step for users with two-factor sign-in: a code from the app or a recovery code. */
  code: ZSecondFactorCode.optional(),
});
export const ZLoginInput = loginFields.superRefine(needsEmailOrPhone);
export type LoginInput = z.infer<typeof ZLoginInput>;
/** The sign-in form: by e-mail address, or (ZPhoneLoginForm) by mobile number. */
export const ZLoginForm = loginFields.omit({ phone: true }).extend({ email: ZEmail });
export const ZPhoneLoginForm = loginFields.omit({ email: true }).extend({ phone: ZSignInPhone });

export const ZForgotPasswordInput = z.object({ email: ZEmail });

/** Ask for a code to a phone: to confirm it, to reset the password, or to move the account to it. */
export const ZSendPhoneCodeInput = z.object({
  phone: ZSignInPhone,
  purpose: ZCodePurpose,
  channel: ZCodeChannel.optional(),
  /** `change` only: the account's current password. */
  currentPassword: z.string().max(200).optional(),
});
export type SendPhoneCodeInput = z.infer<typeof ZSendPhoneCodeInput>;
export const ZVerifyPhoneInput = z.object({ phone: ZSignInPhone, code: ZPhoneCode });
export const ZPhoneResetInput = z.object({ phone: ZSignInPhone, code: ZPhoneCode, newPassword: ZNewPassword });
/** The reset-by-phone form: the code, the new password and its confirmation. */
export const ZPhoneResetForm = ZPhoneResetInput.extend({
  confirmPassword: z.string().min(1, says('form.confirmNewPassword')),
}).refine((v) => v.newPassword === v.confirmPassword, {
  ...says('form.newPasswordsDoNotMatch'),
  path: ['confirmPassword'],
});
export const ZResetPasswordInput = z.object({
  token: z.string().min(10, says('form.resetLinkInvalid')).max(200),
  newPassword: ZNewPassword,
});
export const ZRefreshInput = z.object({
  refresh_token: z.string().min(10, says('accounts.refreshTokenRequired')).max(500),
});

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, says('form.currentPasswordRequired')).max(200),
  newPassword: ZNewPassword,
});
/** The change-password form: new and confirm must match ('New passwords do not match'). */
export const ZChangePasswordForm = ZChangePasswordInput.extend({
  confirmPassword: z.string().min(1, says('form.confirmNewPassword')),
}).refine((v) => v.newPassword === v.confirmPassword, {
  ...says('form.newPasswordsDoNotMatch'),
  path: ['confirmPassword'],
});

export const ZProfileInput = z.object({
  first_name: name('form.firstNameRequired', 'form.firstNameTooLong'),
  last_name: name('form.lastNameRequired', 'form.lastNameTooLong'),
  /** Optional for an account that signs in with its phone: left empty, the address stays as it is. */
  email: z.preprocess((typed) => (typed === '' ? undefined : typed), ZEmail.optional()),
  phone: ZPhone.optional(),
  address: z.string().trim().max(300, says('form.addressTooLong')).optional(),
  city: z.string().trim().max(100, says('form.cityTooLong')).optional(),
  country: z.enum(PROFILE_COUNTRIES, says('form.countryFromList')).default(DEFAULT_COUNTRY),
  /** The current password: required to change the e-mail address (the change then waits for the link sent there). */
  currentPassword: z.string().max(200).optional(),
});
export type ProfileInput = z.infer<typeof ZProfileInput>;

/** A saved address (also the shape of the checkout's shipping and billing addresses). */
export const ZAddressInput = z.object({
  label: z.string().trim().max(50).optional(),
  first_name: z.string().trim().min(1, says('form.fillFirstName')).max(100),
  last_name: z.string().trim().min(1, says('form.fillLastName')).max(100),
  phone: z.string().trim().min(1, says('form.fillPhone')).pipe(ZPhone),
  address: z.string().trim().min(1, says('form.fillAddress')).max(300),
  city: z.string().trim().min(1, says('form.fillCity')).max(100),
  country: z.enum(SHIPPING_COUNTRIES, says('form.countryFromList')).default(DEFAULT_COUNTRY),
  postal_code: z.string().trim().max(20).optional(),
  /** The governorate, by its ISO 3166-2:EG code (`EG-ASN`): what delivery is priced by. */
  governorate: ZGovernorateCode.optional(),
  is_default: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof ZAddressInput>;

export const ZPreferencesInput = z.object({
  language: z.enum(['en', 'ar']).optional(),
  newsletter: z.boolean().optional(),
  notifications: z
    .object({
      order_updates: z.boolean().optional(),
      promotions: z.boolean().optional(),
      crop_tips: z.boolean().optional(),
    })
    .optional(),
});
