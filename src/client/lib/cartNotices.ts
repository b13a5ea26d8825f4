import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** The cart's and the favourites' messages: a failure in red, a success in the shop's green. */
export const fail = (message: string) => notifications.show({ message, color: 'red' });
export const succeed = (message: string) => notifications.show({ message, color: 'leaf' });

/** The i18next `t` of the cart's lazily loaded texts, with keys as plain strings. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The `t` for the cart's texts (loaded with the cart's logic, so not in the typed catalogue). */
export function useCartTexts(): Translate {
  return useTranslation().t as unknown as Translate;
}
