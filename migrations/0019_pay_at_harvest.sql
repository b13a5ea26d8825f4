-- Pay at harvest (issue 24): a customer's credit line is an event stream ('credit-<userId>', src/events/credit/):
-- CreditLimitSet, CreditReserved, CreditReleased, PaymentRecorded. The tables below are its read model, kept inline
-- in the append's transaction (src/events/projections/creditLines.ts), and the reminders' idempotency keys.

-- Orders may be paid at harvest: they fall due at the end of `harvest_due` ('YYYY-MM').
alter table orders drop constraint if exists orders_payment_method_check;
alter table orders add constraint orders_payment_method_check check (payment_method in ('cod', 'pay_at_harvest'));
alter table orders add column harvest_due text check (harvest_due ~ '^\d{4}-(0[1-9]|1[0-2])$');
alter table orders add constraint orders_harvest_due_with_method check ((payment_method = 'pay_at_harvest') = (harvest_due is not null));

-- One row per customer who was ever granted a line (or reserved on one). Outstanding = reserved - paid - released.
-- No foreign keys on the read model: it is rebuilt from the events.
create table credit_lines (
  user_id bigint primary key,
  credit_limit numeric(12, 2) not null default 0 check (credit_limit >= 0),
  reserved numeric(14, 2) not null default 0,
  paid numeric(14, 2) not null default 0,
  released numeric(14, 2) not null default 0,
  note text,
  updated_by bigint,
  updated_at timestamptz not null
);

-- One row per pay-at-harvest order: its total reserved on the line, what was paid and what was released.
create table credit_orders (
  order_id bigint primary key,
  user_id bigint not null,
  order_number text not null,
  amount numeric(12, 2) not null check (amount > 0),
  paid numeric(12, 2) not null default 0 check (paid >= 0),
  released numeric(12, 2) not null default 0 check (released >= 0),
  harvest_due text not null check (harvest_due ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  reserved_at timestamptz not null,
  last_paid_at timestamptz,
  check (paid + released <= amount)
);
create index credit_orders_user on credit_orders (user_id, harvest_due);
-- The receivables and the reminder sweep read only orders that still owe something.
create index credit_orders_owing on credit_orders (harvest_due) where amount > paid + released;

-- Every payment received, keyed by its PaymentRecorded event's global position.
create table credit_payments (
  source_position bigint primary key,
  order_id bigint not null,
  user_id bigint not null,
  amount numeric(12, 2) not null check (amount > 0),
  note text,
  recorded_by bigint,
  recorded_at timestamptz not null
);
create index credit_payments_order on credit_payments (order_id, recorded_at, source_position);

-- The reminders sent (a side effect, never wiped): at most one of each kind per order, so a sweep that runs twice, in
-- two workers at once or after a rebuild, never notifies or mails twice.
create table credit_reminders (
  order_id bigint not null,
  kind text not null check (kind in ('due_14', 'due_3', 'overdue')),
  user_id bigint not null,
  harvest_due text not null,
  amount_due numeric(12, 2) not null,
  sent_at timestamptz not null,
  primary key (order_id, kind)
);

-- Sales reports separate what is deferred to harvest (pay-at-harvest orders' unpaid totals, by the day the order was
-- placed) from the rest (collected = revenue - deferred).
alter table sales_daily add column deferred numeric(14, 2) not null default 0;
