import type { Language } from '../../shared/messages';
import { countOf } from '../mail/counts';
import { type MailContent, composeMail, greetingOf, isolate, paragraphsOf } from '../mail/templates';

/**
 * The e-mails of the newsletter, the contact form and support tickets. A reader's mail is in their language (the
 * newsletter's in the language the address subscribed in, a ticket's in its owner's); the contact form's goes to the
 * store's own inbox, in English (the staff's language).
 */

/**
 * The double opt-in message: the subscription starts only when this link is opened. Like every newsletter e-mail it
 * ends with the address's signed unsubscribe link (src/server/learning/newsletter.ts, unsubscribeLink).
 */
export function newsletterConfirmationMail(input: {
  language: Language;
  link: string;
  validDays: number;
  unsubscribeLink: string;
}): MailContent {
  const ar = input.language === 'ar';
  return composeMail(input.language, {
    subject: ar ? 'أكّد اشتراكك في نشرة فلّاح البريدية' : 'Confirm your subscription to the Fellah newsletter',
    greeting: greetingOf(input.language),
    paragraphs: ar
      ? [
          'طلب أحدهم (نرجو أن تكون أنت) أن تصل نشرة فلّاح البريدية إلى هذا العنوان: نصائح زراعية، وعروض، وأسعار السوق.',
          `يُرجى التأكيد بفتح الرابط أدناه خلال ${countOf('ar', input.validDays, 'day', 'oblique')}.`,
          'إن لم تطلب ذلك، فتجاهل هذه الرسالة، ولن نضيف عنوانك إلى النشرة.',
        ]
      : [
          'Someone (we hope you) asked to receive the Fellah newsletter at this address: crop tips, offers and market prices.',
          `Please confirm by opening the link below within ${countOf('en', input.validDays, 'day')}.`,
          'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
        ],
    action: { label: ar ? 'تأكيد الاشتراك' : 'Confirm subscription', link: input.link },
    footer: {
      text: ar
        ? 'لإيقاف رسائل نشرة فلّاح البريدية إلى هذا العنوان، افتح:'
        : 'To stop receiving e-mails from the Fellah newsletter at this address, open:',
      link: input.unsubscribeLink,
    },
  });
}

/** A contact-form message, sent to the store's inbox (in English); the button answers the sender. */
export function contactMessageMail(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
  id: string;
}): MailContent {
  return composeMail('en', {
    subject: `[Contact] ${input.subject}`,
    greeting: `From ${input.name} <${input.email}> (contact message #${input.id})`,
    paragraphs: paragraphsOf(input.message),
    action: {
      label: `Reply to ${input.name}`,
      link: `mailto:${input.email}?subject=${encodeURIComponent(`Re: ${input.subject}`)}`,
    },
  });
}

/** Tells a customer, in their language, that support answered their ticket; the link opens the ticket in the profile. */
export function supportReplyMail(input: {
  language: Language;
  firstName: string;
  ticket: { id: string; subject: string };
  reply: string;
  link: string;
}): MailContent {
  const { ticket } = input;
  const ar = input.language === 'ar';
  const intro = ar
    ? `ردّ فريق الدعم على تذكرتك رقم ${ticket.id} «${isolate(ticket.subject)}»:`
    : `Our support team answered your ticket #${ticket.id} "${ticket.subject}":`;
  const outro = ar
    ? 'يمكنك الرد على التذكرة أو إغلاقها من قسم «الدعم» في ملفك الشخصي.'
    : 'You can reply or close the ticket from the Support tab of your profile.';
  return composeMail(input.language, {
    subject: ar ? `ردّ: ${ticket.subject} [تذكرة رقم ${ticket.id}]` : `Re: ${ticket.subject} [ticket #${ticket.id}]`,
    greeting: greetingOf(input.language, input.firstName),
    paragraphs: [intro, ...paragraphsOf(input.reply), outro],
    action: { label: ar ? 'عرض التذكرة' : 'View the ticket', link: input.link },
  });
}
