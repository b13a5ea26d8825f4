-- Issue 37, item 4: the e-mails a projection queues are keyed by the event they come from (`order_status:<position>`,
-- `price_alert:<alert>:<position>`), so even a projection applied twice cannot queue one twice: the outbox insert does
-- nothing on a key it holds. Mail written by the server's own calls (accounts, reminders) has no key.
alter table mail_outbox add column source_key text;
create unique index mail_outbox_source_key on mail_outbox (source_key);
