import { monthName } from './credit';

/*
 * How the grower pays for an order, said the same way everywhere it is confirmed: the checkout's
 * success screen, the orders page's banner and card, the order e-mail and the invoice. Three ways: cash on delivery,
 * at harvest by the end of a month (`harvest_due`), or online (a method the online checkout adds: 'online', or a card).
 * The sentences are written once here, with i18next's `{{…}}` slots, so the client's catalogues take them as they are
 * and the server fills the same words in (`paymentSentence`). Pure.
 */

/** What an order says of its payment (every order view, card and OrderPlaced event carries both). */
export interface OrderPaymentFacts {
  payment_method: string;
  harvest_due?: string | null;
}

export type PaymentWay = 'cod' | 'harvest' | 'online';

/** The methods paid before delivery, online (issue 39's card and wallet through Paymob, a Fawry reference). */
const ONLINE_METHODS: readonly string[] = ['online', 'card', 'credit_card', 'wallet', 'fawry'];

/** The way an order is paid, from its method: pay at harvest with a due month, online for a card or online payment, else cash. */
export function paymentWayOf(order: OrderPaymentFacts): PaymentWay {
  if (order.payment_method === 'pay_at_harvest' && order.harvest_due) return 'harvest';
  if (ONLINE_METHODS.includes(order.payment_method)) return 'online';
  return 'cod';
}

/** The words of each way, in both languages: a short label, and the sentence "You pay {{total}} …" of a confirmation. */
export const PAYMENT_WORDS = {
  en: {
    label: {
      cod: 'Cash on delivery',
      harvest: 'Pay at harvest, by the end of {{month}}',
      online: 'Paid before delivery (card, wallet or Fawry)',
    },
    youPay: {
      cod: 'You pay {{total}} in cash when the order is delivered.',
      harvest: 'You pay {{total}} at harvest, by the end of {{month}}: nothing is due on delivery.',
      online: 'You pay {{total}} before delivery, by card, wallet or Fawry: nothing is due on delivery.',
    },
  },
  ar: {
    label: {
      cod: 'الدفع نقدًا عند الاستلام',
      harvest: 'الدفع عند الحصاد، حتى نهاية {{month}}',
      online: 'الدفع قبل التوصيل (بطاقة أو محفظة أو فوري)',
    },
    youPay: {
      cod: 'ستدفع {{total}} نقدًا عند استلام الطلب.',
      harvest: 'ستدفع {{total}} عند الحصاد، حتى نهاية {{month}}: لا شيء مستحق عند الاستلام.',
      online: 'تدفع {{total}} قبل التوصيل، بالبطاقة أو المحفظة أو فوري: لا شيء مستحق عند الاستلام.',
    },
  },
} as const satisfies Record<'en' | 'ar', { label: Record<PaymentWay, string>; youPay: Record<PaymentWay, string> }>;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** "Cash on delivery" / "Pay at harvest, by the end of October 2026" / "Paid online", in `language`. */
export function paymentLabel(language: 'en' | 'ar', order: OrderPaymentFacts): string {
  const way = paymentWayOf(order);
  return fill(PAYMENT_WORDS[language].label[way], {
    month: order.harvest_due ? monthName(order.harvest_due, language) : '',
  });
}

/** "You pay 1,250.00 EGP at harvest, by the end of October 2026: nothing is due on delivery." with the total as given. */
export function paymentSentence(language: 'en' | 'ar', order: OrderPaymentFacts, total: string): string {
  const way = paymentWayOf(order);
  return fill(PAYMENT_WORDS[language].youPay[way], {
    total,
    month: order.harvest_due ? monthName(order.harvest_due, language) : '',
  });
}
