-- Foundation: extensions, the event store, projection checkpoints, users, demo-data bookkeeping.
create extension if not exists pg_trgm;
create extension if not exists citext;

-- The event store (design.md). transaction_id lets readers follow commit order.
create table events (
  global_position bigserial primary key,
  stream_id text not null,
  stream_type text not null,
  version integer not null check (version > 0),
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  transaction_id xid8 not null default pg_current_xact_id(),
  unique (stream_id, version)
);
create index events_commit_order on events (transaction_id, global_position);
create index events_stream_type on events (stream_type);

-- One row per async projection: the last (transaction_id, global_position) it has applied.
create table projection_checkpoints (
  name text primary key,
  last_transaction_id xid8 not null default '0'::xid8,
  last_position bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- Events counted per type: the first real async projection (reported by /api/info).
create table event_type_counts (
  type text primary key,
  count bigint not null default 0
);

create table users (
  id bigserial primary key,
  email citext not null unique,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  role text not null default 'customer' check (role in ('customer', 'admin')),
  status text not null default 'active' check (status in ('active', 'banned', 'deactivated', 'deleted')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Demo-data sets loaded once each (later issues add their own sets).
create table demo_data_loads (
  name text primary key,
  loaded_at timestamptz not null default now()
);
