import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cropsEn } from '../i18n/crops/en';

const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(cropsEn.crop.comments.messages).map(([key, text]) => [text, `crop.comments.messages.${key}`]),
);

type Translate = (key: string) => string;

/**
 * Shows a message of the crop guide that arrives in English (the server's answer, such as 'Crop not found', or the
 * shared comment schema's) in the reader's language; one the catalogue does not know is shown as it is.
 */
export function useCropMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = KEY_BY_TEXT.get(message);
      return key ? (t as unknown as Translate)(key) : message;
    },
    [t],
  );
}
