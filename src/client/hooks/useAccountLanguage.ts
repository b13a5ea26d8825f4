import { useEffect } from 'react';
import { useAuth } from '../lib/auth';
import { trpc } from '../lib/trpc';
import { useLanguage } from './useLanguage';

/**
 * Keeps the account's language (`preferences.language`) the one the site is read in. The server writes notifications
 * and e-mails in the account's language when the order moves, in the background; without this an Arabic reader's
 * account stayed 'en' (nothing else sets it) and their "order placed" arrived in English. One small read per visit;
 * a write only when the two differ (after sign-up, or a switch of language).
 */
export function useAccountLanguage(): void {
  const { status } = useAuth();
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const saved = trpc.auth.preferences.useQuery(undefined, {
    enabled: status === 'signedIn',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const savedLanguage = saved.data?.language;
  useEffect(() => {
    if (status !== 'signedIn' || savedLanguage === undefined || savedLanguage === language) return;
    utils.client.auth.updatePreferences.mutate({ language }).then(
      (preferences) => utils.auth.preferences.setData(undefined, preferences),
      () => {
        // Not saved (offline, refused): the next visit or switch tries again.
      },
    );
  }, [status, savedLanguage, language, utils]);
}
