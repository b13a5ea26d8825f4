-- One outbox for every channel. The mail outbox (mail_outbox, its name kept: backups leave its rows out, the
-- projections' replay shadows it, metrics and retention read it) also carries SMS and WhatsApp messages: a channel,
-- the language, a WhatsApp template with its parameters, whether the body is sensitive (a code: never logged), a
-- retry time (backoff), and what the provider said (its message id, the delivery status, the price it reported).
alter table mail_outbox add column channel text not null default 'email' check (channel in ('email', 'sms', 'whatsapp'));
alter table mail_outbox add column language text check (language in ('en', 'ar'));
alter table mail_outbox add column template jsonb;
alter table mail_outbox add column sensitive boolean not null default false;
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
alter table mail_outbox add column provider text;
alter table mail_outbox add column provider_message_id text;
-- queued | sent | delivered | read | undelivered | failed, as the provider's callbacks report it.
alter table mail_outbox add column delivery_status text;
alter table mail_outbox add column delivered_at timestamptz;
alter table mail_outbox add column price numeric(12, 5);
alter table mail_outbox add column price_unit text;
create unique index mail_outbox_provider_message on mail_outbox (provider, provider_message_id);
create index mail_outbox_channel_day on mail_outbox (channel, created_at);
create index mail_outbox_due on mail_outbox (channel, next_attempt_at) where status in ('pending', 'sending');

-- Each provider callback once: a repeated callback (the providers retry) changes nothing twice.
create table message_callbacks (
  provider text not null,
  callback_key text not null,
  received_at timestamptz not null default now(),
  primary key (provider, callback_key)
);

-- An address that asked for no more messages on a channel (an SMS "STOP", the WhatsApp template's button). The
-- deliverer sends it nothing but codes the owner asked for; its owner's preferences turn that channel off as well.
create table message_opt_outs (
  channel text not null check (channel in ('sms', 'whatsapp')),
  address text not null,
  source text not null,
  created_at timestamptz not null default now(),
  primary key (channel, address)
);
