import { messageEnvelope, noInput } from '../envelope';
import type { RestRoute } from '../types';

/** Paying online: the methods offered, the providers' notifications, paying again, an admin's refund. */
export const onlinePaymentsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/payments/options',
    procedure: 'payments.options',
    group: 'Payments',
    summary: 'The online methods offered now (card, wallet, fawry): only those whose provider is configured',
    input: noInput,
  },
  {
    method: 'POST',
    path: '/payments/paymob/webhook',
    procedure: 'payments.paymobWebhook',
    group: 'Payments',
    summary:
      "Paymob's Transaction Processed callback, verified by the hmac query parameter (HMAC-SHA512 over its 20 fields); 401 when it does not verify",
    input: ({ query, body }) => ({ hmac: typeof query.hmac === 'string' ? query.hmac : undefined, body }),
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/payments/fawry/webhook',
    procedure: 'payments.fawryWebhook',
    group: 'Payments',
    summary: "Fawry's server notification V2, verified by its messageSignature (SHA-256); 401 when it does not verify",
    input: ({ body }) => (body && typeof body === 'object' ? body : {}),
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/orders/{id}/pay',
    procedure: 'payments.pay',
    group: 'Orders',
    summary: 'Pay an online order again {method: card, wallet or fawry}: the provider page or Fawry reference',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/admin/orders/{id}/refund',
    procedure: 'payments.refund',
    group: 'Admin',
    summary: 'Refund an online order through its provider {amount}, at most what is left of the payment (audited)',
    respond: messageEnvelope,
  },
];
