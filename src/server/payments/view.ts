import type { PaymentState } from '../../shared/payments';
import type { Queryable } from '../db';

/** An online order's payment as the order answers show it (table order_payments). */
export interface OrderPaymentView {
  provider: 'paymob' | 'fawry';
  method: string;
  state: PaymentState;
  amount: number;
  paid_amount: number;
  refunded_amount: number;
  redirect_url: string | null;
  fawry_reference: string | null;
  expires_at: Date;
  failure_reason: string | null;
}

/** The payment of an order, or null when it has none yet (or is not paid online). */
export async function orderPaymentView(sql: Queryable, orderId: string): Promise<OrderPaymentView | null> {
  const [row] = await sql<OrderPaymentView[]>`
    select provider, method, state, amount::float8 as amount, paid_amount::float8 as paid_amount, refunded_amount::float8 as refunded_amount,
           redirect_url, fawry_reference, expires_at, failure_reason
    from order_payments where order_id = ${orderId}`;
  return row ?? null;
}
