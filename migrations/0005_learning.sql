-- Learning and engagement: quizzes (questions, answers, attempts), the newsletter with double opt-in, contact
-- messages, support tickets with their messages, and the record of uploaded files.
-- The vocabularies below are also in src/shared/quiz.ts and src/shared/schemas/{newsletter,support}.ts.

-- ─── Quizzes ────────────────────────────────────────────────────────────────────────────────────────

create table quizzes (
  id bigserial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  title_ar text,
  description text not null default '',
  description_ar text,
  category text not null check (category in ('hydroponics', 'crops', 'other')),
  -- A finer subject than the category ('Soil and fertility'); the storefront's "8 categories" are topics.
  topic text,
  topic_ar text,
  difficulty text not null check (difficulty in ('beginner', 'intermediate', 'advanced')),
  is_active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quizzes_active on quizzes (position, id) where is_active;

create table quiz_questions (
  id bigserial primary key,
  quiz_id bigint not null references quizzes (id) on delete cascade,
  position integer not null check (position > 0),
  text text not null check (char_length(text) between 1 and 1000),
  text_ar text,
  image_url text,
  explanation text,
  explanation_ar text,
  unique (quiz_id, position)
);

create table quiz_answers (
  id bigserial primary key,
  question_id bigint not null references quiz_questions (id) on delete cascade,
  position integer not null check (position > 0),
  text text not null check (char_length(text) between 1 and 500),
  text_ar text,
  is_correct boolean not null default false,
  unique (question_id, position)
);
-- At most one right answer per question (the demo loader also checks there is one).
create unique index quiz_answers_one_correct on quiz_answers (question_id) where is_correct;

-- Every scored submission. user_id is null for a visitor who is not signed in; answers holds what was chosen
-- ({question id: answer id}) as submitted, after validation.
create table quiz_attempts (
  id bigserial primary key,
  quiz_id bigint not null references quizzes (id) on delete cascade,
  user_id bigint references users (id) on delete set null,
  score integer not null check (score between 0 and 100),
  correct_answers integer not null check (correct_answers >= 0),
  total_questions integer not null check (total_questions >= correct_answers),
  level text not null,
  time_taken integer not null default 0 check (time_taken >= 0),
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  created_at timestamptz not null default now()
);
create index quiz_attempts_quiz on quiz_attempts (quiz_id);
create index quiz_attempts_user on quiz_attempts (user_id, created_at) where user_id is not null;

-- ─── Newsletter ─────────────────────────────────────────────────────────────────────────────────────

-- One row per address. A subscription starts 'pending' and becomes 'confirmed' through the e-mailed link (only the
-- SHA-256 of its token is kept); 'unsubscribed' rows stay so that a later subscription starts over cleanly.
create table newsletter_subscribers (
  id bigserial primary key,
  email citext not null unique,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text unique,
  confirm_sent_at timestamptz,
  preferences jsonb not null default '{}'::jsonb check (jsonb_typeof(preferences) = 'object'),
  user_id bigint references users (id) on delete set null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index newsletter_subscribers_user on newsletter_subscribers (user_id) where user_id is not null;

-- ─── Contact and support ────────────────────────────────────────────────────────────────────────────

create table contact_messages (
  id bigserial primary key,
  name text not null,
  email citext not null,
  subject text not null,
  message text not null,
  user_id bigint references users (id) on delete set null,
  ip text not null,
  user_agent text not null default '',
  created_at timestamptz not null default now()
);
-- The hourly limit counts by address and by e-mail.
create index contact_messages_ip on contact_messages (ip, created_at);
create index contact_messages_email on contact_messages (email, created_at);

create table support_tickets (
  id bigserial primary key,
  user_id bigint not null references users (id),
  subject text not null check (char_length(subject) between 1 and 200),
  category text not null check (category in ('order', 'delivery', 'product', 'payment', 'account', 'crop_advice', 'technical', 'other')),
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz
);
create index support_tickets_user on support_tickets (user_id, updated_at);
create index support_tickets_status on support_tickets (status, updated_at);

create table support_messages (
  id bigserial primary key,
  ticket_id bigint not null references support_tickets (id) on delete cascade,
  author_id bigint references users (id) on delete set null,
  -- Written by an administrator answering (kept as written, even if that person's role changes later).
  is_staff boolean not null default false,
  body text not null check (char_length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index support_messages_ticket on support_messages (ticket_id, created_at, id);

-- ─── Uploads ────────────────────────────────────────────────────────────────────────────────────────

-- Files stored under DATA_DIR/uploads by the upload calls (kind = which call; content_type = what the bytes are).
create table uploads (
  id bigserial primary key,
  user_id bigint references users (id) on delete set null,
  kind text not null check (kind in ('image', 'document')),
  type text not null default 'general' check (type in ('general', 'product', 'crop', 'avatar', 'document', 'support')),
  url text not null unique,
  content_type text not null,
  size integer not null check (size > 0),
  original_name text not null default '',
  created_at timestamptz not null default now()
);
create index uploads_user on uploads (user_id, created_at);
