import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shopEn } from '../i18n/shop/en';

const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(shopEn.product.reviews.messages).map(([key, text]) => [text, `product.reviews.messages.${key}`]),
);

type Translate = (key: string) => string;

/**
 * Shows a review message that arrives in English (the shared review schema's, or the server's answer such as
 * 'You have already reviewed this product') in the reader's language; one the catalogue does not know, as it is.
 */
export function useShopMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = KEY_BY_TEXT.get(message);
      return key ? (t as unknown as Translate)(key) : message;
    },
    [t],
  );
}
