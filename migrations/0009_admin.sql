-- The admin area: shop settings, who banned whom and why, moderation decisions on reviews, comments and products,
-- and the indexes the admin lists read (all orders, the audit log by action, the moderation queues).

-- Shop settings by key (src/shared/settings.ts holds each key's schema and default). A key with no row has its
-- default; a row holds the value as JSON.
create table settings (
  key text primary key,
  value jsonb not null,
  updated_by bigint references users (id) on delete set null,
  updated_at timestamptz not null default now()
);

-- A ban: when, by whom, why (cleared by an unban; the audit log keeps the history).
alter table users
  add column banned_at timestamptz,
  add column banned_by bigint references users (id) on delete set null,
  add column ban_reason text;

-- A moderator's last decision on a review, a comment or a product: who, when, and the reason of a rejection.
alter table product_reviews
  add column moderation_reason text,
  add column moderated_by bigint references users (id) on delete set null,
  add column moderated_at timestamptz;
alter table comments
  add column moderation_reason text,
  add column moderated_by bigint references users (id) on delete set null,
  add column moderated_at timestamptz;
alter table products
  add column moderated_by bigint references users (id) on delete set null,
  add column moderated_at timestamptz;

-- The moderation queues, oldest first.
create index product_reviews_pending on product_reviews (created_at) where status = 'pending';
create index products_pending on products (created_at) where approval_status = 'pending' and deleted_at is null;

-- Every order, newest first (the admin list without a status filter).
create index orders_newest on orders (created_at desc, id desc);

-- The audit log filtered by action (and 'admin.user.*' prefixes), newest first.
create index audit_log_action on audit_log (action text_pattern_ops, created_at desc);

-- The users list: newest first, by role and status.
create index users_role_status on users (role, status, created_at desc);
