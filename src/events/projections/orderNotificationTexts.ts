import { paymentSentence } from '../../shared/paymentWords';
import { type OrderEvent, STATUS_AFTER } from '../order/order';

/*
 * What a customer is told when their order moves, in English and Arabic: the notification's type, title and message.
 * Pure (the e-mail wraps the same words); figures are written with Western digits, as everywhere on the site.
 */

export type NotificationLanguage = 'en' | 'ar';

export const ORDER_NOTIFICATION_TYPES = {
  OrderPlaced: 'order_placed',
  OrderConfirmed: 'order_confirmed',
  OrderProcessingStarted: 'order_processing',
  OrderShipped: 'order_shipped',
  OrderDelivered: 'order_delivered',
  OrderCancelled: 'order_cancelled',
  OrderRefunded: 'order_refunded',
} as const satisfies Record<OrderEvent['type'], string>;

export type OrderNotificationType = (typeof ORDER_NOTIFICATION_TYPES)[OrderEvent['type']];

export interface OrderNotificationText {
  type: OrderNotificationType;
  title: string;
  message: string;
}

/** 1250 → '1,250.00' */
export const formatAmount = (egp: number) =>
  egp.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * " You pay 1,250.00 EGP at harvest, by the end of October 2026: …" after an order-placed message (src/shared/paymentWords.ts,
 * the words of the checkout's success screen and the invoice); nothing for a stored notification older than issue 45,
 * whose data does not say how its order is paid.
 */
function howPaid(
  language: NotificationLanguage,
  data: { payment_method?: string; harvest_due?: string | null; total?: number },
): string {
  if (!data.payment_method || typeof data.total !== 'number') return '';
  return ` ${paymentSentence(language, { payment_method: data.payment_method, harvest_due: data.harvest_due ?? null }, language === 'ar' ? `${formatAmount(data.total)} جنيه مصري` : `${formatAmount(data.total)} EGP`)}`;
}

function english(event: OrderEvent, n: string): Omit<OrderNotificationText, 'type'> {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        title: 'Order placed',
        message: `We have received your order ${n}. We will let you know as soon as it is confirmed.${howPaid('en', event.data)}`,
      };
    case 'OrderConfirmed':
      return { title: 'Order confirmed', message: `Your order ${n} has been confirmed and will be prepared soon.` };
    case 'OrderProcessingStarted':
      return { title: 'Order being prepared', message: `We are preparing your order ${n} for shipping.` };
    case 'OrderShipped': {
      const carrier = event.data.carrier ? ` (${event.data.carrier})` : '';
      return {
        title: 'Order shipped',
        message: `Your order ${n} is on its way. Tracking number: ${event.data.tracking_number}${carrier}.`,
      };
    }
    case 'OrderDelivered':
      return {
        title: 'Order delivered',
        message: `Your order ${n} has been delivered. Thank you for shopping with Fellah!`,
      };
    case 'OrderCancelled': {
      const reason = event.data.reason ? ` Reason: ${event.data.reason}` : '';
      return { title: 'Order cancelled', message: `Your order ${n} has been cancelled.${reason}` };
    }
    case 'OrderRefunded':
      return {
        title: 'Order refunded',
        message: `We have refunded ${formatAmount(event.data.amount)} EGP for your order ${n}.`,
      };
    default: {
      const unknown: never = event;
      throw new Error(`No notification for ${(unknown as { type: string }).type}`);
    }
  }
}

