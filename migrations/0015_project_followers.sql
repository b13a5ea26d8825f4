-- "E-mail me when it starts" on the Projects page (issue 26): who asked to hear when an upcoming project
-- (src/shared/projects.ts) starts. One row per project and address, confirmed like the newsletter: a pending row and a
-- hashed single-use link valid 7 days, e-mailed through the outbox in the same transaction (double opt-in).
create table project_followers (
  id bigserial primary key,
  project_id text not null check (project_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  email citext not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unfollowed')),
  -- The language of the e-mails (the page's when the visitor asked).
  language text not null default 'en' check (language in ('en', 'ar')),
  confirm_token_hash text unique,
  confirm_sent_at timestamptz,
  user_id bigint references users (id) on delete set null,
  confirmed_at timestamptz,
  unfollowed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (project_id, email)
);
create index project_followers_user on project_followers (user_id) where user_id is not null;

-- A deleted account (anonymised: src/server/accounts/users.ts) leaves no address behind here either.
create function forget_deleted_user_project_follows() returns trigger language plpgsql as $$
begin
  delete from project_followers where user_id = old.id or email = old.email;
  return new;
end
$$;
create trigger users_deleted_forget_project_follows
  after update of status on users
  for each row when (new.status = 'deleted' and old.status is distinct from 'deleted')
  execute function forget_deleted_user_project_follows();
