import { useCallback, useState } from 'react';

/** Which of a screen's things are busy (a line, a heart, a whole list): `mark` one on or off, `isBusy` asks. */
export function useBusyKeys<Key extends string>() {
  const [busy, setBusy] = useState<ReadonlySet<Key>>(() => new Set());
  const mark = useCallback((key: Key, on: boolean) => {
    setBusy((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const isBusy = useCallback((key: Key) => busy.has(key), [busy]);
  return { mark, isBusy };
}
