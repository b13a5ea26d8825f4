import { CREDIT_EVENT_TYPES, type CreditEvent, creditUserOf } from '../credit/creditLine';
import type { Projection } from '../projection';

/** Who acted, when a user ('demo' for the demo data's grant: no one). */
const userIdOrNull = (by: string) => (/^\d{1,18}$/.test(by) ? by : null);

/**
 * The credit read model: `credit_lines` (a customer's limit and the sums reserved, paid and released),
 * `credit_orders` (per harvest order: reserved, paid, released, due month) and `credit_payments` (every payment, by the
 * event's global position). Inline — run in the append's transaction — because what it shows must be right at once:
 * the available credit the checkout offers right after an order, what an order owes right after a payment is
 * recorded. Every credit append goes through src/events/credit/commandHandler.ts, which applies it.
 */
export const creditLines: Projection = {
  name: 'credit-lines',
  canHandle: CREDIT_EVENT_TYPES,
  async apply(tx, stored) {
    const userId = creditUserOf(stored.streamId);
    const event = { type: stored.type, data: stored.data } as CreditEvent;
    switch (event.type) {
      case 'CreditLimitSet': {
        const d = event.data;
        await tx`
          insert into credit_lines (user_id, credit_limit, note, updated_by, updated_at)
          values (${userId}, ${d.limit}, ${d.note}, ${userIdOrNull(d.by)}, ${d.at})
          on conflict (user_id) do update
            set credit_limit = excluded.credit_limit, note = excluded.note, updated_by = excluded.updated_by, updated_at = excluded.updated_at`;
        return;
      }
      case 'CreditReserved': {
        const d = event.data;
        await tx`
          with line as (
            insert into credit_lines (user_id, reserved, updated_at) values (${userId}, ${d.amount}, ${d.at})
            on conflict (user_id) do update set reserved = credit_lines.reserved + excluded.reserved)
          insert into credit_orders (order_id, user_id, order_number, amount, harvest_due, reserved_at)
          values (${d.order_id}, ${userId}, ${d.order_number}, ${d.amount}, ${d.harvest_due}, ${d.at})`;
        return;
      }
      case 'CreditReleased': {
        const d = event.data;
        await tx`
          with line as (update credit_lines set released = released + ${d.amount} where user_id = ${userId})
          update credit_orders set released = released + ${d.amount} where order_id = ${d.order_id}`;
        return;
      }
      case 'PaymentRecorded': {
        const d = event.data;
        await tx`
          with line as (update credit_lines set paid = paid + ${d.amount} where user_id = ${userId}),
          ord as (update credit_orders set paid = paid + ${d.amount}, last_paid_at = ${d.at} where order_id = ${d.order_id})
          insert into credit_payments (source_position, order_id, user_id, amount, note, recorded_by, recorded_at)
          values (${stored.globalPosition.toString()}, ${d.order_id}, ${userId}, ${d.amount}, ${d.note}, ${userIdOrNull(d.by)}, ${d.at})`;
        return;
      }
      default: {
        const unknown: never = event;
        throw new Error(`credit-lines: unknown event ${(unknown as { type: string }).type}`);
      }
    }
  },
  async reset(tx) {
    await tx`delete from credit_payments`;
    await tx`delete from credit_orders`;
    await tx`delete from credit_lines`;
  },
};
