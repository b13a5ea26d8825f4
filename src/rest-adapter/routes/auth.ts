import type { UploadedFile } from '../../server/uploads/files';
import { z } from 'zod';
import type { AuthAnswer } from '../../server/routers/auth.schema';
import {
  bodyQueryAndParams,
  bodySchema,
  download,
  envelope,
  envelopeOf,
  keyed,
  listEnvelope,
  messageEnvelope,
  noInput,
  perObject,
  queryWithNumbers,
  written,
} from '../envelope';
import type { RestRoute } from '../types';
import { msg, type Message } from '../../shared/messages';

/**
 * Register, login and refresh answer `{success, data, access_token, refresh_token, user}`; a login that needs the
 * second step answers `{success, data, two_factor_required: true, message}`.
 */
function authEnvelope(message?: Message) {
  return envelopeOf<AuthAnswer>(
    (out) => {
      if ('two_factor_required' in out) return envelope(out, { two_factor_required: true, message: out.message });
      return envelope(out, {
        access_token: out.access_token,
        refresh_token: out.refresh_token,
        user: out.user,
        ...(message ? { message } : {}),
      });
    },
    (output) => ({
      json: {
        200: perObject(output, (object) =>
          'two_factor_required' in object.shape
            ? bodySchema(object, object.pick({ two_factor_required: true, message: true }).shape)
            : bodySchema(object, {
                ...object.pick({ access_token: true, refresh_token: true, user: true }).shape,
                ...(message ? { message: z.string() } : {}),
              }),
        ),
      },
    }),
  );
}

/** A user answer, also under `user` (as the auth answers carry it). */
const userEnvelope = (message?: Message) => keyed('user', message);

/** A profile update: a new e-mail waits for the link mailed to it (`pending_email`), and the message says so. */
const profileEnvelope = keyed<{ pending_email: string | null }>('user', ({ pending_email }) =>
  pending_email ? msg('accounts.emailChangeRequested', { email: pending_email }) : msg('accounts.profileUpdated'),
);

/** The avatar upload: the part named `avatar` (or the only file sent) becomes the procedure's `file`. */
function avatarInput({ body }: { body: unknown }) {
  const files = (body as { files?: UploadedFile[] }).files ?? [];
  return { file: files.find((f) => f.fieldname === 'avatar') ?? files[0] };
}

/** The export as a JSON file download. */
const exportFile = download<{ user: { id: string }; exported_at: Date }>('application/json', (out) => ({
  filename: `fellah-account-${out.user.id}-${out.exported_at.toISOString().slice(0, 10)}.json`,
  data: JSON.stringify(out, null, 2),
}));

const group = 'Auth';

