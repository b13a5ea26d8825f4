import { type MailContent, layout } from '../mail/templates';

/** The e-mails of the newsletter, the contact form and support tickets: plain text and the shared HTML frame. */

/** A typed text's paragraphs (split at blank lines) for the HTML version. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The footer line of the newsletter's e-mails, before the signed unsubscribe link. */
const UNSUBSCRIBE_LINE = 'To stop receiving e-mails from the Fellah newsletter at this address, open:';

/**
 * The double opt-in message: the subscription starts only when this link is opened. Like every newsletter e-mail it
 * ends with the address's signed unsubscribe link (src/server/learning/newsletter.ts, unsubscribeLink).
 */
export function newsletterConfirmationMail(link: string, validDays: number, unsubscribeLink: string): MailContent {
  const greeting = 'Hello,';
  const lines = [
    'Someone (we hope you) asked to receive the Fellah newsletter at this address: crop tips, offers and market prices.',
    `Please confirm by opening the link below within ${validDays} days.`,
    'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
  ];
  return {
    subject: 'Confirm your subscription to the Fellah newsletter',
    text: `${greeting}\n\n${lines[0]}\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\n— Fellah\n\n${UNSUBSCRIBE_LINE} ${unsubscribeLink}`,
    html: layout(greeting, lines, { label: 'Confirm subscription', link }, { text: UNSUBSCRIBE_LINE, link: unsubscribeLink }),
  };
}

/** A contact-form message, sent to the store's inbox; the button answers the sender. */
export function contactMessageMail(input: { name: string; email: string; subject: string; message: string; id: string }): MailContent {
  const header = `From ${input.name} <${input.email}> (contact message #${input.id})`;
  return {
    subject: `[Contact] ${input.subject}`,
    text: `${header}\n\n${input.message}\n`,
    html: layout(header, paragraphsOf(input.message), { label: `Reply to ${input.name}`, link: `mailto:${input.email}?subject=${encodeURIComponent(`Re: ${input.subject}`)}` }),
  };
}

/** Tells a customer that support answered their ticket; the link opens the ticket in the profile. */
export function supportReplyMail(firstName: string, ticket: { id: string; subject: string }, reply: string, link: string): MailContent {
  const greeting = `Hello ${firstName},`;
  const intro = `Our support team answered your ticket #${ticket.id} "${ticket.subject}":`;
  const outro = 'You can reply or close the ticket from the Support tab of your profile.';
  return {
    subject: `Re: ${ticket.subject} [ticket #${ticket.id}]`,
    text: `${greeting}\n\n${intro}\n\n${reply}\n\n${outro}\n${link}\n\n— Fellah`,
    html: layout(greeting, [intro, ...paragraphsOf(reply), outro], { label: 'View the ticket', link }),
  };
}
