import { ZContactInput, ZTicketCreateInput } from '../../shared/schemas/support';
import {
  closeTicket,
  createTicket,
  getTicket,
  listTickets,
  sendContactMessage,
  updateTicket,
} from '../learning/support';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { ZContactSent, ZTicketListInput, ZTicketPage, ZTicketRefInput, ZTicketUpdateInput } from './support.schema';
import * as S from './outputs';

/** Contact and support tickets (backend-api.md group Support). */
export const supportRouter = router({
  /** The contact form: open to everyone, at most 5 messages per address and per e-mail an hour. */
  contact: publicProcedure
    .input(ZContactInput)
    .output(ZContactSent)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input, ctx, ctx.user?.userId ?? null)),

  createTicket: authedProcedure
    .input(ZTicketCreateInput)
    .output(S.Ticket)
    .mutation(({ ctx, input }) => createTicket(ctx.sql, ctx.user, input)),

  /** Own tickets; administrators see everyone's (?status filters). */
  tickets: authedProcedure
    .input(ZTicketListInput)
    .output(ZTicketPage)
    .query(({ ctx, input }) => listTickets(ctx.sql, ctx.user, input)),

  ticket: authedProcedure
    .input(ZTicketRefInput)
    .output(S.Ticket)
    .query(({ ctx, input }) => getTicket(ctx.sql, ctx.user, input.id)),

  /** Reply (owner or staff) and/or change the status (administrators). */
  updateTicket: authedProcedure
    .input(ZTicketUpdateInput)
    .output(S.Ticket)
    .mutation(({ ctx, input: { id, ...change } }) => updateTicket(ctx, ctx.user, id, change)),

  closeTicket: authedProcedure
    .input(ZTicketRefInput)
    .output(S.Ticket)
    .mutation(({ ctx, input }) => closeTicket(ctx.sql, ctx.user, input.id)),
});
