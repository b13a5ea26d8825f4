import { type ReminderKind, dueDate, formatEgp, monthName } from '../../shared/credit';
import type { Language } from '../../shared/messages';
import { countOf } from '../mail/counts';
import { type MailContent, composeMail, greetingOf } from '../mail/templates';

/*
 * What a customer is told when a pay-at-harvest order falls due (14 and 3 days before the end of its due month) and
 * once it is overdue: the notification's title and message, and the e-mail that wraps the same words, in English or
 * Arabic (the account's saved language). Pure; figures with Western digits, as everywhere on the site.
 */

export const PAYMENT_REMINDER_NOTIFICATION_TYPE = 'payment_reminder';

export interface ReminderFacts {
  kind: ReminderKind;
  orderNumber: string;
  /** 'YYYY-MM' */
  harvestDue: string;
  amountDue: number;
  /** Days from today to the last day of the due month (negative once overdue). */
  daysLeft: number;
}

/** "14 days" / "14 يومًا" (nominative: the Arabic texts say it as a subject, "والباقي على الموعد 14 يومًا"). */
const days = (language: Language, n: number) => countOf(language, n, 'day');

export function reminderText(
  language: Language,
  f: ReminderFacts,
): { type: typeof PAYMENT_REMINDER_NOTIFICATION_TYPE; title: string; message: string } {
  const amount = formatEgp(f.amountDue);
  const n = f.orderNumber;
  const type = PAYMENT_REMINDER_NOTIFICATION_TYPE;
  const date = dueDate(f.harvestDue);
  if (language === 'ar') {
    const month = monthName(f.harvestDue, 'ar');
    switch (f.kind) {
      case 'due_14':
        return {
          type,
          title: `اقترب موعد سداد الطلب ${n}`,
          message: `طلبك ${n} بنظام الدفع عند الحصاد مستحق السداد في نهاية ${month} (يوم ${date}). المتبقي عليك ${amount} جنيه، والباقي على الموعد ${days('ar', f.daysLeft)}.`,
        };
      case 'due_3':
        return {
          type,
          title:
            f.daysLeft === 0 ? `اليوم آخر موعد لسداد الطلب ${n}` : `باقي ${days('ar', f.daysLeft)} على سداد الطلب ${n}`,
          message: `طلبك ${n} بنظام الدفع عند الحصاد مستحق السداد يوم ${date}. المتبقي عليك ${amount} جنيه.`,
        };
      case 'overdue':
        return {
          type,
          title: `تأخر سداد الطلب ${n}`,
          message: `كان موعد سداد طلبك ${n} بنظام الدفع عند الحصاد في نهاية ${month}، والمتبقي عليك ${amount} جنيه. نرجو السداد أو التواصل معنا للاتفاق على موعد.`,
        };
    }
  }
  const month = monthName(f.harvestDue, 'en');
  switch (f.kind) {
    case 'due_14':
      return {
        type,
        title: `Payment for order ${n} falls due soon`,
        message: `Your pay-at-harvest order ${n} is due at the end of ${month} (${date}): ${amount} EGP is left to pay, ${days('en', f.daysLeft)} from now.`,
      };
    case 'due_3':
      return {
        type,
        title:
          f.daysLeft === 0
            ? `Today is the last day to pay order ${n}`
            : `${days('en', f.daysLeft)} left to pay order ${n}`,
        message: `Your pay-at-harvest order ${n} is due on ${date}: ${amount} EGP is left to pay.`,
      };
    default:
      return {
        type,
        title: `Payment overdue: order ${n}`,
        message: `Your pay-at-harvest order ${n} was due at the end of ${month}: ${amount} EGP is still to pay. Please pay or contact us to agree on a date.`,
      };
  }
}

/** The reminder as an e-mail, with a button to the order. */
export function paymentReminderMail(input: {
  language: Language;
  firstName: string;
  facts: ReminderFacts;
  link: string;
}): MailContent {
  const ar = input.language === 'ar';
  const words = reminderText(input.language, input.facts);
  return composeMail(input.language, {
    subject: words.title,
    greeting: greetingOf(input.language, input.firstName),
    paragraphs: [
      words.message,
      ar
        ? 'يمكنك متابعة رصيدك والطلبات المستحقة من صفحتك الشخصية. إن كنت قد سددت المبلغ بالفعل فتجاهل هذه الرسالة.'
        : 'You can follow your balance and the orders that fall due in your profile. If you have already paid, please ignore this message.',
    ],
    action: { label: ar ? 'عرض الطلب' : 'See the order', link: input.link },
  });
}
