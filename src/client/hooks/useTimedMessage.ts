import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from '../lib/errors';

/**
 * A message that says what happened, kept as words to look up rather than finished text, so it follows a
 * language switch while it is shown: `textKey`/`titleKey` are catalogue keys, `serverText` the server's own
 * (English) words.
 */
export interface TimedMessage {
  kind: 'success' | 'error';
  textKey?: string;
  serverText?: string;
  titleKey?: string;
}

/** A message that clears itself after `durationMs` (the profile's 5 seconds), or when replaced or cleared. */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);
  const clear = useCallback(() => setMessage(null), []);
  /** A failed save: the server's reason under `titleKey`, or `fallbackKey` when the server gave none (no answer). */
  const showFailure = useCallback((failure: unknown, titleKey: string, fallbackKey: string) => {
    const serverText = serverMessage(failure);
    setMessage(serverText ? { kind: 'error', titleKey, serverText } : { kind: 'error', textKey: fallbackKey });
  }, []);
  return { message, show: setMessage, showFailure, clear };
}
