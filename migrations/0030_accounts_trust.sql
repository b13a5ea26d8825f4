-- Accounts a grower can trust (issue 38, points 1 and 3).

-- The devices an account was signed in from (browser family, system and network: src/server/accounts/devices.ts): a
-- sign-in from one it does not know is told to the owner by e-mail.
create table known_devices (
  user_id bigint not null references users (id) on delete cascade,
  device_key text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (user_id, device_key)
);

-- A step-up: when the session last proved its password again. Turning two-factor sign-in on or off, and making new
-- recovery codes, need one within the last few minutes (STEP_UP_MINUTES in src/server/accounts/twoFactor.ts).
alter table sessions add column stepped_up_at timestamptz;

-- Ten one-time recovery codes per account with two-factor sign-in, stored hashed; each works once instead of a code.
create table two_factor_recovery_codes (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index two_factor_recovery_codes_user on two_factor_recovery_codes (user_id) where used_at is null;
