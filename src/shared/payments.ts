/*
 * Paying online: by bank card (Visa, Mastercard, Meeza) or mobile wallet through Paymob's checkout, or with
 * a Fawry reference paid at a kiosk or in an app. Pure: both sides read which methods are online and who serves them.
 * No card number ever reaches the shop: the grower types it on the provider's page.
 */

export const ONLINE_METHODS = ['card', 'wallet', 'fawry'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export type PaymentProvider = 'paymob' | 'fawry';

export const isOnlineMethod = (method: string): method is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(method);

/** The provider that serves an online method. */
export const providerOf = (method: OnlineMethod): PaymentProvider => (method === 'fawry' ? 'fawry' : 'paymob');

/** Where an online order's payment stands: waiting for the provider's word, paid, failed (retry allowed), or refunded in part or whole. */
export const PAYMENT_STATES = ['awaiting', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How long an online order waits for its payment before the workers cancel it and put its stock back (minutes). */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 30;
