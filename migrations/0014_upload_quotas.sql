-- Per-user upload quotas (issue 20, point 6c): what each user has uploaded on each day (Cairo's calendar day), counted
-- when an upload call reserves its files, before anything is written (src/server/uploads/quota.ts). In the database so
-- that every app process counts against the same numbers; one row per user and day, grown by a single conditional
-- upsert, so two calls at once cannot both pass the last free place.
create table upload_quota_usage (
  user_id bigint not null references users (id) on delete cascade,
  day date not null,
  files integer not null default 0 check (files >= 0),
  bytes bigint not null default 0 check (bytes >= 0),
  primary key (user_id, day)
);

-- Mail bodies are cleared once sent (issue 20, point 6e): who, what kind, the subject and when stay; the text with its
-- links (reset, verification) goes. Mail already sent before this migration is cleared now.
alter table mail_outbox alter column body_text drop not null;
update mail_outbox set body_text = null, body_html = null where status = 'sent';
