import { z } from 'zod';
import { PROFILE_COUNTRIES, SHIPPING_COUNTRIES, ZAddressInput, ZProfileInput, ZTotpCode } from '../../shared/schemas/auth';
import { ZUploadedFile } from '../uploads/files';

/**
 * Server-side input schemas of the auth and users routers that no form shares (the forms' schemas are in
 * src/shared/schemas/auth.ts).
 */

/** A numeric database id, sent as a string. */
export const ZId = z.string().trim().regex(/^[1-9]\d{0,17}$/, 'Invalid id');
export const ZById = z.object({ id: ZId });

/** How many of the latest entries (activity, sign-in history): 1 to 100, default 10. */
export const ZLimitInput = z.object({ limit: z.number().int().min(1).max(100).default(10) }).default({ limit: 10 });

export const PASSWORD_TO_CONFIRM = 'Please enter your password to confirm';
/** The password again, for deleting or deactivating an account. */
export const ZConfirmPasswordInput = z.object({ password: z.string({ error: PASSWORD_TO_CONFIRM }).min(1, PASSWORD_TO_CONFIRM).max(200) });

export const ZTokenInput = z.object({ token: z.string().trim().min(10, 'This link is not valid').max(200) });

export const ZTwoFactorConfirmInput = z.object({ code: ZTotpCode, secret: z.string().trim().min(1, 'The set-up key is missing').max(64) });
export const ZTwoFactorDisableInput = z.object({ code: ZTotpCode });

export const ZUploadAvatarInput = z.object({
  file: z.object(ZUploadedFile.shape, { error: (issue) => (issue.input === undefined ? 'Please choose an image to upload' : undefined) }),
});

/** A partial profile: only the keys sent change (no default country, unlike the full form). */
export const ZProfilePatch = ZProfileInput.extend({ country: z.enum(PROFILE_COUNTRIES, 'Please choose a country from the list').optional() }).partial();

/** A partial address update with its id (no default country either). */
export const ZAddressPatchInput = ZAddressInput.extend({ country: z.enum(SHIPPING_COUNTRIES, 'Please choose a country from the list').optional() })
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
