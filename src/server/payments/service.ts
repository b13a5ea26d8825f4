import { handleOrderCommand } from '../../events/order/commandHandler';
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type OnlineMethod, isOnlineMethod, providerOf } from '../../shared/payments';
import { toPiastres } from '../../shared/money';
import type { Origin } from '../accounts/activity';
import { audit } from '../accounts/activity';
import type { Queryable, Sql } from '../db';
import { say } from '../language';
import { type OrderView, getOrder } from '../orders/views';
import { NO_PAYMENTS, type PaymentsConfig, configuredMethods } from './config';
import { ProviderError, chargeFawry, createPaymobIntention, refundFawry, refundPaymob } from './providers';
import { type FawryNotification, fawryNotificationSignature, sameSignature, verifyPaymobHmac } from './signatures';
import { orderPaymentView } from './view';

/*
 * Online payments: an order placed with `card`, `wallet` or `fawry` waits "awaiting payment" (its stock
 * reserved) while the grower pays on Paymob's page or at a Fawry kiosk; the provider's verified notification records
 * PaymentSucceeded or PaymentFailed in the order's stream (src/events/order), checked against the order's total and
 * currency, idempotent for a repeated, late or out-of-order notification. A notification whose signature does not
 * verify is answered 401, kept in payment_notifications with what it claimed, and changes nothing else. Unpaid orders
 * are cancelled by the workers after PAYMENT_EXPIRY_MINUTES (`expireUnpaidOrders`), their stock returned.
 */

/** The providers' settings and the shop's public address, per database (set by buildApp: one app per pool). */
interface PaymentsContext {
  config: PaymentsConfig;
  publicUrl: string;
}
const contexts = new WeakMap<object, PaymentsContext>();

export function registerPayments(sql: object, config: PaymentsConfig, publicUrl: string): void {
  contexts.set(sql, { config, publicUrl });
}
const contextOf = (sql: object): PaymentsContext => contexts.get(sql) ?? { config: NO_PAYMENTS, publicUrl: '' };

/** The online methods offered now (none without configured providers: the checkout shows the card 'Coming soon'). */
export const onlineMethods = (sql: object): OnlineMethod[] => configuredMethods(contextOf(sql).config);

/** The checkout refuses an online method whose provider is not configured: the card is 'Coming soon', as before. */
export function requireMethodAvailable(sql: object, method: string): void {
  if (!isOnlineMethod(method) || onlineMethods(sql).includes(method)) return;
  throw new ValidationError(
    method === 'card' ? msg('orders.comingSoon') : msg('payments.methodUnavailable'),
    'payment_method',
  );
}

const SYSTEM = 'system';

/** Our reference at the provider for an attempt: the order and the attempt's moment (a retry is a new payment there). */
const referenceOf = (orderId: string, now: Date) => `FL-${orderId}-${now.getTime().toString(36)}`;
const orderOfReference = (reference: string): string | null => /^FL-(\d{1,18})-[0-9a-z]+$/.exec(reference)?.[1] ?? null;

interface PayerFacts {
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
}

/**
 * Start (or restart, with another method) the payment of an online order: the provider's page or Fawry reference,
 * recorded as PaymentStarted. A provider that cannot be reached records PaymentFailed and answers 502 with a message
 * (the order stays, the grower may retry or choose another method).
 */
export async function startPayment(sql: Sql, order: OrderView, method: OnlineMethod, now: Date): Promise<void> {
  const { config, publicUrl } = contextOf(sql);
  requireMethodAvailable(sql, method);
  const reference = referenceOf(order.id, now);
  const expiresAt = new Date(now.getTime() + config.expiryMinutes * 60_000);
  const [payer] = await sql<
    PayerFacts[]
  >`select email, first_name, last_name, phone from users where id = ${order.user_id}`;
  const address = order.shipping_address;
  const provider = providerOf(method);
  let started: { providerOrderId: string; redirectUrl: string | null; fawryReference: string | null };
  try {
    if (provider === 'paymob') {
      const s = config.paymob!;
      const { providerOrderId, redirectUrl } = await createPaymobIntention(s, {
        amountCents: toPiastres(order.total),
        integrationId: (method === 'card' ? s.cardIntegrationId : s.walletIntegrationId)!,
        reference,
        items: [{ name: `Fellah order ${order.order_number}`, amount: toPiastres(order.total), quantity: 1 }],
        billing: {
          first_name: address.first_name,
          last_name: address.last_name,
          email: payer?.email ?? 'customer@fellah.invalid',
          phone_number: address.phone,
          city: address.city,
          street: address.address,
          country: 'EG',
        },
        notificationUrl: `${publicUrl}/api/payments/paymob/webhook`,
        redirectionUrl: `${publicUrl}/orders/${order.id}/payment`,
      });
      started = { providerOrderId, redirectUrl, fawryReference: null };
    } else {
      const s = config.fawry!;
      const charge = await chargeFawry(s, {
        merchantRefNum: reference,
        customerProfileId: order.user_id,
        customerMobile: address.phone.replace(/^\+20/, '0').replace(/\D/g, ''),
        customerEmail: payer?.email ?? '',
        customerName: `${address.first_name} ${address.last_name}`,
        amount: order.total,
        description: `Fellah order ${order.order_number}`,
        paymentExpiry: expiresAt.getTime(),
        chargeItems: [
          {
            itemId: order.order_number,
            description: `Fellah order ${order.order_number}`,
            price: order.total,
            quantity: 1,
          },
        ],
      });
      started = { providerOrderId: charge.referenceNumber, redirectUrl: null, fawryReference: charge.referenceNumber };
    }
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw new PaymentProviderDown(err.message);
  }
  await handleOrderCommand(sql, order.id, {
    type: 'StartPayment',
    data: {
      provider,
      method,
      amount: order.total,
      currency: order.currency,
      reference,
      provider_order_id: started.providerOrderId,
      redirect_url: started.redirectUrl,
      fawry_reference: started.fawryReference,
      expires_at: expiresAt.toISOString(),
    },
    metadata: { now, by: order.user_id },
  });
}

