-- Accounts hardened for the open internet (issue 20): guessing throttles per account and per address, refresh
-- rotation without forks, e-mail changes proved by a link to the new address, and who deactivated an account.

-- Every guess of a secret is recorded before the secret is checked ('pending', counted), then settled. `action`
-- tells the throttles apart; `client_key` is the address as the limits group it (an IPv6 /64 is one client);
-- `counted` is whether the row counts against the limits (wrong guesses and pending ones do; a right password that
-- meets the second step, or a refusal while locked, does not).
alter table login_attempts
  add column action text not null default 'login'
    check (action in ('login', 'two_factor', 'password_confirm', 'verification_mail')),
  add column client_key text not null default '',
  add column counted boolean not null default false;
update login_attempts set client_key = ip, counted = (not success and coalesce(reason, '') <> 'locked');
create index login_attempts_account on login_attempts (user_id, action, created_at) where user_id is not null;
create index login_attempts_unknown_email on login_attempts (email, action, created_at) where user_id is null;

-- Who deactivated an account: the user themself (signing in again reactivates it) or an administrator (only an
-- administrator reactivates it). Accounts deactivated before this migration take the actor from the audit log.
alter table users
  add column deactivated_by bigint references users (id) on delete set null,
  -- When the password last changed: wrong guesses of an older password no longer count against the account.
  add column password_changed_at timestamptz;
update users u set deactivated_by = last.actor_id
from (
  select distinct on (target_id) target_id, actor_id
  from audit_log
  where target_type = 'user'
    and (action = 'account.deactivated' or (action = 'admin.user.status_changed' and details ->> 'to' = 'deactivated'))
  order by target_id, id desc
) last
where u.status = 'deactivated' and last.target_id = u.id::text;

-- A rotated refresh token keeps its successor, sealed with a key derived from the rotated token (only its bearer can
-- open it): presented again within the grace it answers that same successor, so two tabs never fork the session.
alter table refresh_tokens
  add column successor_id bigint references refresh_tokens (id) on delete set null,
  add column successor_sealed text;

-- A requested e-mail change: it takes effect when the link mailed to the new address is opened (token hashed,
-- expiring, single use). A newer request, a password change or reset spends the pending ones.
create table email_changes (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  old_email citext not null,
  new_email citext not null,
  token_hash text not null unique,
  -- Who asked: the user (with their password) or an administrator.
  requested_by bigint references users (id) on delete set null,
  -- The session that asked: it stays open when the change ends the user's other sessions.
  session_id bigint references sessions (id) on delete set null,
  ip text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_changes_user on email_changes (user_id) where used_at is null;
