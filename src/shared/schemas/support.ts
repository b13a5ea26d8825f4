import { z } from 'zod';
import { ZEmail } from './auth';
import { says, type MessageKey } from '../messages';

/**
 * Contact and support: the vocabulary and the input schemas of the contact form and of support tickets, shared by
 * the routers and the storefront's forms (backend-api.md group Support).
 */

export const SUPPORT_CATEGORIES = [
  'order',
  'delivery',
  'product',
  'payment',
  'account',
  'crop_advice',
  'technical',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Field bounds of the contact form and of tickets. */
export const SUPPORT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;
/** Contact messages accepted from one address (and for one e-mail) per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** The messages of each text field: 'Please fill in subject', 'subject must be at most 200 characters'. */
const TEXT_MESSAGES = {
  name: { fillIn: 'form.fillName', tooLong: 'form.nameTooLong' },
  subject: { fillIn: 'form.fillSubject', tooLong: 'form.subjectTooLong' },
  message: { fillIn: 'form.fillMessage', tooLong: 'form.messageTooLong' },
} as const satisfies Record<string, { fillIn: MessageKey; tooLong: MessageKey }>;

/** The message of a choice from a fixed list: 'category must be one of: order, delivery, …'. */
const choiceMessage = (values: readonly string[], field: string) =>
  says('call.oneOf', { field, values: values.join(', ') });

/** Required text of 1..max characters, its messages naming the field. */
const text = (field: keyof typeof TEXT_MESSAGES, max: number) =>
  z
    .string(says(TEXT_MESSAGES[field].fillIn))
    .trim()
    .min(1, says(TEXT_MESSAGES[field].fillIn))
    .max(max, says(TEXT_MESSAGES[field].tooLong, { max }));

export const ZContactInput = z.object({
  name: text('name', SUPPORT_LIMITS.name),
  email: ZEmail,
  subject: text('subject', SUPPORT_LIMITS.subject),
  message: text('message', SUPPORT_LIMITS.message),
});
export type ContactInput = z.infer<typeof ZContactInput>;

export const ZTicketCreateInput = z.object({
  subject: text('subject', SUPPORT_LIMITS.subject),
  category: z.enum(SUPPORT_CATEGORIES, choiceMessage(SUPPORT_CATEGORIES, 'category')).default('other'),
  message: text('message', SUPPORT_LIMITS.message),
  priority: z.enum(TICKET_PRIORITIES, choiceMessage(TICKET_PRIORITIES, 'priority')).default('normal'),
});
export type TicketCreateInput = z.output<typeof ZTicketCreateInput>;

/** A reply on a ticket (the reply box of the Support tab). */
export const ZTicketReplyForm = z.object({ message: text('message', SUPPORT_LIMITS.message) });

export const ZTicketStatus = z.enum(TICKET_STATUSES, choiceMessage(TICKET_STATUSES, 'status'));
