-- The phone as an identity: a grower signs up and signs in with a mobile number (E.164) and a password; an account
-- needs a verified phone or a verified e-mail address, so the e-mail address becomes optional.
alter table users alter column email drop not null;
alter table users add column phone_verified_at timestamptz;
alter table users add constraint users_email_or_phone check (email is not null or phone is not null or status = 'deleted');
-- A number is a sign-in name once it is verified, or when it is the account's only name (a phone-only account):
-- such numbers are unique. A number written only as a contact phone (beside an e-mail address) is not.
create unique index users_sign_in_phone on users (phone) where phone_verified_at is not null or email is null;

-- One row per code asked for: what the limits count (per number, per address, per day) and what the admins' daily
-- figures read. The code itself is kept only as an HMAC; `sent` is false when nothing was sent (a reset asked for a
-- number with no account: answered the same, counted the same, costs nothing).
create table phone_codes (
  id bigserial primary key,
  phone text not null,
  purpose text not null check (purpose in ('verify', 'reset', 'change')),
  user_id bigint references users (id) on delete cascade,
  code_hash text,
  channel text not null check (channel in ('sms', 'whatsapp')),
  sent boolean not null,
  client_key text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index phone_codes_phone on phone_codes (phone, created_at);
create index phone_codes_client on phone_codes (client_key, created_at);
create index phone_codes_day on phone_codes (created_at);
create index phone_codes_user on phone_codes (user_id) where used_at is null;
