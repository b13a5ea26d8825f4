-- Which channels carry each kind of message to a grower. The defaults (one row per kind and channel) apply to every
-- account that has not chosen; a grower's own choice is a row of message_channel_choices. In-app and e-mail are on for
-- every kind; a phone channel each: WhatsApp for order news and price alerts (richer, cheaper), SMS for the
-- pay-at-harvest reminders (a bill must reach any phone). A reply STOP turns the channel off for every kind.
create table message_channel_defaults (
  kind text not null check (kind in ('order_status', 'payment_reminder', 'price_alert')),
  channel text not null check (channel in ('in_app', 'email', 'sms', 'whatsapp')),
  enabled boolean not null,
  primary key (kind, channel)
);
insert into message_channel_defaults (kind, channel, enabled) values
  ('order_status', 'in_app', true), ('order_status', 'email', true), ('order_status', 'sms', false), ('order_status', 'whatsapp', true),
  ('payment_reminder', 'in_app', true), ('payment_reminder', 'email', true), ('payment_reminder', 'sms', true), ('payment_reminder', 'whatsapp', false),
  ('price_alert', 'in_app', true), ('price_alert', 'email', true), ('price_alert', 'sms', false), ('price_alert', 'whatsapp', true);

create table message_channel_choices (
  user_id bigint not null references users (id) on delete cascade,
  kind text not null,
  channel text not null,
  enabled boolean not null,
  -- 'profile' (the grower chose) or 'stop' (a STOP reply or the WhatsApp button turned it off).
  source text not null default 'profile' check (source in ('profile', 'stop')),
  updated_at timestamptz not null default now(),
  primary key (user_id, kind, channel),
  foreign key (kind, channel) references message_channel_defaults (kind, channel)
);
