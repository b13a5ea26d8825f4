import type { PendingQuery, Row } from 'postgres';
import { STORE_CONTACT } from '../../shared/business';
import {
  ForbiddenError,
  IllegalStateError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../shared/errors';
import { msg, type Message } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import {
  CONTACT_MESSAGES_PER_HOUR,
  type ContactInput,
  type SupportCategory,
  type TicketCreateInput,
  type TicketPriority,
  type TicketStatus,
} from '../../shared/schemas/support';
import type { Origin } from '../accounts/activity';
import type { AppDeps, AuthUser } from '../context';
import type { Queryable, Sql } from '../db';
import { type QueuedMail, dispatchMail, queueMail } from '../mail/outbox';
import { mailLink } from '../mail/links';
import { resolvePreferences } from '../../shared/preferences';
import { contactMessageMail, supportReplyMail } from './mail';
import { say } from '../language';

/*
 * The contact form (stored, e-mailed to the store's inbox, at most CONTACT_MESSAGES_PER_HOUR per hour from one address
 * or for one e-mail) and support tickets: a customer opens, reads, answers and closes their own; administrators see
 * and answer all. A ticket another customer owns is a 404, not a 403: its existence is not told.
 */

type MailingDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;
type Viewer = Pick<AuthUser, 'userId' | 'role'>;
type Fragment = PendingQuery<Row[]>;

export const TICKET_NOT_FOUND = msg('learning.ticketNotFound');
/** Contact submissions take this advisory lock, so that two at once cannot both pass the hourly count. */
const CONTACT_LOCK = 727_010;

/* ------------------------------------------------------------------ contact */

/** A refusal for a full hour: how long until the oldest counted message leaves the window. */
export function contactLimitMessage(retryAfterSeconds: number): Message {
  return msg('learning.contactLimit', {
    limit: CONTACT_MESSAGES_PER_HOUR,
    count: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  });
}

/**
 * Store a contact message and e-mail it to the store's inbox, unless CONTACT_MESSAGES_PER_HOUR messages came from
 * this address or for this e-mail within the last hour (then 429 with the wait, nothing stored, nothing sent).
 */
export async function sendContactMessage(
  deps: MailingDeps,
  input: ContactInput,
  origin: Origin,
  userId: string | null,
): Promise<{ message: string; id: string }> {
  const { id, queued } = await deps.sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${CONTACT_LOCK})`;
    const [recent] = await tx<{ count: number; retry_after: number | null }[]>`
      select count(*)::int as count,
             ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as retry_after
      from contact_messages
      where (ip = ${origin.ip} or email = ${input.email}) and created_at > now() - interval '1 hour'`;
    if (recent!.count >= CONTACT_MESSAGES_PER_HOUR) {
      const retryAfter = Math.max(1, recent!.retry_after ?? 3600);
      throw new TooManyRequestsError(contactLimitMessage(retryAfter), undefined, { retry_after_seconds: retryAfter });
    }
    const [row] = await tx<{ id: string }[]>`
      insert into contact_messages (name, email, subject, message, user_id, ip, user_agent)
      values (${input.name}, ${input.email}, ${input.subject}, ${input.message}, ${userId}, ${origin.ip}, ${origin.userAgent})
      returning id::text as id`;
    const content = contactMessageMail({ ...input, id: row!.id });
    return {
      id: row!.id,
      queued: [await queueMail(tx, { ...content, kind: 'contact_message', to: STORE_CONTACT.email, userId })],
    };
  });
  dispatchMail(deps, queued);
  return { message: say('learning.contactThanks'), id };
}

/* ------------------------------------------------------------------ tickets */

export interface TicketSummary {
  id: string;
  user_id: string;
  customer_name: string;
  customer_email: string;
  subject: string;
  category: SupportCategory;
  status: TicketStatus;
  priority: TicketPriority;
  message_count: number;
  last_message_at: Date;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
}

export interface TicketMessage {
  id: string;
  body: string;
  is_staff: boolean;
  /** The customer's first name, or "Fellah support" for staff. */
  author_name: string;
  created_at: Date;
}

export interface Ticket extends TicketSummary {
  messages: TicketMessage[];
}

const isAdmin = (viewer: Viewer) => viewer.role === 'admin';

/**
 * Ticket summaries matching `where` (a fragment over `t`, the ticket), then `tail` (order, limit or a row lock).
 * The fragments must come from the same `sql`.
 */
function ticketSummaries(sql: Queryable, where: Fragment, tail: Fragment) {
  return sql<TicketSummary[]>`
    select t.id::text as id, t.user_id::text as user_id, u.first_name || ' ' || u.last_name as customer_name, u.email as customer_email,
           t.subject, t.category, t.status, t.priority, t.created_at, t.updated_at, t.closed_at,
           (select count(*) from support_messages m where m.ticket_id = t.id)::int as message_count,
           coalesce((select max(m.created_at) from support_messages m where m.ticket_id = t.id), t.created_at) as last_message_at
    from support_tickets t join users u on u.id = t.user_id
    where ${where}
    ${tail}`;
}

/** Tickets the viewer may see: their own, or every ticket for an administrator. */
const visibleTo = (sql: Queryable, viewer: Viewer) => sql`(${isAdmin(viewer)} or t.user_id = ${viewer.userId})`;

/** The ticket's summary if the viewer may see it (its owner or an administrator); 404 otherwise. */
async function visibleTicket(
  sql: Queryable,
  viewer: Viewer,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<TicketSummary> {
  const [ticket] = await ticketSummaries(
    sql,
    sql`t.id = ${id} and ${visibleTo(sql, viewer)}`,
    opts.lock ? sql`for update of t` : sql``,
  );
  if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
  return ticket;
}

/** A ticket with its messages in order, for its owner or an administrator. */
export async function getTicket(sql: Queryable, viewer: Viewer, id: string): Promise<Ticket> {
  const ticket = await visibleTicket(sql, viewer, id);
  const messages = await sql<TicketMessage[]>`
    select m.id::text as id, m.body, m.is_staff, case when m.is_staff then 'Fellah support' else coalesce(u.first_name, '') end as author_name,
           m.created_at
    from support_messages m left join users u on u.id = m.author_id
    where m.ticket_id = ${id}
    order by m.created_at, m.id`;
  return { ...ticket, messages };
}

/** Open a ticket with its first message. */
export async function createTicket(sql: Sql, viewer: Viewer, input: TicketCreateInput): Promise<Ticket> {
  const id = await sql.begin(async (tx) => {
    const [ticket] = await tx<{ id: string }[]>`
      insert into support_tickets (user_id, subject, category, priority)
      values (${viewer.userId}, ${input.subject}, ${input.category}, ${input.priority})
      returning id::text as id`;
    await tx`insert into support_messages (ticket_id, author_id, is_staff, body) values (${ticket!.id}, ${viewer.userId}, false, ${input.message})`;
    return ticket!.id;
  });
  return getTicket(sql, viewer, id);
}

/** The viewer's own tickets (administrators: everyone's), most recently active first, optionally of one status. */
export async function listTickets(
  sql: Queryable,
  viewer: Viewer,
  query: { page: number; limit: number; status?: TicketStatus | undefined },
): Promise<{ items: TicketSummary[]; pagination: Pagination }> {
  const status = query.status ?? null;
  const where = sql`${visibleTo(sql, viewer)} and (${status}::text is null or t.status = ${status})`;
  const [count] = await sql<{ total: number }[]>`select count(*)::int as total from support_tickets t where ${where}`;
  const items = await ticketSummaries(
    sql,
    where,
    sql`order by t.updated_at desc, t.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return { items, pagination: paginate(query.page, query.limit, count!.total) };
}

