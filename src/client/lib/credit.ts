import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { type RouterOutputs, trpc } from './trpc';

/** The signed-in customer's credit line (`credit.mine`). */
export type MyCredit = RouterOutputs['credit']['mine'];

/** The caller's pay-at-harvest line; `enabled: false` for visitors (the call needs a session). */
export function useMyCredit(enabled = true) {
  return trpc.credit.mine.useQuery(undefined, { enabled, staleTime: 30_000 });
}

/** The key, figures and field a refused call carries (`error.data.details`, `error.data.field`). */
function refusalOf(error: unknown): { key: unknown; field: string | null; details: Record<string, unknown> } | null {
  if (!(error instanceof TRPCClientError) || !error.data) return null;
  const data = error.data as { field?: string | null; details?: Record<string, unknown> | null };
  const details = data.details ?? {};
  return { key: details.message_key, field: data.field ?? null, details };
}

/** The pay-at-harvest refusals the checkout words itself, by the server's key (src/shared/messagesEn.ts). */
const CHECKOUT_TEXTS = {
  'credit.noLine': 'credit.checkout.noLine',
  'credit.lineClosed': 'credit.checkout.lineClosed',
  'credit.dueRequired': 'credit.checkout.dueRequired',
} as const;

/**
 * A refused pay-at-harvest call in the reader's language, by the key and figures the server sent (the 409 over the
 * available credit, no line, a closed line, a payment over what is owed); null when it is another refusal (the caller
 * shows the server's own message then).
 */
export function creditRefusal(error: unknown, t: TFunction, money: (amount: number) => string): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  const { key, details } = refusal;
  if (typeof key === 'string' && key in CHECKOUT_TEXTS) return t(CHECKOUT_TEXTS[key as keyof typeof CHECKOUT_TEXTS]);
  if (key === 'credit.overCredit' && typeof details.order_total === 'number' && typeof details.available === 'number') {
    return t('credit.checkout.overCredit', { total: money(details.order_total), available: money(details.available) });
  }
  if (key === 'credit.paymentTooMuch' && typeof details.amount_due === 'number' && typeof details.amount === 'string') {
    return t('credit.payment.tooMuch', {
      amount: money(Number(details.amount.replaceAll(',', ''))),
      owed: money(details.amount_due),
    });
  }
  return null;
}