/** The Auth group of rest-calls.tsv. */
export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    procedure: 'auth.register',
    group,
    summary:
      'Create an account and sign in: with `email`, or `phone` (a mobile number; a 6-digit code is sent to it by SMS, or WhatsApp with `code_channel`), or both',
    respond: authEnvelope(msg('accounts.registered')),
  },
  {
    method: 'POST',
    path: '/auth/login',
    procedure: 'auth.login',
    group,
    summary: 'Sign in with `email` or `phone` and `password` (with `code` for two-factor accounts)',
    respond: authEnvelope(msg('accounts.loggedIn')),
  },
  {
    method: 'POST',
    path: '/auth/phone/send-code',
    procedure: 'auth.sendPhoneCode',
    group,
    summary:
      'Send a 6-digit code to `phone` (valid 10 minutes, 5 tries): `purpose` verify (signed in), change (signed in, with `currentPassword`) or reset; 429 with Retry-After past the limits',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/phone/verify',
    procedure: 'auth.verifyPhone',
    group,
    summary: 'Confirm `phone` with its `code` (a verify or change code): it becomes the account’s sign-in number',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/phone/reset-password',
    procedure: 'auth.resetPasswordByPhone',
    group,
    summary: 'Set a new password with a reset `code` sent to `phone`; every session ends',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/admin/phone-codes',
    procedure: 'accountAdmin.phoneCodeDays',
    group: 'Admin',
    summary: 'Codes sent to phones per day (SMS, WhatsApp, unsent requests, used) and the limits in force',
    input: queryWithNumbers('days'),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    procedure: 'auth.logout',
    group,
    summary: 'End the current session',
    input: noInput,
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    procedure: 'auth.forgotPassword',
    group,
    summary: 'E-mail a password-reset link',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    procedure: 'auth.resetPassword',
    group,
    summary: 'Set a new password with the e-mailed token',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/refresh',
    procedure: 'auth.refresh',
    group,
    summary: 'Exchange a refresh token for a new pair (rotation)',
    respond: authEnvelope(),
  },
  {
    method: 'GET',
    path: '/auth/profile',
    procedure: 'auth.profile',
    group,
    summary: 'The signed-in user',
    input: noInput,
    respond: userEnvelope(),
  },
  {
    method: 'PUT',
    path: '/auth/profile',
    procedure: 'auth.updateProfile',
    group,
    summary:
      'Update the profile (a new `email` needs `currentPassword` and takes effect when the link mailed to it is opened)',
    respond: profileEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/confirm-email-change',
    procedure: 'auth.confirmEmailChange',
    group,
    summary: 'Make the new e-mail address the account’s, with the token mailed to it (ends the other sessions)',
    respond: messageEnvelope,
  },
  {
    method: 'PUT',
    path: '/auth/change-password',
    procedure: 'auth.changePassword',
    group,
    summary: 'Change the password (current one required)',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/upload-avatar',
    procedure: 'auth.uploadAvatar',
    group,
    summary: 'Upload an avatar (multipart field `avatar`: png, jpeg or webp, at most 2 MB)',
    multipart: { maxFileBytes: 2 * 1024 * 1024, maxFiles: 1, fileField: 'avatar' },
    input: avatarInput,
    respond: userEnvelope(msg('accounts.avatarUpdated')),
  },
  {
    method: 'DELETE',
    path: '/auth/account',
    procedure: 'auth.deleteAccount',
    group,
    summary: 'Delete the account (body: password)',
    input: bodyQueryAndParams,
    respond: messageEnvelope,
  },
  {
    method: 'PUT',
    path: '/auth/deactivate',
    procedure: 'auth.deactivate',
    group,
    summary: 'Deactivate the account (body: password)',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/auth/stats',
    procedure: 'auth.stats',
    group,
    summary: 'Orders, favourites and account age',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/auth/activity',
    procedure: 'auth.activity',
    group,
    summary: 'Recent account activity (?limit, default 10)',
    input: queryWithNumbers('limit'),
    respond: listEnvelope(),
  },
  {
    method: 'GET',
    path: '/auth/login-history',
    procedure: 'auth.loginHistory',
    group,
    summary: 'Recent sign-in attempts (?limit, default 10)',
    input: queryWithNumbers('limit'),
    respond: listEnvelope(),
  },
  {
    method: 'GET',
    path: '/auth/preferences',
    procedure: 'auth.preferences',
    group,
    summary: 'Language, newsletter and notification choices',
    input: noInput,
  },
  {
    method: 'PUT',
    path: '/auth/preferences',
    procedure: 'auth.updatePreferences',
    group,
    summary: 'Change some preferences',
  },
  {
    method: 'POST',
    path: '/auth/request-email-verification',
    procedure: 'auth.requestEmailVerification',
    group,
    summary: 'E-mail a verification link',
    input: noInput,
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/verify-email',
    procedure: 'auth.verifyEmail',
    group,
    summary: 'Verify the e-mail with the e-mailed token',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/auth/2fa/status',
    procedure: 'auth.twoFactorStatus',
    group,
    summary: 'Whether two-factor sign-in is on, and the recovery codes left',
    input: noInput,
  },
  {
    method: 'POST',
    path: '/auth/step-up',
    procedure: 'auth.stepUp',
    group,
    summary: 'Confirm the password again (body: password): the session may change two-factor sign-in for 5 minutes',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/2fa/enable',
    procedure: 'auth.twoFactorEnable',
    group,
    summary: 'Start two-factor set-up (needs a step-up, or `password`): secret, otpauth URL, QR code',
  },
  {
    method: 'POST',
    path: '/auth/2fa/confirm',
    procedure: 'auth.twoFactorConfirm',
    group,
    summary:
      'Turn two-factor sign-in on with a code (needs a step-up, or `password`); answers ten recovery codes, shown once',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/2fa/disable',
    procedure: 'auth.twoFactorDisable',
    group,
    summary: 'Turn two-factor sign-in off with a code or a recovery code (needs a step-up, or `password`)',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/auth/2fa/recovery-codes',
    procedure: 'auth.twoFactorRecoveryCodes',
    group,
    summary: 'Make ten new recovery codes, shown once (needs a step-up, or `password`); the earlier ones stop working',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/admin/users/{id}/2fa/reset',
    procedure: 'accountAdmin.resetTwoFactor',
    group: 'Admin',
    summary:
      'Turn a user’s two-factor sign-in off (body: the administrator’s own password); audited, the user is mailed',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/auth/sessions',
    procedure: 'auth.sessions',
    group,
    summary: 'Open sessions (devices)',
    input: noInput,
    respond: listEnvelope(),
  },
  {
    method: 'DELETE',
    path: '/auth/sessions/{id}',
    procedure: 'auth.revokeSession',
    group,
    summary: 'End one session',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/auth/export-data',
    procedure: 'auth.exportData',
    group,
    summary: 'Download everything held on the account (JSON file)',
    input: noInput,
    respond: exportFile,
  },
  {
    method: 'GET',
    path: '/auth/addresses',
    procedure: 'auth.addresses',
    group,
    summary: 'Saved addresses',
    input: noInput,
    respond: listEnvelope(),
  },
  {
    method: 'POST',
    path: '/auth/addresses',
    procedure: 'auth.addAddress',
    group,
    summary: 'Save an address',
    respond: written(msg('accounts.addressSaved'), 201),
  },
  {
    method: 'PUT',
    path: '/auth/addresses/{id}',
    procedure: 'auth.updateAddress',
    group,
    summary: 'Change a saved address',
  },
  {
    method: 'DELETE',
    path: '/auth/addresses/{id}',
    procedure: 'auth.deleteAddress',
    group,
    summary: 'Delete a saved address',
    respond: messageEnvelope,
  },
  {
    method: 'PUT',
    path: '/auth/addresses/{id}/default',
    procedure: 'auth.setDefaultAddress',
    group,
    summary: 'Make an address the default',
  },
];