/** The provider could not be reached or refused the request: 503, said to the grower (the provider's words only in the log). */
class PaymentProviderDown extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super(msg('payments.providerFailed'), 'payment_method', { retry_after_seconds: 30 });
  }
}

/** Keep a notification as received (verified or not), with what came of it. */
async function keep(
  sql: Queryable,
  provider: 'paymob' | 'fawry',
  verified: boolean,
  orderId: string | null,
  outcome: string,
  body: unknown,
  origin: Partial<Origin>,
) {
  await sql`insert into payment_notifications (provider, verified, order_id, outcome, body, ip)
            values (${provider}, ${verified}, ${orderId}, ${outcome}, ${sql.json((body ?? {}) as never)}, ${origin.ip ?? null})`;
}

/** The order of a provider's payment id (the current attempt's), or null. */
async function orderOfProviderPayment(
  sql: Queryable,
  provider: 'paymob' | 'fawry',
  field: 'provider_order_id' | 'reference',
  value: string,
): Promise<string | null> {
  const [row] = await sql<{ order_id: string }[]>`
    select order_id::text as order_id from order_payments where provider = ${provider} and ${sql(field)} = ${value}`;
  return row?.order_id ?? null;
}

/** Record what a verified notification says; a refusal of the decider (amount, a second payment) is kept as the outcome. */
async function record(sql: Sql, orderId: string, command: Parameters<typeof handleOrderCommand>[2]): Promise<string> {
  try {
    const result = await handleOrderCommand(sql, orderId, command);
    return result.events.length ? command.type : `${command.type}: already recorded`;
  } catch (err) {
    if (err instanceof ValidationError || err instanceof ConflictError)
      return `${command.type} refused: ${(err as Error).message}`;
    throw err;
  }
}

/**
 * POST /payments/paymob/webhook?hmac=…: Paymob's Transaction Processed callback. Verified by its HMAC over the
 * transaction (`obj`); a bad or missing one is 401 and changes nothing. A verified one for a payment we know records
 * success (amount and currency checked) or failure; a refund or void transaction (it has a parent) is acknowledged
 * and kept, the refund being recorded when an admin makes it.
 */
export async function paymobWebhook(
  sql: Sql,
  input: { hmac?: string | undefined; body: unknown },
  origin: Partial<Origin>,
) {
  const { config } = contextOf(sql);
  // A shop without Paymob has no such notifications to take.
  if (!config.paymob) throw new NotFoundError(msg('payments.methodUnavailable'));
  const obj = (input.body as { obj?: Record<string, unknown> } | null)?.obj;
  if (!obj || !verifyPaymobHmac(obj, input.hmac, config.paymob.hmacSecret)) {
    await keep(sql, 'paymob', false, null, 'bad signature', input.body, origin);
    throw new UnauthorizedError(msg('payments.badSignature'));
  }
  const providerOrderId = String((obj.order as { id?: unknown } | undefined)?.id ?? '');
  const orderId = await orderOfProviderPayment(sql, 'paymob', 'provider_order_id', providerOrderId);
  if (!orderId) {
    await keep(sql, 'paymob', true, null, 'unknown payment', input.body, origin);
    throw new NotFoundError(msg('payments.unknownPayment'));
  }
  let outcome: string;
  const now = new Date();
  if (obj.has_parent_transaction === true || obj.is_refunded === true || obj.is_voided === true)
    outcome = 'refund or void: acknowledged';
  else if (obj.pending === true) outcome = 'pending: acknowledged';
  else if (obj.success === true) {
    outcome = await record(sql, orderId, {
      type: 'RecordPaymentSuccess',
      data: {
        provider: 'paymob',
        transaction_id: String(obj.id),
        amount: Number(obj.amount_cents) / 100,
        currency: String(obj.currency),
      },
      metadata: { now, by: SYSTEM },
    });
  } else {
    const reason = String((obj.data as { message?: unknown } | undefined)?.message ?? 'declined').slice(0, 300);
    outcome = await record(sql, orderId, {
      type: 'RecordPaymentFailure',
      data: { provider: 'paymob', transaction_id: String(obj.id), reason },
      metadata: { now, by: SYSTEM },
    });
  }
  await keep(sql, 'paymob', true, orderId, outcome, input.body, origin);
  return { message: say('payments.recorded') };
}

