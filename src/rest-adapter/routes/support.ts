import { listEnvelope, messageEnvelopeAt, written } from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Support';

/** The Support group of rest-calls.tsv: the contact form and support tickets. */
export const supportRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/contact',
    procedure: 'support.contact',
    group,
    summary: 'Send {name, email, subject, message} to the store (at most 5 an hour per address and per e-mail)',
    respond: messageEnvelopeAt(201),
  },
  {
    method: 'POST',
    path: '/support/tickets',
    procedure: 'support.createTicket',
    group,
    summary: 'Open a ticket {subject, category, message, priority?}',
    respond: written(msg('learning.ticketCreated'), 201),
  },
  {
    method: 'GET',
    path: '/support/tickets',
    procedure: 'support.tickets',
    group,
    summary: 'Own tickets; administrators see all (?status, ?page, ?limit)',
    respond: listEnvelope('tickets'),
  },
  {
    method: 'GET',
    path: '/support/tickets/{id}',
    procedure: 'support.ticket',
    group,
    summary: 'A ticket with its messages (its owner or an administrator)',
  },
  {
    method: 'PUT',
    path: '/support/tickets/{id}',
    procedure: 'support.updateTicket',
    group,
    summary: 'Reply {message} and/or change {status} (administrators); a staff reply e-mails the owner',
    respond: written(msg('learning.ticketUpdated')),
  },
  {
    method: 'PUT',
    path: '/support/tickets/{id}/close',
    procedure: 'support.closeTicket',
    group,
    summary: 'Close a ticket (its owner or an administrator)',
    respond: written(msg('learning.ticketClosedNow')),
  },
];
