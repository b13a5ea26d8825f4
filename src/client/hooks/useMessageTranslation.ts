import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeyedMessage, sayKeyed } from '../lib/errors';

/**
 * Says a message in the reader's language, by key, never by its English words: a keyed message (a shared schema's zod
 * issue, a refused call's) by its key in the server's catalogue; a key of the site's catalogue passed from another
 * page ('guard.loginRequired') by its text; any other text — the server's own words, which it already says in the
 * reader's language (the tRPC client sends it) — as it is.
 */
export function useMessageTranslation(): (message: string | KeyedMessage) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | KeyedMessage) => {
      if (typeof message !== 'string') return sayKeyed(message);
      return i18n.exists(message) ? String((t as (key: string) => string)(message)) : message;
    },
    [t, i18n],
  );
}