/**
 * POST /payments/fawry/webhook: Fawry's server notification V2, verified by its messageSignature. PAID records the
 * success (paymentAmount without Fawry's fees is the orderAmount, checked against the order); EXPIRED, CANCELED and
 * FAILED the failure; NEW and the refund statuses are acknowledged.
 */
export async function fawryWebhook(sql: Sql, body: unknown, origin: Partial<Origin>) {
  const { config } = contextOf(sql);
  if (!config.fawry) throw new NotFoundError(msg('payments.methodUnavailable'));
  const n = (body ?? {}) as FawryNotification;
  const verified =
    typeof n.fawryRefNumber !== 'undefined' &&
    typeof n.merchantRefNumber === 'string' &&
    sameSignature(fawryNotificationSignature(n, config.fawry.securityKey), n.messageSignature);
  if (!verified) {
    await keep(sql, 'fawry', false, null, 'bad signature', body, origin);
    throw new UnauthorizedError(msg('payments.badSignature'));
  }
  const orderId = (await orderOfProviderPayment(sql, 'fawry', 'reference', n.merchantRefNumber)) ?? null;
  if (!orderId || orderOfReference(n.merchantRefNumber) !== orderId) {
    await keep(sql, 'fawry', true, null, 'unknown payment', body, origin);
    throw new NotFoundError(msg('payments.unknownPayment'));
  }
  const now = new Date();
  let outcome: string;
  if (n.orderStatus === 'PAID') {
    outcome = await record(sql, orderId, {
      type: 'RecordPaymentSuccess',
      data: {
        provider: 'fawry',
        transaction_id: String(n.fawryRefNumber),
        amount: Number(n.orderAmount),
        currency: 'EGP',
      },
      metadata: { now, by: SYSTEM },
    });
  } else if (n.orderStatus === 'EXPIRED' || n.orderStatus === 'CANCELED' || n.orderStatus === 'FAILED') {
    outcome = await record(sql, orderId, {
      type: 'RecordPaymentFailure',
      data: { provider: 'fawry', transaction_id: String(n.fawryRefNumber), reason: n.orderStatus },
      metadata: { now, by: SYSTEM },
    });
  } else outcome = `${n.orderStatus}: acknowledged`;
  await keep(sql, 'fawry', true, orderId, outcome, body, origin);
  return { message: say('payments.recorded') };
}

/**
 * POST /admin/orders/{id}/refund {amount}: give money back through the provider, whole or in part, never more than
 * what is left of the payment (checked before the provider is asked, and again by the decider). Audited.
 */
export async function refundOnlinePayment(sql: Sql, orderId: string, amount: number, actorId: string, origin: Origin) {
  const order = await getOrder(sql, { userId: actorId, isAdmin: true }, orderId);
  const payment = await orderPaymentView(sql, order.id);
  const [row] = await sql<{ transaction_id: string | null; provider_order_id: string }[]>`
    select transaction_id, provider_order_id from order_payments where order_id = ${order.id}`;
  if (!payment || !row?.transaction_id || (payment.state !== 'paid' && payment.state !== 'partially_refunded'))
    throw new ConflictError(msg('payments.notOnline'));
  const left = toPiastres(payment.paid_amount) - toPiastres(payment.refunded_amount);
  if (!(toPiastres(amount) > 0) || toPiastres(amount) > left)
    throw new ValidationError(msg('payments.refundRange', { left: left / 100 }), 'amount');
  const { config } = contextOf(sql);
  let refundId: string | null = null;
  try {
    if (payment.provider === 'paymob' && config.paymob)
      refundId = await refundPaymob(config.paymob, row.transaction_id, toPiastres(amount));
    else if (payment.provider === 'fawry' && config.fawry)
      await refundFawry(config.fawry, row.provider_order_id, amount, `Fellah order ${order.order_number}`);
    else throw new ProviderError(`${payment.provider} is not configured`);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw new PaymentProviderDown(err.message);
  }
  await handleOrderCommand(sql, order.id, {
    type: 'RecordPaymentRefund',
    data: { provider: payment.provider, amount, refund_id: refundId },
    metadata: { now: new Date(), by: actorId },
  });
  await audit(
    sql,
    {
      actorId,
      action: 'admin.order.refunded_online',
      targetType: 'order',
      targetId: order.id,
      details: { amount, provider: payment.provider, refund_id: refundId },
    },
    origin,
  );
  return {
    message: say('payments.refunded', { amount: amount.toFixed(2), order: order.order_number }),
    payment: (await orderPaymentView(sql, order.id))!,
  };
}
