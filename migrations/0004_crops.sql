-- The crop guide and farm knowledge: crops, tags, soil types, guides, seasonal tasks, wholesale markets and their
-- prices, and comments (on crops, guides and products). Valid on PostgreSQL 15 and on PGlite (PostgreSQL 18).
-- Crops, tags, soil types, tasks and prices are deleted for real (links cascade); guides keep their rows when their
-- crop goes (crop_id set null); comments are soft-deleted (deleted_at).

create table crops (
  id bigserial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  name_ar text check (char_length(name_ar) <= 200),
  crop_type text not null check (crop_type in ('vegetable', 'grain', 'fruit', 'herb')),
  growing_season_days integer check (growing_season_days between 1 and 3650),
  climate_zone text not null default 'temperate'
    check (climate_zone in ('arid', 'semi_arid', 'mediterranean', 'temperate', 'subtropical', 'tropical')),
  -- Egypt's cropping seasons the crop is grown in (empty for orchards).
  seasons text[] not null default '{}' check (seasons <@ array['winter', 'summer', 'nili']::text[]),
  description text,
  description_ar text,
  image_url text,
  -- Months (1-12) of planting per region: {"delta": [11, 12], "upper_egypt": [10], ...}.
  planting_months jsonb not null default '{}' check (jsonb_typeof(planting_months) = 'object'),
  water_needs text check (water_needs in ('low', 'medium', 'high')),
  water_needs_m3_per_feddan integer check (water_needs_m3_per_feddan >= 0),
  spacing text,
  spacing_ar text,
  plant_density_per_feddan integer check (plant_density_per_feddan >= 0),
  avg_weight_per_plant_kg numeric(10, 3) check (avg_weight_per_plant_kg >= 0),
  seed_rate_kg_per_feddan numeric(10, 2) check (seed_rate_kg_per_feddan >= 0),
  expected_yield_per_feddan numeric(12, 2) check (expected_yield_per_feddan >= 0),
  expected_yield_unit text check (expected_yield_unit in ('kg', 'ton', 'ardab')),
  is_active boolean not null default true,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- English stems of the English texts, exact ('simple') words of both languages; names weigh most.
  search_document tsvector generated always as (
       setweight(to_tsvector('english', coalesce(name, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(name_ar, '')), 'A')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
    || setweight(to_tsvector('simple', coalesce(description_ar, '')), 'C')
  ) stored
);
-- The storefront's list: active crops by name, optionally of one type.
create index crops_active_name on crops (lower(name), id) where is_active;
create index crops_type_name on crops (crop_type, lower(name), id);
create index crops_climate_zone on crops (climate_zone);
create index crops_seasons on crops using gin (seasons);
create index crops_search on crops using gin (search_document);
create index crops_name_trgm on crops using gin (name gin_trgm_ops);
create index crops_name_ar_trgm on crops using gin (name_ar gin_trgm_ops);

create table tags (
  id bigserial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 60),
  name_ar text check (char_length(name_ar) <= 60),
  description text check (char_length(description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tags_name on tags (lower(name), id);

create table crop_tags (
  crop_id bigint not null references crops (id) on delete cascade,
  tag_id bigint not null references tags (id) on delete cascade,
  primary key (crop_id, tag_id)
);
create index crop_tags_tag on crop_tags (tag_id, crop_id);

create table soil_types (
  id bigserial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  name_ar text check (char_length(name_ar) <= 200),
  description text,
  description_ar text,
  texture text,
  ph_min numeric(3, 1) check (ph_min between 0 and 14),
  ph_max numeric(3, 1) check (ph_max between 0 and 14),
  drainage text check (drainage in ('poor', 'moderate', 'good', 'excessive')),
  organic_matter text check (organic_matter in ('low', 'medium', 'high')),
  -- Egyptian regions where the soil is found (delta, middle_egypt, upper_egypt, new_lands).
  regions text[] not null default '{}' check (regions <@ array['delta', 'middle_egypt', 'upper_egypt', 'new_lands']::text[]),
  management_tips text,
  management_tips_ar text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ph_min is null or ph_max is null or ph_min <= ph_max)
);
create index soil_types_name on soil_types (lower(name), id);

create table crop_soil_types (
  crop_id bigint not null references crops (id) on delete cascade,
  soil_type_id bigint not null references soil_types (id) on delete cascade,
  primary key (crop_id, soil_type_id)
);
create index crop_soil_types_soil on crop_soil_types (soil_type_id, crop_id);

create table guides (
  id bigserial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  title_ar text check (char_length(title_ar) <= 200),
  -- Markdown.
  body text not null check (char_length(body) between 1 and 100000),
  body_ar text check (char_length(body_ar) <= 100000),
  crop_id bigint references crops (id) on delete set null,
  author_id bigint references users (id) on delete set null,
  published boolean not null default true,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_document tsvector generated always as (
       setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(title_ar, '')), 'A')
    || setweight(to_tsvector('english', body), 'C')
    || setweight(to_tsvector('simple', coalesce(body_ar, '')), 'C')
  ) stored
);
create index guides_crop on guides (crop_id, published_at desc, id desc) where published;
create index guides_author on guides (author_id, created_at desc, id desc);
create index guides_search on guides using gin (search_document);
create index guides_title_trgm on guides using gin (title gin_trgm_ops);
create index guides_title_ar_trgm on guides using gin (title_ar gin_trgm_ops);

