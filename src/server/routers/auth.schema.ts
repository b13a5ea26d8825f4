import { z } from 'zod';
// The judge of new passwords (zxcvbn-ts), registered for the shared ZNewPassword: every call that sets a password is judged.
import '../../shared/passwordStrength';
import {
  PROFILE_COUNTRIES,
  SHIPPING_COUNTRIES,
  ZAddressInput,
  ZProfileInput,
  ZSecondFactorCode,
  ZTotpCode,
} from '../../shared/schemas/auth';
import { ZUploadedFile } from '../uploads/files';
import * as S from './outputs';
import { says } from '../../shared/messages';

/**
 * Server-side input schemas of the auth and users routers that no form shares (the forms' schemas are in
 * src/shared/schemas/auth.ts).
 */

/** A numeric database id, sent as a string. */
export const ZId = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,17}$/, says('call.invalidId'));
export const ZById = z.object({ id: ZId });

/** How many of the latest entries (activity, sign-in history): 1 to 100, default 10. */
export const ZLimitInput = z.object({ limit: z.number().int().min(1).max(100).default(10) }).default({ limit: 10 });

/** The password again, for deleting or deactivating an account. */
export const ZConfirmPasswordInput = z.object({
  password: z.string(says('accounts.confirmWithPassword')).min(1, says('accounts.confirmWithPassword')).max(200),
});

export const ZTokenInput = z.object({ token: z.string().trim().min(10, says('accounts.linkNotValid')).max(200) });

/** The password, confirmed again for the session's two-factor changes (a step-up, valid STEP_UP_MINUTES). */
const stepUpPassword = z
  .string(says('accounts.confirmWithPassword'))
  .min(1, says('accounts.confirmWithPassword'))
  .max(200);
export const ZStepUpInput = z.object({ password: stepUpPassword });
/** The two-factor changes take the password here, or a step-up made within the last minutes (`auth.stepUp`). */
export const ZStepUpOptional = z.object({ password: stepUpPassword.optional() }).default({});
export const ZTwoFactorConfirmInput = z.object({
  code: ZTotpCode,
  secret: z.string().trim().min(1, says('accounts.setupKeyMissing')).max(64),
  password: stepUpPassword.optional(),
});
export const ZTwoFactorDisableInput = z.object({ code: ZSecondFactorCode, password: stepUpPassword.optional() });
/** An administrator resets a user's two-factor sign-in with their own password. */
export const ZAdminTwoFactorResetInput = z.object({ id: ZId, password: stepUpPassword });

export const ZUploadAvatarInput = z.object({
  file: z.object(ZUploadedFile.shape, {
    error: (issue) => (issue.input === undefined ? says('form.chooseImage').error(issue) : undefined),
  }),
});

/** A partial profile: only the keys sent change (no default country, unlike the full form). */
export const ZProfilePatch = ZProfileInput.extend({
  country: z.enum(PROFILE_COUNTRIES, says('form.countryFromList')).optional(),
}).partial();

/** A partial address update with its id (no default country either). */
export const ZAddressPatchInput = ZAddressInput.extend({
  country: z.enum(SHIPPING_COUNTRIES, says('form.countryFromList')).optional(),
})
  .partial()
  .extend({ id: ZId });

export const ZUserUpdateInput = ZProfilePatch.extend({ id: ZId });
/** Deleting a user: an administrator gives the id; a user deleting themself also gives their password. */
export const ZUserDeleteInput = z.object({ id: ZId, password: z.string().max(200).optional() });

