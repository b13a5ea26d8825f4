-- Accounts and sessions: profile fields, sessions with rotating refresh tokens, password resets, e-mail
-- verification, the mail outbox, sign-in attempts, activity, saved addresses and the audit log.
-- Users are never deleted: a deleted account is anonymised and kept (status 'deleted'), so orders keep their owner.

alter table users
  add column phone text,
  add column address text,
  add column city text,
  add column country text not null default 'Egypt',
  add column avatar_url text,
  add column email_verified_at timestamptz,
  add column two_factor_secret text,
  add column two_factor_enabled boolean not null default false,
  -- The last TOTP time step accepted, so one code cannot be replayed (RFC 6238, section 5.2).
  add column two_factor_last_step bigint,
  add column preferences jsonb not null default '{}'::jsonb,
  add column last_login_at timestamptz,
  add column deactivated_at timestamptz,
  add column deleted_at timestamptz;

-- One row per sign-in (a device or browser). Access tokens carry its id; revoking it ends them at once.
create table sessions (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  remember_me boolean not null default false,
  ip text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_user_live on sessions (user_id) where revoked_at is null;

-- Refresh tokens are opaque; only their SHA-256 is stored. A rotated token keeps its row (rotated_at set) so
-- that presenting it again is recognised as reuse.
create table refresh_tokens (
  id bigserial primary key,
  session_id bigint not null references sessions (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz
);
create index refresh_tokens_session on refresh_tokens (session_id);

-- Single-use password reset tokens (hashed, one hour).
create table password_resets (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  ip text
);
create index password_resets_user on password_resets (user_id) where used_at is null;

-- E-mail verification tokens (hashed), each for the address it was sent to.
create table email_verifications (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  email citext not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_user on email_verifications (user_id) where used_at is null;

-- Every e-mail is written here first, in the transaction that decided to send it; a sender delivers it when
-- SMTP_URL is set, otherwise it stays here (and in the log).
create table mail_outbox (
  id bigserial primary key,
  user_id bigint references users (id) on delete set null,
  kind text not null,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  last_attempt_at timestamptz,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_unsent on mail_outbox (created_at) where status in ('pending', 'sending');

-- Every sign-in attempt: successes, failures (with the reason) and refusals while locked out.
create table login_attempts (
  id bigserial primary key,
  email citext not null,
  user_id bigint references users (id) on delete set null,
  ip text not null,
  user_agent text not null default '',
  success boolean not null,
  reason text,
  created_at timestamptz not null default now()
);
create index login_attempts_throttle on login_attempts (email, ip, created_at);
create index login_attempts_user on login_attempts (user_id, created_at);

-- What a user did with their account (shown to them as "recent activity").
create table user_activity (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  action text not null,
  details jsonb not null default '{}'::jsonb,
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
create index user_activity_user on user_activity (user_id, created_at);

-- Saved addresses; at most one default per user.
create table addresses (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  label text,
  first_name text not null,
  last_name text not null,
  phone text not null,
  address text not null,
  city text not null,
  country text not null default 'Egypt',
  postal_code text,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index addresses_user on addresses (user_id);
create unique index addresses_one_default on addresses (user_id) where is_default;

-- Security events and administrators' actions: who did what to which object, from where.
create table audit_log (
  id bigserial primary key,
  actor_id bigint references users (id) on delete set null,
  action text not null,
  target_type text,
  target_id text,
  details jsonb not null default '{}'::jsonb,
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
create index audit_log_created on audit_log (created_at);
create index audit_log_target on audit_log (target_type, target_id);
create index audit_log_actor on audit_log (actor_id, created_at);