create table guide_tags (
  guide_id bigint not null references guides (id) on delete cascade,
  tag_id bigint not null references tags (id) on delete cascade,
  primary key (guide_id, tag_id)
);
create index guide_tags_tag on guide_tags (tag_id, guide_id);

-- The farm calendar: a task falls in weeks week_start..week_end (1-4; week 4 runs to the month's end) of a month.
create table seasonal_tasks (
  id bigserial primary key,
  title text not null check (char_length(title) between 1 and 200),
  title_ar text check (char_length(title_ar) <= 200),
  description text check (char_length(description) <= 5000),
  description_ar text check (char_length(description_ar) <= 5000),
  -- Null: a task for every farm (frost, heat, khamaseen).
  crop_id bigint references crops (id) on delete cascade,
  -- Null: a task for every climate zone.
  climate_zone text check (climate_zone in ('arid', 'semi_arid', 'mediterranean', 'temperate', 'subtropical', 'tropical')),
  season text not null check (season in ('winter', 'summer', 'nili', 'spring', 'fall')),
  month smallint not null check (month between 1 and 12),
  week_start smallint not null default 1 check (week_start between 1 and 4),
  week_end smallint not null default 4 check (week_end between 1 and 4),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (week_start <= week_end)
);
create index seasonal_tasks_month on seasonal_tasks (month, week_start, id);
create index seasonal_tasks_season on seasonal_tasks (season, month, week_start);
create index seasonal_tasks_zone on seasonal_tasks (climate_zone, month);
create index seasonal_tasks_crop on seasonal_tasks (crop_id, month);
create index seasonal_tasks_priority on seasonal_tasks (priority);

create table markets (
  id bigserial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  name_ar text check (char_length(name_ar) <= 200),
  governorate text not null,
  governorate_ar text,
  created_at timestamptz not null default now()
);

-- One quote per crop, market and day, in EGP per unit.
create table market_prices (
  id bigserial primary key,
  crop_id bigint not null references crops (id) on delete cascade,
  market_id bigint not null references markets (id) on delete cascade,
  unit text not null check (unit in ('kg', 'ton', 'ardab', 'crate', 'bunch', 'piece')),
  currency text not null default 'EGP' check (currency ~ '^[A-Z]{3}$'),
  min_price numeric(12, 2) not null check (min_price >= 0),
  max_price numeric(12, 2) not null check (max_price >= 0),
  avg_price numeric(12, 2) not null check (avg_price >= 0),
  price_date date not null,
  source text check (char_length(source) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (crop_id, market_id, price_date),
  check (min_price <= avg_price and avg_price <= max_price)
);
create index market_prices_market on market_prices (market_id, price_date);
create index market_prices_date on market_prices (price_date, crop_id);

-- Comments on a crop, a guide or a product. Held as pending when moderation is on (settings key
-- moderation_enabled); only approved, undeleted comments are shown.
create table comments (
  id bigserial primary key,
  target_type text not null check (target_type in ('crop', 'guide', 'product')),
  target_id bigint not null,
  user_id bigint not null references users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000),
  status text not null default 'approved' check (status in ('approved', 'pending', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index comments_shown on comments (target_type, target_id, created_at desc, id desc)
  where status = 'approved' and deleted_at is null;
create index comments_user on comments (user_id, created_at desc);
create index comments_pending on comments (created_at) where status = 'pending' and deleted_at is null;
