-- The shop catalogue: products (with a full-text search document and trigram indexes) and product reviews.
-- Products are soft-deleted (deleted_at); the storefront sees only live, active, approved ones ("visible" below).

create table products (
  id bigserial primary key,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  name_ar text,
  brand text,
  category text not null check (category in ('pots_planters', 'garden_supplies', 'agriculture_machines', 'irrigation',
                                             'tools', 'fertilizers', 'seeds', 'plants', 'chemicals')),
  subcategory text,
  tags text[] not null default '{}',
  short_description text,
  short_description_ar text,
  description text,
  description_ar text,
  usage_instructions text,
  maintenance_tips text,
  features jsonb not null default '[]' check (jsonb_typeof(features) = 'array'),
  specifications jsonb not null default '{}' check (jsonb_typeof(specifications) = 'object'),
  manufacturer text,
  model_number text,
  shipping_info text,
  warranty_info text,
  price numeric(12, 2) not null check (price >= 0),
  original_price numeric(12, 2) check (original_price >= 0),
  currency text not null default 'EGP' check (currency ~ '^[A-Z]{3}$'),
  -- rating and review_count combine the approved rows of product_reviews with the prior_* figures: ratings
  -- gathered before reviews were kept here (the demo catalogue's, or an import from another shop).
  rating numeric(2, 1) not null default 0 check (rating between 0 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  prior_rating numeric(2, 1) not null default 0 check (prior_rating between 0 and 5),
  prior_review_count integer not null default 0 check (prior_review_count >= 0),
  main_image text,
  images jsonb not null default '[]' check (jsonb_typeof(images) = 'array'),
  is_featured boolean not null default false,
  is_available boolean not null default true,
  is_active boolean not null default true,
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  order_count integer not null default 0 check (order_count >= 0),
  approval_status text not null default 'approved' check (approval_status in ('pending', 'approved', 'rejected')),
  rejection_reason text,
  created_by bigint references users (id) on delete set null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Kept by the trigger below: English stems (name, brand, tags, descriptions), 'simple' lexemes (exact words,
  -- and the Arabic texts folded as arabic_fold does), weighted A (name, brand) to D (long descriptions), plus one
  -- lexeme 'category=<category>' so that a search within a category is a single GIN index scan.
  search_document tsvector not null default ''::tsvector
);

-- A slug names one live product; a deleted product frees its slug.
create unique index products_slug on products (slug) where deleted_at is null;

-- Arabic text folded for search: a leading definite article (ال) dropped from each word, the alef forms, taa
-- marbuta and alef maqsura unified ("الطماطم" and "طماطم" match). Applied to the document and to the searched words.
create function arabic_fold(t text) returns text language sql immutable parallel safe as $$
  select translate(regexp_replace(coalesce(t, ''), '(^|\s)ال(\S\S)', '\1\2', 'g'), 'أإآٱةى', 'ااااهي')
$$;

create function products_search_document() returns trigger language plpgsql as $$
begin
  new.search_document :=
       setweight(to_tsvector('english', coalesce(new.name, '') || ' ' || coalesce(new.brand, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(new.name, '') || ' ' || coalesce(new.brand, '') || ' ' || arabic_fold(new.name_ar)), 'A')
    || setweight(to_tsvector('english', array_to_string(new.tags, ' ') || ' ' || replace(coalesce(new.subcategory, ''), '_', ' ')), 'B')
    || setweight(to_tsvector('english', coalesce(new.short_description, '')), 'C')
    || setweight(to_tsvector('simple', arabic_fold(new.short_description_ar)), 'C')
    || setweight(to_tsvector('english', coalesce(new.description, '')), 'D')
    || setweight(to_tsvector('simple', arabic_fold(new.description_ar)), 'D')
    || array_to_tsvector(array['category=' || new.category]);
  return new;
end
$$;

create trigger products_search_document
  before insert or update of name, name_ar, brand, category, tags, subcategory, short_description, short_description_ar, description, description_ar
  on products for each row execute function products_search_document();

-- Search: full text on the document; trigram (word) similarity on name, brand and the Arabic name for words that
-- the full text does not find (typos).
create index products_search on products using gin (search_document);
create index products_name_trgm on products using gin (name gin_trgm_ops);
create index products_brand_trgm on products using gin (brand gin_trgm_ops);
create index products_name_ar_trgm on products using gin (name_ar gin_trgm_ops);

-- Filters and sorts of the shop list, on visible products only (the predicate the storefront's queries carry).
create index products_visible_newest on products (created_at desc, id desc)
  where deleted_at is null and is_active and approval_status = 'approved';
create index products_visible_category on products (category, created_at desc, id desc)
  where deleted_at is null and is_active and approval_status = 'approved';
create index products_visible_price on products (price, id)
  where deleted_at is null and is_active and approval_status = 'approved';
create index products_visible_rating on products (rating desc, id desc)
  where deleted_at is null and is_active and approval_status = 'approved';
create index products_visible_popular on products (order_count desc, id desc)
  where deleted_at is null and is_active and approval_status = 'approved';
create index products_visible_name on products (lower(name), id)
  where deleted_at is null and is_active and approval_status = 'approved';
create index products_visible_featured on products (created_at desc, id desc)
  where is_featured and deleted_at is null and is_active and approval_status = 'approved';
-- Counting a filtered list from the index alone (index-only scan): the columns the shop's filters read.
create index products_visible_facets on products (category, is_available, price, rating) include (brand)
  where deleted_at is null and is_active and approval_status = 'approved';
create index products_brand on products (brand) where deleted_at is null;

-- One review per user and product. Only approved reviews count towards the product's rating (moderation, which
-- may set pending or rejected, comes with the admin issue).
create table product_reviews (
  id bigserial primary key,
  product_id bigint not null references products (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  body text check (char_length(body) <= 2000),
  verified_purchase boolean not null default false,
  status text not null default 'approved' check (status in ('approved', 'pending', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (product_id, user_id)
);
create index product_reviews_newest on product_reviews (product_id, created_at desc, id desc) where status = 'approved';
create index product_reviews_user on product_reviews (user_id);
