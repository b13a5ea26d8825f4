import { z } from 'zod';
import { ZEmail } from './auth';

/**
 * Contact and support: the vocabulary and the input schemas of the contact form and of support tickets, shared by
 * the routers and the storefront's forms (backend-api.md group Support).
 */

export const SUPPORT_CATEGORIES = ['order', 'delivery', 'product', 'payment', 'account', 'crop_advice', 'technical', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Field bounds of the contact form and of tickets. */
export const SUPPORT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;
/** Contact messages accepted from one address (and for one e-mail) per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** Required text of 1..max characters, its messages naming the field ('Please fill in subject'). */
const text = (field: string, max: number) =>
  z
    .string({ error: `Please fill in ${field}` })
    .trim()
    .min(1, `Please fill in ${field}`)
    .max(max, `${field} must be at most ${max} characters`);

export const ZContactInput = z.object({
  name: text('name', SUPPORT_LIMITS.name),
  email: ZEmail,
  subject: text('subject', SUPPORT_LIMITS.subject),
  message: text('message', SUPPORT_LIMITS.message),
});
export type ContactInput = z.infer<typeof ZContactInput>;

export const ZTicketCreateInput = z.object({
  subject: text('subject', SUPPORT_LIMITS.subject),
  category: z.enum(SUPPORT_CATEGORIES, { error: `category must be one of: ${SUPPORT_CATEGORIES.join(', ')}` }).default('other'),
  message: text('message', SUPPORT_LIMITS.message),
  priority: z.enum(TICKET_PRIORITIES, { error: `priority must be one of: ${TICKET_PRIORITIES.join(', ')}` }).default('normal'),
});
export type TicketCreateInput = z.output<typeof ZTicketCreateInput>;

/** A reply on a ticket (the reply box of the Support tab). */
export const ZTicketReplyForm = z.object({ message: text('message', SUPPORT_LIMITS.message) });

export const ZTicketStatus = z.enum(TICKET_STATUSES, { error: `status must be one of: ${TICKET_STATUSES.join(', ')}` });