export const ZCropGuidesInput = z.object({
  id: ZId,
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const int = z.number().int();

/** A signed-in session: the token pair and the user. */
export const ZAuthSession = z.strictObject({ access_token: z.string(), refresh_token: z.string(), user: S.User });
/** A sign-in that needs the second step: the account has two-factor sign-in on (send the code as `code`). */
const twoFactorStep = z.strictObject({ two_factor_required: z.literal(true), message: S.message });
/** Register and login: a session, or (a two-factor account's login) the second step. */
export const ZAuthAnswer = z.union([ZAuthSession, twoFactorStep]);
export type AuthAnswer = z.output<typeof ZAuthAnswer>;

/** A profile update: the user, and the new address waiting for its confirmation link (null when the e-mail stays). */
export const ZUpdatedProfile = S.User.extend({ pending_email: z.string().nullable() });
export const ZEmailChanged = z.strictObject({ email: z.string(), message: S.message });
export const ZAccountStats = z.strictObject({
  totalOrders: int,
  totalSpent: S.money,
  favoriteItems: int,
  accountAge: z.number(),
});
export const ZActivityOutput = z.strictObject({
  items: z.array(
    z.strictObject({
      id: S.id,
      action: z.string(),
      details: S.jsonObject,
      ip: z.string().nullable(),
      created_at: S.at,
    }),
  ),
});
export const ZLoginHistoryOutput = z.strictObject({
  items: z.array(
    z.strictObject({
      id: S.id,
      created_at: S.at,
      ip: z.string(),
      user_agent: z.string(),
      success: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});
/** src/shared/preferences.ts `Preferences`. */
export const ZPreferencesOutput = z.strictObject({
  language: z.enum(['en', 'ar']),
  newsletter: z.boolean(),
  notifications: z.record(z.string(), z.boolean()),
});
export const ZTwoFactorState = z.strictObject({ enabled: z.boolean(), recovery_codes_left: int });
export const ZTwoFactorChanged = z.strictObject({ enabled: z.boolean(), message: S.message });
/** Two-factor sign-in turned on: the ten recovery codes, shown this once. */
export const ZTwoFactorConfirmed = ZTwoFactorChanged.extend({ recovery_codes: z.array(z.string()) });
export const ZRecoveryCodes = z.strictObject({ recovery_codes: z.array(z.string()), message: S.message });
export const ZSteppedUp = z.strictObject({ message: S.message, valid_minutes: int });
export const ZTwoFactorEnrolment = z.strictObject({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });
export const ZSessionsOutput = z.strictObject({
  items: z.array(
    z.strictObject({
      id: S.id,
      created_at: S.at,
      last_used_at: S.at,
      ip: z.string(),
      user_agent: z.string(),
      current: z.boolean(),
    }),
  ),
});
export const ZAddressesOutput = z.strictObject({ items: z.array(S.Address) });

/** A code sent to a phone: what to tell the grower, and whether it went by SMS or WhatsApp. */
export const ZPhoneCodeSent = z.strictObject({ message: S.message, channel: z.enum(['sms', 'whatsapp']) });
/** A number confirmed (or the account moved to it): the message and the user as it is now. */
export const ZPhoneVerified = z.strictObject({ message: S.message, user: S.User });
/** The admins' figures of codes sent, per day (UTC), newest first. */
export const ZPhoneCodeDaysInput = z
  .object({ days: z.number().int().min(1).max(90).default(14) })
  .default({ days: 14 });
export const ZPhoneCodeDays = z.strictObject({
  per_number_hour: int,
  per_number_day: int,
  per_address_day: int,
  per_day: int,
  any_country: z.boolean(),
  days: z.array(
    z.strictObject({
      day: z.string(),
      sent: int,
      sms: int,
      whatsapp: int,
      not_sent: int,
      used: int,
      numbers: int,
      addresses: int,
    }),
  ),
});

/** Everything held on the account (GET /auth/export-data sends it as a JSON file). */
export const ZAccountExport = z.strictObject({
  exported_at: S.at,
  user: S.User.extend({
    status: z.string(),
    email_verified_at: S.at.nullable(),
    last_login_at: S.at.nullable(),
    updated_at: S.at,
  }),
  preferences: ZPreferencesOutput,
  addresses: z.array(S.Address),
  /** The order rows as stored. */
  orders: z.array(S.jsonObject),
  sessions: z.array(
    z.strictObject({
      id: S.id,
      created_at: S.at,
      last_used_at: S.at,
      expires_at: S.at,
      revoked_at: S.at.nullable(),
      revoked_reason: z.string().nullable(),
      ip: z.string(),
      user_agent: z.string(),
      remember_me: z.boolean(),
    }),
  ),
  activity: z.array(
    z.strictObject({
      id: S.id,
      action: z.string(),
      details: z.unknown(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      created_at: S.at,
    }),
  ),
  login_history: z.array(
    z.strictObject({
      id: S.id,
      created_at: S.at,
      ip: z.string(),
      user_agent: z.string(),
      success: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  known_devices: z.array(z.strictObject({ device: z.string(), first_seen_at: S.at, last_seen_at: S.at })),
});
