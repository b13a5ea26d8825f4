import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNotificationTexts } from '../i18n';

/** Whether the notifications' texts are here; asks for them (once) when `wanted` and they are not. */
export function useNotificationTexts(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('notifications.menuLink'));
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadNotificationTexts().then(
      () => {
        if (live) setReady(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}
