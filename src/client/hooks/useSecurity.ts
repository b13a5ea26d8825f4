import { useAuth } from '../lib/auth';
import { trpc } from '../lib/trpc';

/** Sign-in history shown on the security tab (the spec's default size). */
const HISTORY_SIZE = 10;

/** Two-factor sign-in: its status, and starting, confirming and turning it off. */
export function useTwoFactor() {
  const utils = trpc.useUtils();
  const { user, updateUser } = useAuth();
  const status = trpc.auth.twoFactorStatus.useQuery();
  const settle = async (enabled: boolean) => {
    if (user) updateUser({ ...user, two_factor_enabled: enabled });
    await Promise.all([utils.auth.twoFactorStatus.invalidate(), utils.auth.sessions.invalidate()]);
  };
  const start = trpc.auth.twoFactorEnable.useMutation();
  const confirm = trpc.auth.twoFactorConfirm.useMutation({ onSuccess: () => settle(true) });
  const disable = trpc.auth.twoFactorDisable.useMutation({ onSuccess: () => settle(false) });
  const newCodes = trpc.auth.twoFactorRecoveryCodes.useMutation({
    onSuccess: () => utils.auth.twoFactorStatus.invalidate(),
  });
  return { status, start, confirm, disable, newCodes };
}

/** The sessions (devices) signed in to the account, and ending one of them. */
export function useSessions() {
  const utils = trpc.useUtils();
  const list = trpc.auth.sessions.useQuery();
  const revoke = trpc.auth.revokeSession.useMutation({ onSuccess: () => utils.auth.sessions.invalidate() });
  return { list, revoke };
}

/** The last sign-ins, successful or not. */
export function useLoginHistory() {
  return trpc.auth.loginHistory.useQuery({ limit: HISTORY_SIZE });
}