/**
 * A reply and/or a status change. The owner's reply reopens the ticket ('open'); a closed ticket takes no reply from
 * its owner (409: open a new one). An administrator's reply is a staff answer: the ticket becomes 'answered' unless
 * a status is sent with it, and the owner is e-mailed. Only administrators change the status directly (403).
 */
export async function updateTicket(
  deps: MailingDeps,
  viewer: Viewer,
  id: string,
  change: { message?: string | undefined; status?: TicketStatus | undefined },
): Promise<Ticket> {
  if (change.message === undefined && change.status === undefined)
    throw new ValidationError(msg('learning.writeMessage'), 'message');
  const queued = await deps.sql.begin(async (tx) => {
    const ticket = await visibleTicket(tx, viewer, id, { lock: true });
    const staff = isAdmin(viewer) && ticket.user_id !== viewer.userId;
    if (change.status !== undefined && !isAdmin(viewer))
      throw new ForbiddenError(msg('learning.staffOnlyStatus'), 'status');
    if (change.message !== undefined && ticket.status === 'closed' && !staff) {
      throw new IllegalStateError(msg('learning.ticketClosed'));
    }
    const mail: QueuedMail[] = [];
    if (change.message !== undefined) {
      await tx`insert into support_messages (ticket_id, author_id, is_staff, body) values (${id}, ${viewer.userId}, ${staff}, ${change.message})`;
      const reply = staff ? await queueReplyMail(tx, deps.config.publicUrl, ticket, change.message) : null;
      if (reply) mail.push(reply);
    }
    const status: TicketStatus =
      change.status ?? (change.message === undefined ? ticket.status : staff ? 'answered' : 'open');
    await tx`update support_tickets set status = ${status}, updated_at = now(),
             closed_at = case when ${status} = 'closed' then coalesce(closed_at, now()) else null end
             where id = ${id}`;
    return mail;
  });
  dispatchMail(deps, queued);
  return getTicket(deps.sql, viewer, id);
}

/** The e-mail to a ticket's owner about a staff answer (none for a banned or deleted account). */
async function queueReplyMail(
  tx: Queryable,
  publicUrl: string,
  ticket: TicketSummary,
  reply: string,
): Promise<QueuedMail | null> {
  const [owner] = await tx<{ first_name: string; email: string; preferences: unknown }[]>`
    select first_name, email, preferences from users where id = ${ticket.user_id} and status in ('active', 'deactivated')`;
  if (!owner) return null;
  const { language } = resolvePreferences(owner.preferences);
  const link = mailLink(publicUrl, language, `/profile?tab=support&ticket=${ticket.id}`);
  const content = supportReplyMail({ language, firstName: owner.first_name, ticket, reply, link });
  return queueMail(tx, { ...content, kind: 'support_reply', to: owner.email, userId: ticket.user_id });
}

/** Close a ticket (its owner or an administrator); closing a closed ticket changes nothing. */
export async function closeTicket(sql: Sql, viewer: Viewer, id: string): Promise<Ticket> {
  await sql.begin(async (tx) => {
    const ticket = await visibleTicket(tx, viewer, id, { lock: true });
    if (ticket.status !== 'closed')
      await tx`update support_tickets set status = 'closed', closed_at = now(), updated_at = now() where id = ${id}`;
  });
  return getTicket(sql, viewer, id);
}
