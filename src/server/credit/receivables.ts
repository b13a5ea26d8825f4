import { CURRENCY } from '../../shared/business';
import { PAY_AT_HARVEST, isOverdue } from '../../shared/credit';
import { fromPiastres, toPiastres } from '../../shared/money';
import { egyptDate } from '../../shared/seasonalTasks';
import type { Queryable } from '../db';
import type { CreditOrderView } from './credit';
import { toCsv } from '../security/csv';

/*
 * The receivables (administrators): every customer who owes money on pay-at-harvest orders, what they owe by
 * due month, overdue first, with the totals per month — and the same as a CSV file. Read from the credit read model
 * (credit_orders, credit_lines) with the orders and users; "overdue" is judged on the day in Egypt at `now`.
 */

/** A pay-at-harvest order as the receivables list it: as the customer's credit line shows it. */
export type ReceivableOrder = CreditOrderView;

export interface ReceivableMonth {
  month: string;
  amount_due: number;
  overdue: boolean;
  orders: ReceivableOrder[];
}

export interface ReceivableCustomer {
  user_id: string;
  name: string;
  email: string;
  phone: string | null;
  limit: number;
  outstanding: number;
  overdue_amount: number;
  /** Earliest due month first (so overdue months lead). */
  months: ReceivableMonth[];
}

export interface Receivables {
  /** The day in Egypt the overdue flags were judged on. */
  as_of: string;
  currency: string;
  /** Customers with something overdue first (most overdue first), then by what they owe. */
  customers: ReceivableCustomer[];
  totals: {
    outstanding: number;
    overdue: number;
    customers: number;
    orders: number;
    by_month: { month: string; amount_due: number; overdue: boolean }[];
  };
}

interface Row extends Omit<CreditOrderView, 'overdue'> {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  limit: number;
}

/** Every pay-at-harvest order still owing money, with its customer. */
function owingOrders(sql: Queryable) {
  return sql<Row[]>`
    select u.id::text as user_id, u.first_name, u.last_name, u.email::text as email, u.phone,
           coalesce(l.credit_limit, 0)::float8 as "limit",
           o.id::text as id, o.order_number, o.status, o.created_at, o.total::float8 as total, c.paid::float8 as amount_paid,
           (c.amount - c.paid - c.released)::float8 as amount_due, c.harvest_due
    from credit_orders c
    join orders o on o.id = c.order_id
    join users u on u.id = c.user_id
    left join credit_lines l on l.user_id = c.user_id
    where c.amount > c.paid + c.released
    order by c.harvest_due, o.id`;
}

const sum = (values: number[]) => fromPiastres(values.reduce((s, v) => s + toPiastres(v), 0));

/** What every customer owes, by due month, overdue first, with totals. */
export async function receivables(sql: Queryable, now: Date): Promise<Receivables> {
  const today = egyptDate(now);
  const rows = await owingOrders(sql);
  const customers = new Map<string, ReceivableCustomer & { byMonth: Map<string, ReceivableMonth> }>();
  const byMonth = new Map<string, { month: string; amount_due: number; overdue: boolean }>();
  for (const r of rows) {
    const order: ReceivableOrder = {
      id: r.id,
      order_number: r.order_number,
      status: r.status,
      created_at: r.created_at,
      total: r.total,
      amount_paid: r.amount_paid,
      amount_due: r.amount_due,
      harvest_due: r.harvest_due,
      overdue: isOverdue({ ...r, payment_method: PAY_AT_HARVEST }, today),
    };
    let customer = customers.get(r.user_id);
    if (!customer) {
      customer = {
        user_id: r.user_id,
        name: `${r.first_name} ${r.last_name}`.trim(),
        email: r.email,
        phone: r.phone,
        limit: r.limit,
        outstanding: 0,
        overdue_amount: 0,
        months: [],
        byMonth: new Map(),
      };
      customers.set(r.user_id, customer);
    }
    let month = customer.byMonth.get(r.harvest_due);
    if (!month) {
      month = { month: r.harvest_due, amount_due: 0, overdue: false, orders: [] };
      customer.byMonth.set(r.harvest_due, month);
      customer.months.push(month);
    }
    month.orders.push(order);
    month.amount_due = sum([month.amount_due, order.amount_due]);
    month.overdue ||= order.overdue;
    customer.outstanding = sum([customer.outstanding, order.amount_due]);
    if (order.overdue) customer.overdue_amount = sum([customer.overdue_amount, order.amount_due]);
    const total = byMonth.get(r.harvest_due) ?? { month: r.harvest_due, amount_due: 0, overdue: false };
    total.amount_due = sum([total.amount_due, order.amount_due]);
    total.overdue ||= order.overdue;
    byMonth.set(r.harvest_due, total);
  }
  const list = [...customers.values()]
    .map(({ byMonth: _m, ...c }) => c)
    .sort(
      (a, b) =>
        b.overdue_amount - a.overdue_amount || b.outstanding - a.outstanding || Number(a.user_id) - Number(b.user_id),
    );
  const by_month = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
  return {
    as_of: today,
    currency: CURRENCY,
    customers: list,
    totals: {
      outstanding: sum(list.map((c) => c.outstanding)),
      overdue: sum(list.map((c) => c.overdue_amount)),
      customers: list.length,
      orders: rows.length,
      by_month,
    },
  };
}

/** The receivables as a CSV file: one line per order owing money, customers in the order of the list. */
export async function receivablesCsv(
  sql: Queryable,
  now: Date,
): Promise<{ filename: string; content_type: string; content: string }> {
  const r = await receivables(sql, now);
  const lines: (string | number | null)[][] = [
    [
      'Customer',
      'E-mail',
      'Phone',
      'Credit limit (EGP)',
      'Order',
      'Placed',
      'Due month',
      'Status',
      'Total (EGP)',
      'Paid (EGP)',
      'Due (EGP)',
      'Overdue',
    ],
  ];
  for (const c of r.customers) {
    for (const m of c.months) {
      for (const o of m.orders) {
        lines.push([
          c.name,
          c.email,
          c.phone,
          c.limit,
          o.order_number,
          egyptDate(o.created_at),
          o.harvest_due,
          o.status,
          o.total,
          o.amount_paid,
          o.amount_due,
          o.overdue ? 'yes' : 'no',
        ]);
      }
    }
  }
  return {
    filename: `fellah-receivables-${r.as_of}.csv`,
    content_type: 'text/csv; charset=utf-8',
    content: toCsv(lines),
  };
}
