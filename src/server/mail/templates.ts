import type { Language } from '../../shared/messages';
import { countOf } from './counts';

/**
 * The shop's e-mails, each in its reader's language: English, or Arabic laid out right to left. Every one is
 * written through `composeMail`, so the two languages and the plain and HTML parts share one layout.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What one e-mail says, in its reader's language; `composeMail` lays it out. */
export interface MailParts {
  subject: string;
  greeting: string;
  /** A line in bold above the paragraphs, in the HTML part only: the subject already says it in the plain text. */
  headline?: string;
  paragraphs: string[];
  /** The one button and its link (the plain text says `label: link`). */
  action?: { label: string; link: string };
  /** A small line after the signature, ending with its link (a newsletter's unsubscribe link). */
  footer?: { text: string; link: string };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A typed text's paragraphs (split at blank lines), for the HTML part. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * A text of the reader's (an address, a ticket's subject) inside a sentence, kept whole in its own direction
 * (first-strong isolate): a Latin subject in an Arabic sentence does not drag the punctuation around it.
 */
export const isolate = (s: string): string => `\u2068${s}\u2069`;

const SIGNATURE: Record<Language, string> = { en: '— Fellah', ar: '— فلّاح' };

/**
 * One e-mail in `language`: the plain text, and the HTML with `lang` and `dir` (Arabic right to left). Links are
 * shown left to right in either language; every text is escaped in the HTML.
 */
export function composeMail(language: Language, parts: MailParts): MailContent {
  const { greeting, headline, paragraphs, action, footer } = parts;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const signature = SIGNATURE[language];
  const small = 'font-size:.85rem;color:#5b6b5b';
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="background:#2f7d32;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="${small}" dir="ltr">${escapeHtml(action.link)}</p>`
    : '';
  const end = footer
    ? `<p style="${small}">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}" dir="ltr">${escapeHtml(footer.link)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body dir="${dir}" style="font-family:system-ui,sans-serif;color:#1b2e1b;max-width:32rem">
<p>${escapeHtml(greeting)}</p>${headline ? `<p><strong>${escapeHtml(headline)}</strong></p>` : ''}${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<p>${escapeHtml(signature)}</p>${end}</body></html>`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.link}`, ''] : []),
    signature,
    ...(footer ? ['', `${footer.text} ${footer.link}`] : []),
  ].join('\n');
  return { subject: parts.subject, text, html };
}

/**
 * A first name as a mail may say it: names are the user's words, and a mail must never say them as the
 * shop's. Only a plain name is used — at most three words and 30 characters of letters (any script), marks, spaces,
 * apostrophes and hyphens: nothing a mail reader could turn into a link (no dots, slashes, @ or digits) and no room for
 * a sentence. Anything else ("Your account is locked: visit evil.example") is left out, and the mail greets without a
 * name. Invisible and direction-changing characters are dropped first.
 */
export function nameForMail(firstName: string | null | undefined): string | null {
  const name = (firstName ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!name || name.length > 30 || name.split(' ').length > 3) return null;
  return /^[\p{L}\p{M}' ’-]+$/u.test(name) ? name : null;
}

/** "Hello Omar," / "مرحبًا عمر،": a mail's greeting; "Hello," / "مرحبًا،" when the name is unknown or not a plain name (nameForMail). */
export const greetingOf = (language: Language, firstName?: string): string => {
  const plain = nameForMail(firstName);
  const name = plain ? ` ${plain}` : '';
  return language === 'ar' ? `مرحبًا${name}،` : `Hello${name},`;
};

/** The password-reset e-mail with its one-hour link (RESET_TTL_MINUTES in src/server/accounts/recovery.ts). */
export function passwordResetMail(input: { language: Language; firstName: string; link: string }): MailContent {
  const ar = input.language === 'ar';
  return composeMail(input.language, {
    subject: ar ? 'إعادة تعيين كلمة المرور لحسابك في فلّاح' : 'Reset your Fellah password',
    greeting: greetingOf(input.language, input.firstName),
    paragraphs: ar
      ? [
          'وصلنا طلب لإعادة تعيين كلمة المرور لحسابك في فلّاح.',
          'افتح الرابط أدناه خلال ساعة واحدة لتختار كلمة مرور جديدة. يعمل الرابط مرة واحدة فقط.',
          'إن لم تطلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
        ]
      : [
          'We received a request to reset the password of your Fellah account.',
          'Open this link within one hour to choose a new password. It works once.',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ],
    action: { label: ar ? 'إعادة تعيين كلمة المرور' : 'Reset password', link: input.link },
  });
}

/**
 * The e-mail-verification message with its link, valid `hours`. It greets without a name: whoever typed the address
 * may not be its owner, and the name they typed must not reach that owner in the shop's own words.
 */
export function emailVerificationMail(input: {
  language: Language;
  firstName: string;
  link: string;
  hours: number;
}): MailContent {
  const ar = input.language === 'ar';
  return composeMail(input.language, {
    subject: ar ? 'أكّد بريدك الإلكتروني في فلّاح' : 'Confirm your e-mail address for Fellah',
    greeting: greetingOf(input.language),
    paragraphs: ar
      ? [
          'يُرجى تأكيد أن هذا هو بريدك الإلكتروني بفتح الرابط أدناه.',
          `يعمل الرابط لمدة ${countOf('ar', input.hours, 'hour', 'oblique')}.`,
        ]
      : [
          'Please confirm that this is your e-mail address by opening the link below.',
          `The link works for ${countOf('en', input.hours, 'hour')}.`,
        ],
    action: { label: ar ? 'تأكيد البريد الإلكتروني' : 'Confirm e-mail', link: input.link },
  });
}

/**
 * An order's status changed: the notification's title and message in the customer's language (Arabic is laid out
 * right to left) and a button to the order.
 */
export function orderStatusMail(input: {
  language: Language;
  firstName: string;
  orderNumber: string;
  title: string;
  message: string;
  link: string;
}): MailContent {
  return composeMail(input.language, {
    subject: `${input.title} — ${input.orderNumber}`,
    greeting: greetingOf(input.language, input.firstName),
    headline: input.title,
    paragraphs: [input.message],
    action: { label: input.language === 'ar' ? 'عرض الطلب' : 'View your order', link: input.link },
  });
}
