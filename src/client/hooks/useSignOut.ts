import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth';

/**
 * Sign out from a menu or a button: go home first (so no guarded page sends the user to /login on the way),
 * then end the session — locally even when the server cannot be told — and say so. The notifications store
 * is imported on use, keeping it out of the first load (the mobile menu, in the main bundle, uses this).
 */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  return useCallback(async () => {
    navigate('/');
    await logout();
    const { notifications } = await import('@mantine/notifications');
    notifications.show({ id: 'signed-out', message: t('userMenu.loggedOut'), color: 'leaf' });
  }, [logout, navigate, t]);
}
