import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** English text → catalogue key for one section of messages (`prefix` is the section's key, such as 'crop.comments.messages'). */
export function keysByText(messages: Record<string, string>, prefix: string): ReadonlyMap<string, string> {
  return new Map(Object.entries(messages).map(([key, text]) => [text, `${prefix}.${key}`]));
}

type Translate = (key: string) => string;

/**
 * Shows a message that arrives in English (a shared schema's validation, the server's answer) in the reader's
 * language, by the English texts of one catalogue section; one the catalogue does not know is shown as it is.
 */
export function useCatalogueMessage(keys: ReadonlyMap<string, string>): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = keys.get(message);
      return key ? (t as unknown as Translate)(key) : message;
    },
    [t, keys],
  );
}
