-- The language of a newsletter address's e-mails (issue 22, "the server speaks Arabic"): the confirmation mail was
-- English to every reader. Set when the address subscribes, from the caller's language (Accept-Language, else the
-- signed-in reader's saved one), and changed when it subscribes again in the other language
-- (src/server/learning/newsletter.ts).
alter table newsletter_subscribers add column language text not null default 'en' check (language in ('en', 'ar'));

-- An address subscribed from an account speaks its owner's saved language until it subscribes again.
update newsletter_subscribers n set language = 'ar'
from users u
where u.id = n.user_id and u.preferences ->> 'language' = 'ar';
