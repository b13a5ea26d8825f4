import { useAuth } from '../lib/auth';
import { trpc } from '../lib/trpc';

/** The Orders and Favorites counters of the profile (`auth.stats`). */
export function useAccountStats() {
  return trpc.auth.stats.useQuery();
}

/**
 * Save the profile form; the saved user replaces the stored one. A new e-mail waits for the link sent to it: the
 * answer keeps the current address and names the new one in `pending_email`.
 */
export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return trpc.auth.updateProfile.useMutation({ onSuccess: ({ pending_email: _pending, ...user }) => updateUser(user) });
}

/** Change the password (current and new). */
export function useChangePassword() {
  return trpc.auth.changePassword.useMutation();
}

/** Upload a new profile photo (sent as base64); the answer is the user with the new `avatar_url`. */
export function useUploadAvatar() {
  const { updateUser } = useAuth();
  return trpc.auth.uploadAvatar.useMutation({ onSuccess: updateUser });
}

/** Ask for a new e-mail verification link. */
export function useRequestEmailVerification() {
  return trpc.auth.requestEmailVerification.useMutation();
}

/** Once an e-mail link has changed the account: a signed-in user's stored profile, read again. */
function useProfileRefresh() {
  const { status, updateUser } = useAuth();
  const utils = trpc.useUtils();
  return async () => {
    if (status !== 'signedIn') return;
    try {
      updateUser(await utils.client.auth.profile.query());
    } catch {
      // The link worked; the profile shows the new state the next time it is loaded (an e-mail change may even have
      // ended this device's session).
    }
  };
}

/** Open the link from the verification e-mail; a signed-in user's stored profile is refreshed after. */
export function useVerifyEmail() {
  const refreshProfile = useProfileRefresh();
  return trpc.auth.verifyEmail.useMutation({ onSuccess: refreshProfile });
}

/** Open the link sent to a new e-mail address; a signed-in user's stored profile is refreshed after. */
export function useConfirmEmailChange() {
  const refreshProfile = useProfileRefresh();
  return trpc.auth.confirmEmailChange.useMutation({ onSuccess: refreshProfile });
}
