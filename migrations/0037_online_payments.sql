-- Paying online (issue 39, items 1–3): the payment of an online order, as its events in the order's stream tell it
-- (PaymentStarted, PaymentSucceeded, PaymentFailed, PaymentRefunded; written in the transaction that appends them,
-- src/events/order/commandHandler.ts), and every notification a provider sent, verified or not (a forged one is kept
-- with what it claimed, and changes nothing else).
alter table orders drop constraint if exists orders_payment_method_check;
alter table orders add constraint orders_payment_method_check check (payment_method in ('cod', 'pay_at_harvest', 'card', 'wallet', 'fawry'));

create table order_payments (
  order_id bigint primary key references orders (id) on delete cascade,
  provider text not null check (provider in ('paymob', 'fawry')),
  method text not null check (method in ('card', 'wallet', 'fawry')),
  state text not null check (state in ('awaiting', 'paid', 'failed', 'refunded', 'partially_refunded')),
  amount numeric(12, 2) not null check (amount >= 0),
  currency text not null,
  reference text not null,
  provider_order_id text not null,
  redirect_url text,
  fawry_reference text,
  transaction_id text,
  paid_amount numeric(12, 2) not null default 0,
  refunded_amount numeric(12, 2) not null default 0,
  failure_reason text,
  expires_at timestamptz not null,
  started_at timestamptz not null,
  paid_at timestamptz,
  updated_at timestamptz not null
);
create index order_payments_awaiting on order_payments (expires_at) where state in ('awaiting', 'failed');
create unique index order_payments_reference on order_payments (provider, reference);

create table payment_notifications (
  id bigserial primary key,
  provider text not null check (provider in ('paymob', 'fawry')),
  verified boolean not null,
  order_id bigint,
  outcome text not null,
  body jsonb not null,
  ip text,
  received_at timestamptz not null default now()
);
create index payment_notifications_order on payment_notifications (order_id, received_at);