function arabic(event: OrderEvent, n: string): Omit<OrderNotificationText, 'type'> {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        title: 'تم استلام طلبك',
        message: `استلمنا طلبك رقم ${n}، وسنخبرك فور تأكيده.${howPaid('ar', event.data)}`,
      };
    case 'OrderConfirmed':
      return { title: 'تم تأكيد طلبك', message: `تم تأكيد طلبك رقم ${n}، وسنبدأ في تجهيزه قريبًا.` };
    case 'OrderProcessingStarted':
      return { title: 'جارٍ تجهيز طلبك', message: `نقوم الآن بتجهيز طلبك رقم ${n} للشحن.` };
    case 'OrderShipped': {
      const carrier = event.data.carrier ? ` (شركة الشحن: ${event.data.carrier})` : '';
      return {
        title: 'تم شحن طلبك',
        message: `طلبك رقم ${n} في الطريق إليك. رقم التتبع: ${event.data.tracking_number}${carrier}.`,
      };
    }
    case 'OrderDelivered':
      return { title: 'تم توصيل طلبك', message: `تم توصيل طلبك رقم ${n}. شكرًا لتسوقك من فلّاح!` };
    case 'OrderCancelled': {
      const reason = event.data.reason ? ` السبب: ${event.data.reason}` : '';
      return { title: 'تم إلغاء طلبك', message: `تم إلغاء طلبك رقم ${n}.${reason}` };
    }
    case 'OrderRefunded':
      return {
        title: 'تم رد المبلغ',
        message: `تم رد مبلغ ${formatAmount(event.data.amount)} جنيه مصري عن طلبك رقم ${n}.`,
      };
    default: {
      const unknown: never = event;
      throw new Error(`No notification for ${(unknown as { type: string }).type}`);
    }
  }
}

/** The notification of an order event for its customer, in their language. */
export function orderNotificationText(
  language: NotificationLanguage,
  event: OrderEvent,
  orderNumber: string,
): OrderNotificationText {
  const words = language === 'ar' ? arabic(event, orderNumber) : english(event, orderNumber);
  return { type: ORDER_NOTIFICATION_TYPES[event.type], ...words };
}

/** What the notification row keeps beside its words: the order and what changed. */
export function orderNotificationData(
  event: OrderEvent,
  orderId: string,
  orderNumber: string,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    order_id: orderId,
    order_number: orderNumber,
    status: STATUS_AFTER[event.type],
  };
  if (event.type === 'OrderShipped')
    Object.assign(data, { tracking_number: event.data.tracking_number, carrier: event.data.carrier });
  if (event.type === 'OrderCancelled' && event.data.reason) data.reason = event.data.reason;
  if (event.type === 'OrderRefunded') data.amount = event.data.amount;
  if (event.type === 'OrderPlaced')
    Object.assign(data, {
      payment_method: event.data.payment_method,
      harvest_due: event.data.harvest_due ?? null,
      total: event.data.total,
    });
  return data;
}

/**
 * A stored order notification's words in `language`, from its type and data (orderNotificationData): a grower reads
 * them in the language they read the site in, whatever language the row was written in. Null for a row that is not
 * an order notification, or lacks its order number.
 */
export function storedOrderNotificationText(
  language: NotificationLanguage,
  type: string,
  data: Record<string, unknown>,
): Omit<OrderNotificationText, 'type'> | null {
  const eventType = (Object.keys(ORDER_NOTIFICATION_TYPES) as OrderEvent['type'][]).find(
    (name) => ORDER_NOTIFICATION_TYPES[name] === type,
  );
  const orderNumber = data.order_number;
  if (!eventType || typeof orderNumber !== 'string') return null;
  // Only the fields the words read (tracking number and carrier, reason, amount), as the event carried them.
  const facts = {
    tracking_number: String(data.tracking_number ?? ''),
    carrier: data.carrier ?? null,
    reason: data.reason ?? null,
    amount: Number(data.amount ?? 0),
    // How an order is paid (kept since issue 45; an older row says nothing of it, and its words leave it out).
    payment_method: typeof data.payment_method === 'string' ? data.payment_method : undefined,
    harvest_due: typeof data.harvest_due === 'string' ? data.harvest_due : null,
    total: typeof data.total === 'number' ? data.total : undefined,
  };
  const { title, message } = orderNotificationText(
    language,
    { type: eventType, data: facts } as unknown as OrderEvent,
    orderNumber,
  );
  return { title, message };
}
