import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersEn } from '../i18n/orders/en';

const KEY_BY_TEXT = new Map<string, string>(Object.entries(ordersEn.orderMessages).map(([key, text]) => [text, `orderMessages.${key}`]));

type Translate = (key: string) => string;

/**
 * Shows a checkout or order message that arrives in English (the shared checkout schema's 'Please fill in first name',
 * a server answer such as 'Coupon not found') in the reader's language; one the catalogue does not know (a stock 409
 * naming the product) is shown as it is.
 */
export function useOrderMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = KEY_BY_TEXT.get(message);
      return key ? (t as unknown as Translate)(key) : message;
    },
    [t],
  );
}
