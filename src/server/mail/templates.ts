/** The e-mails the accounts domain sends: plain text and a light HTML version of each. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML frame every e-mail shares: greeting, escaped paragraphs, one action button and its link, and an optional
 * small footer line with a link (a newsletter's unsubscribe link).
 */
export function layout(greeting: string, paragraphs: string[], action: { label: string; link: string }, footer?: { text: string; link: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const small = 'font-size:.85rem;color:#5b6b5b';
  const end = footer ? `<p style="${small}">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}">${escapeHtml(footer.link)}</a></p>` : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2e1b;max-width:32rem">
<p>${escapeHtml(greeting)}</p>${body}
<p><a href="${escapeHtml(action.link)}" style="background:#2f7d32;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="${small}">${escapeHtml(action.link)}</p><p>— Fellah</p>${end}</body></html>`;
}

/** The password-reset e-mail with its one-hour link. */
export function passwordResetMail(firstName: string, link: string): MailContent {
  const greeting = `Hello ${firstName},`;
  const lines = [
    'We received a request to reset the password of your Fellah account.',
    'Open this link within one hour to choose a new password. It works once.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  return {
    subject: 'Reset your Fellah password',
    text: `${greeting}\n\n${lines[0]}\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\n— Fellah`,
    html: layout(greeting, lines, { label: 'Reset password', link }),
  };
}

/** The e-mail-verification message with its link. */
export function emailVerificationMail(firstName: string, link: string): MailContent {
  const greeting = `Hello ${firstName},`;
  const lines = ['Please confirm that this is your e-mail address by opening the link below.', 'The link works for 24 hours.'];
  return {
    subject: 'Confirm your e-mail address for Fellah',
    text: `${greeting}\n\n${lines[0]}\n\n${link}\n\n${lines[1]}\n\n— Fellah`,
    html: layout(greeting, lines, { label: 'Confirm e-mail', link }),
  };
}

/**
 * An order's status changed: the notification's title and message in the customer's language (Arabic is laid out
 * right to left) and a button to the order.
 */
export function orderStatusMail(input: { language: 'en' | 'ar'; firstName: string; orderNumber: string; title: string; message: string; link: string }): MailContent {
  const ar = input.language === 'ar';
  const greeting = ar ? `مرحبًا ${input.firstName}،` : `Hello ${input.firstName},`;
  const label = ar ? 'عرض الطلب' : 'View your order';
  const signature = ar ? '— فلاح' : '— Fellah';
  const dir = ar ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${input.language}" dir="${dir}"><body dir="${dir}" style="font-family:system-ui,sans-serif;color:#1b2e1b;max-width:32rem">
<p>${escapeHtml(greeting)}</p><p><strong>${escapeHtml(input.title)}</strong></p><p>${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(input.link)}" style="background:#2f7d32;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:.85rem;color:#5b6b5b" dir="ltr">${escapeHtml(input.link)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return {
    subject: `${input.title} — ${input.orderNumber}`,
    text: `${greeting}\n\n${input.message}\n\n${label}: ${input.link}\n\n${signature}`,
    html,
  };
}
