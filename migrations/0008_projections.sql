-- The async projections' read models (src/events/projections/), written by the workers behind their checkpoints,
-- and two tables written directly by the server: notifications read state and analytics events.
-- Every projected table here is wiped by its projection's reset() and rebuilt to the same rows from the event log.
-- Money is EGP; a day is the calendar day in Africa/Cairo of the event's `at` — for the admin-stats tables, of the
-- order's placement (OrderPlaced's `at`): a later cancellation, delivery or refund changes the row of that day.
-- Zero rows: product_sales, product_pairs and sales_daily_{category,product,city} drop rows that fall back to zero;
-- customer_products and order_status_counts keep them (read `orders > 0`, `count > 0`).

-- ─── product-sales: products.order_count and the bestsellers ───────────────────────────────────────────────
-- The demo catalogue ships with order counts from before the event log began; they are kept apart so a rebuild
-- from zero gives the same order_count: order_count = base_order_count + product_sales.orders.
alter table products add column base_order_count integer not null default 0 check (base_order_count >= 0);
update products set base_order_count = order_count;

-- Orders that are not cancelled, per product (an order counts once per product whatever the quantity); revenue is
-- price × quantity less the product's share of refunds.
create table product_sales (
  product_id bigint primary key,
  orders integer not null default 0,
  units integer not null default 0,
  revenue numeric(14, 2) not null default 0
);

-- How often two products were bought in the same order (a < b): "often bought with yours".
create table product_pairs (
  product_a bigint not null,
  product_b bigint not null,
  orders integer not null default 0,
  primary key (product_a, product_b),
  check (product_a < product_b)
);
create index product_pairs_b on product_pairs (product_b, orders desc);

-- ─── customer-summaries: /auth/stats, /dashboard/stats ───────────────────────────────────────────────────
-- total_orders counts every order placed (cancelled ones too); total_spent = totals of orders not cancelled, less
-- refunds; first/last_order_at = the first and last placement.
create table customer_summaries (
  user_id bigint primary key,
  total_orders integer not null default 0,
  cancelled_orders integer not null default 0,
  delivered_orders integer not null default 0,
  total_spent numeric(14, 2) not null default 0,
  first_order_at timestamptz,
  last_order_at timestamptz
);

-- What each customer bought (units per product, not cancelled): their favourite items and recommendations. A row
-- stays at zero when its orders are cancelled (read `orders > 0`); last_ordered_at counts cancelled orders too.
create table customer_products (
  user_id bigint not null,
  product_id bigint not null,
  units integer not null default 0,
  orders integer not null default 0,
  last_ordered_at timestamptz,
  primary key (user_id, product_id)
);

-- ─── admin-stats: /admin/stats, /admin/dashboard, /admin/orders/statistics, sales reports ─────────────────
-- Orders placed per day. A later cancellation, delivery or refund changes the row of the day the order was PLACED.
-- `orders` counts cancelled ones too; items, revenue, discounts and shipping count orders not cancelled; revenue is
-- their totals less refunds (`refunded`); new_customers = customers whose first order was placed that day.
create table sales_daily (
  day date primary key,
  orders integer not null default 0,
  items integer not null default 0,
  revenue numeric(14, 2) not null default 0,
  discounts numeric(14, 2) not null default 0,
  shipping numeric(14, 2) not null default 0,
  cancelled integer not null default 0,
  delivered integer not null default 0,
  refunded numeric(14, 2) not null default 0,
  new_customers integer not null default 0
);

-- Per day and category / product / city (the sales reports' groupings), orders not cancelled. Product and category
-- revenue is price × quantity less their share of refunds; city revenue is order totals less refunds. Rows that
-- fall back to zero are deleted.
create table sales_daily_category (
  day date not null,
  category text not null,
  orders integer not null default 0,
  units integer not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (day, category)
);
create table sales_daily_product (
  day date not null,
  product_id bigint not null,
  name text not null,
  units integer not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (day, product_id)
);
create index sales_daily_product_product on sales_daily_product (product_id, day);
create table sales_daily_city (
  day date not null,
  city text not null,
  orders integer not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (day, city)
);

-- Orders in each status now.
create table order_status_counts (
  status text primary key,
  count integer not null default 0
);

-- admin-stats' own memory (wiped and rebuilt with it): the category of each product of an order as it was when the
-- order was placed (a cancellation takes its figures out of the same categories), and each customer's first day.
create table admin_stats_orders (
  order_id bigint primary key,
  categories jsonb not null
);
create table admin_stats_customers (
  user_id bigint primary key,
  first_day date not null
);

-- ─── notifications: one per order status change for its customer, and an e-mail in mail_outbox ──────────
-- Side effects, like e-mails: the projection's reset() keeps them, and a replay skips what it already made.
-- type: order_placed | order_confirmed | order_processing | order_shipped | order_delivered | order_cancelled |
-- order_refunded; title and message in the customer's language (users.preferences.language); data: order_id,
-- order_number, status, and tracking_number + carrier / reason / amount where they apply; created_at = the event's `at`.
create table notifications (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  type text not null,
  title text not null,
  message text not null,
  data jsonb not null default '{}'::jsonb,
  -- The event it came from: a replay never makes a second notification for one event.
  source_position bigint unique,
  read_at timestamptz,
  -- Deleted by its reader: kept as a tombstone so a rebuild does not bring it back.
  deleted_at timestamptz,
  created_at timestamptz not null
);
create index notifications_user_newest on notifications (user_id, created_at desc, id desc);
create index notifications_user_unread on notifications (user_id) where read_at is null and deleted_at is null;

-- ─── analytics: tracked by the storefront (not the order log) ───────────────────────────────────────────
create table analytics_events (
  id bigserial primary key,
  user_id bigint references users (id) on delete set null,
  session_id text,
  event text not null check (char_length(event) between 1 and 64),
  path text,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index analytics_events_event_time on analytics_events (event, created_at);
create index analytics_events_user on analytics_events (user_id, created_at) where user_id is not null;
