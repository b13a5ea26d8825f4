-- Orders, coupons, shipping and cash-on-delivery payments. The order is event-sourced (src/events/order/): its
-- events are in `events` (streams 'order-<id>'); `orders` and `order_lines` are the inline read model, written in
-- the append's transaction (src/events/projections/orders.ts).

create sequence order_number_seq;

-- One row per order; ids come from orders_id_seq before the OrderPlaced append (the stream is 'order-<id>').
create table orders (
  id bigserial primary key,
  order_number text not null unique,
  user_id bigint not null references users (id),
  status text not null check (status in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')),
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  discount numeric(12, 2) not null default 0 check (discount >= 0),
  shipping numeric(12, 2) not null default 0 check (shipping >= 0),
  total numeric(12, 2) not null check (total >= 0),
  currency text not null default 'EGP' check (currency ~ '^[A-Z]{3}$'),
  shipping_address jsonb not null check (jsonb_typeof(shipping_address) = 'object'),
  billing_address jsonb not null check (jsonb_typeof(billing_address) = 'object'),
  shipping_method text not null default 'standard',
  payment_method text not null check (payment_method in ('cod')),
  notes text,
  coupon_code text,
  tracking_number text,
  carrier text,
  cancel_reason text,
  refunded_amount numeric(12, 2),
  -- A checkout's Idempotency-Key and the hash of its request: a retry with the key answers this order.
  idempotency_key text,
  request_hash text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, idempotency_key)
);
create index orders_user_newest on orders (user_id, created_at desc, id desc);
create index orders_status on orders (status, created_at desc);

-- The lines of an order: the product's name, price and picture as they were when it was placed.
create table order_lines (
  order_id bigint not null references orders (id) on delete cascade,
  line_no integer not null check (line_no > 0),
  product_id bigint not null,
  name text not null,
  price numeric(12, 2) not null check (price >= 0),
  quantity integer not null check (quantity > 0),
  image text,
  primary key (order_id, line_no)
);
create index order_lines_product on order_lines (product_id);

-- Coupons: a percentage or a fixed amount off the subtotal.
create table coupons (
  id bigserial primary key,
  code citext not null unique check (char_length(code) between 2 and 40),
  description text,
  kind text not null check (kind in ('percent', 'fixed')),
  value numeric(12, 2) not null check (value > 0 and (kind <> 'percent' or value <= 100)),
  min_subtotal numeric(12, 2) not null default 0 check (min_subtotal >= 0),
  valid_from timestamptz,
  valid_to timestamptz,
  usage_limit integer check (usage_limit > 0),
  per_user_limit integer check (per_user_limit > 0),
  -- Redemptions so far; raised by a guarded update at checkout, so the usage limit holds under concurrency.
  used_count integer not null default 0 check (used_count >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Each use of a coupon by an order.
create table coupon_redemptions (
  id bigserial primary key,
  coupon_id bigint not null references coupons (id),
  user_id bigint not null references users (id),
  -- No foreign key to orders: the read model can be rebuilt from the events without touching redemptions.
  order_id bigint not null,
  discount numeric(12, 2) not null check (discount >= 0),
  created_at timestamptz not null default now(),
  unique (order_id)
);
create index coupon_redemptions_user on coupon_redemptions (user_id, coupon_id);

-- The coupon applied to a user's cart (at most one), taken by the next checkout.
create table cart_coupons (
  user_id bigint primary key references users (id) on delete cascade,
  coupon_id bigint not null references coupons (id) on delete cascade,
  applied_at timestamptz not null default now()
);

-- Cash-on-delivery payment intents: recorded, confirmed by the customer, settled when the order is delivered.
create table payment_intents (
  id uuid primary key default gen_random_uuid(),
  user_id bigint not null references users (id) on delete cascade,
  order_id bigint,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null default 'EGP' check (currency ~ '^[A-Z]{3}$'),
  method text not null default 'cod' check (method in ('cod')),
  status text not null default 'requires_confirmation'
    check (status in ('requires_confirmation', 'confirmed', 'settled', 'cancelled')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  settled_at timestamptz
);
create index payment_intents_user on payment_intents (user_id, created_at desc);
create index payment_intents_order on payment_intents (order_id);

-- A user's saved payment methods (cash on delivery only for now).
create table payment_methods (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  type text not null check (type in ('cod')),
  label text not null,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index payment_methods_one_default on payment_methods (user_id) where is_default;
