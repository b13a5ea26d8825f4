import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { CREDIT_LINE_CLOSED, HARVEST_DUE_REQUIRED, NO_CREDIT_LINE, PAY_AT_HARVEST } from '../../shared/credit';
import { type RouterOutputs, trpc } from './trpc';

/** The signed-in customer's credit line (`credit.mine`). */
export type MyCredit = RouterOutputs['credit']['mine'];

/** The caller's pay-at-harvest line; `enabled: false` for visitors (the call needs a session). */
export function useMyCredit(enabled = true) {
  return trpc.credit.mine.useQuery(undefined, { enabled, staleTime: 30_000 });
}

/** A pay-at-harvest order (the order answers' `payment_method`). */
export const isHarvestOrder = (order: { payment_method?: string | null }) => order.payment_method === PAY_AT_HARVEST;

/** The figures and field a refused call carries (`error.data.details`, `error.data.field`). */
function refusalOf(error: unknown): { field: string | null; details: Record<string, unknown> } | null {
  if (!(error instanceof TRPCClientError) || !error.data) return null;
  const data = error.data as { field?: string | null; details?: Record<string, unknown> };
  return { field: data.field ?? null, details: data.details ?? {} };
}

/**
 * A refused pay-at-harvest call in the reader's language, from the figures the server sent (the 409 over the available
 * credit, no line, a closed line, a payment over what is owed); null when it is another refusal (the caller shows the
 * server's own message then).
 */
export function creditRefusal(error: unknown, t: TFunction, money: (amount: number) => string): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  const message = (error as Error).message;
  if (message === NO_CREDIT_LINE) return t('credit.checkout.noLine');
  if (message === CREDIT_LINE_CLOSED) return t('credit.checkout.lineClosed');
  if (message === HARVEST_DUE_REQUIRED) return t('credit.checkout.dueRequired');
  const { details, field } = refusal;
  if (field === 'payment_method' && typeof details.order_total === 'number' && typeof details.available === 'number') {
    return t('credit.checkout.overCredit', { total: money(details.order_total), available: money(details.available) });
  }
  const tooMuch = /^This payment \(([\d,.]+) EGP\) is more than order/.exec(message);
  if (field === 'amount' && tooMuch && typeof details.amount_due === 'number') {
    return t('credit.payment.tooMuch', { amount: money(Number(tooMuch[1]!.replaceAll(',', ''))), owed: money(details.amount_due) });
  }
  return null;
}
