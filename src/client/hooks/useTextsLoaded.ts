import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether a feature's texts are here (`probeKey` is one of them); asks for them once, with the feature's loader from
 * i18n/index.ts, when `wanted` and they are not. A failed load leaves them missing: what needs them stays hidden.
 */
export function useTextsLoaded(probeKey: string, load: () => Promise<void>, wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists(probeKey));
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    load().then(
      () => {
        if (live) setReady(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, load]);
  return ready;
}
