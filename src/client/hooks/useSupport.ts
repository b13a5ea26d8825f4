import { trpc } from '../lib/trpc';

/** The contact form (`support.contact`): open to everyone, limited to a few messages an hour. */
export function useContactMessage() {
  return trpc.support.contact.useMutation();
}

/** How many of the reader's tickets the Support tab lists (most recently active first). */
const TICKETS_SHOWN = 100;

const TICKETS_INPUT = { limit: TICKETS_SHOWN };

/** The signed-in reader's own tickets. */
export function useTickets() {
  return trpc.support.tickets.useQuery(TICKETS_INPUT);
}

/** One ticket with its thread; nothing is asked without an id. */
export function useTicket(id: string | null) {
  return trpc.support.ticket.useQuery({ id: id ?? '' }, { enabled: Boolean(id), retry: 1 });
}

/** Opening, answering and closing a ticket; each keeps the list and the ticket's thread in step. */
export function useTicketActions() {
  const utils = trpc.useUtils();
  type Ticket = Awaited<ReturnType<typeof utils.support.ticket.fetch>>;
  const settle = (ticket: Ticket) => {
    utils.support.ticket.setData({ id: ticket.id }, ticket);
    // The list shows the change at once (the ticket moves to the top, as the most recently active), then is re-read.
    const { messages: _messages, ...summary } = ticket;
    utils.support.tickets.setData(TICKETS_INPUT, (list) =>
      list ? { ...list, items: [summary, ...list.items.filter((item) => item.id !== ticket.id)] } : list,
    );
    return utils.support.tickets.invalidate();
  };
  const create = trpc.support.createTicket.useMutation({ onSuccess: settle });
  const reply = trpc.support.updateTicket.useMutation({ onSuccess: settle });
  const close = trpc.support.closeTicket.useMutation({ onSuccess: settle });
  return { create, reply, close };
}
