-- Carts and favourites. The cart is event-sourced (src/events/cart/): its events are in `events`; `carts` points at
-- the stream of each user's current cart lifetime with a snapshot of its state, and `cart_items` is the inline read
-- model of the current lines. Both are written in the append's transaction. Favourites are a plain table.

-- One row per user who has had a cart: the stream of the current lifetime ('cart-<user>-<n>'), its version, and the
-- cart's state at that version (so loading a cart never replays its history).
create table carts (
  user_id bigint primary key references users (id) on delete cascade,
  stream_id text not null unique,
  version integer not null check (version >= 0),
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  updated_at timestamptz not null default now()
);

-- The lines of each user's current cart (the cart-items projection). The product's price and name are read from
-- products when shown; unit_price is the price when the line was added.
create table cart_items (
  user_id bigint not null references users (id) on delete cascade,
  item_id uuid not null,
  product_id bigint not null,
  quantity integer not null check (quantity > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  added_at timestamptz not null,
  primary key (user_id, item_id),
  unique (user_id, product_id)
);

-- Favourites: products, crops and guides a user keeps. One row per user and item.
create table favorites (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  item_type text not null check (item_type in ('product', 'crop', 'guide')),
  item_id bigint not null,
  created_at timestamptz not null default now(),
  unique (user_id, item_type, item_id)
);
create index favorites_user_newest on favorites (user_id, created_at desc, id desc);
