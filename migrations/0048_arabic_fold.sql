-- One Arabic fold for every search, name look-up and city check (src/shared/arabicFold.ts does the same steps in the
-- same order; tests/integration/arabicFold.int.test.ts keeps the two equal): marks and tatweel dropped; alef forms,
-- hamza on waw and yaa, taa marbuta and alef maqsura unified; Arabic-Indic and Persian digits as Western ones; the
-- article ال dropped from the start of each word that keeps two Arabic letters after it. Latin text is left as it is.
create or replace function arabic_fold(t text) returns text language sql immutable parallel safe as $$
  select regexp_replace(
    translate(
      regexp_replace(coalesce(t, ''), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]', '', 'g'),
      'أإآٱؤئةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٫',
      'ااااويهي01234567890123456789.'),
    '(^|[^\u0621-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FFA-Za-z0-9])ال([\u0621-\u064A]{2})', '\1\2', 'g')
$$;

-- A document's Arabic words (as in 0031): each word's bare forms beside it, with the marks of the fold dropped first.
create or replace function arabic_search_words(t text) returns text language sql immutable parallel safe as $$
  select arabic_fold(
    regexp_replace(
      regexp_replace(regexp_replace(coalesce(t, ''), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]', '', 'g'), '(^|\s)([وفبكل])(\S{3,})', '\1\2\3 \3', 'g'),
      '(^|\s)([وفبكل])(\S{3,})', '\1\2\3 \3', 'g'))
$$;

-- The words of a list of names, for documents. array_to_string is only stable (it may call a type's output function);
-- for text[] nothing is called, so this is immutable and a generated column may use it.
create function name_list_words(names text[]) returns text language sql immutable parallel safe as $$
  select coalesce(array_to_string(names, ' '), '')
$$;

-- The other names a crop is known by, in either language: Egyptian names beside the crop guide's ("قوطة" beside
-- "الطماطم", "بتنجان" beside "الباذنجان"), other English names ("zucchini", "aubergine"). Searches find the crop, its
-- guides' crop and the products for it by these names too.
alter table crops add column other_names text[] not null default '{}';

-- The crops' and guides' documents with the Arabic read as the products' is (folded, each word's bare forms beside it; a crop's other names, weighted under its name).
alter table crops drop column search_document;
alter table crops add column search_document tsvector generated always as (
     setweight(to_tsvector('english', coalesce(name, '')), 'A')
  || setweight(to_tsvector('simple', coalesce(name, '') || ' ' || arabic_search_words(name_ar)), 'A')
  || setweight(to_tsvector('english', name_list_words(other_names)), 'B')
  || setweight(to_tsvector('simple', arabic_search_words(name_list_words(other_names))), 'B')
  || setweight(to_tsvector('english', coalesce(description, '')), 'C')
  || setweight(to_tsvector('simple', arabic_search_words(description_ar)), 'C')
) stored;
create index crops_search on crops using gin (search_document);

alter table guides drop column search_document;
alter table guides add column search_document tsvector generated always as (
     setweight(to_tsvector('english', coalesce(title, '')), 'A')
  || setweight(to_tsvector('simple', coalesce(title, '') || ' ' || arabic_search_words(title_ar)), 'A')
  || setweight(to_tsvector('english', body), 'C')
  || setweight(to_tsvector('simple', arabic_search_words(body_ar)), 'C')
) stored;
create index guides_search on guides using gin (search_document);

-- Typo-forgiving look-ups compare folded Arabic names: trigram indexes on the folded names.
drop index if exists products_name_ar_trgm;
create index products_name_ar_fold_trgm on products using gin (arabic_fold(name_ar) gin_trgm_ops);
drop index if exists crops_name_ar_trgm;
create index crops_name_ar_fold_trgm on crops using gin (arabic_fold(name_ar) gin_trgm_ops);

-- The product document (as in 0031) with its crops' other names among the crop words.
create or replace function products_search_document() returns trigger language plpgsql as $$
declare
  crop_words text;
begin
  select coalesce(string_agg(c.name || ' ' || coalesce(c.name_ar, '') || ' ' || name_list_words(c.other_names), ' '), '')
    into crop_words from crops c where c.slug = any(new.crops);
  new.search_document :=
       setweight(to_tsvector('english', coalesce(new.name, '') || ' ' || coalesce(new.brand, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(new.name, '') || ' ' || coalesce(new.brand, '') || ' ' || arabic_search_words(new.name_ar) || ' ' || arabic_search_words(new.brand_ar)), 'A')
    || setweight(to_tsvector('english', array_to_string(new.tags, ' ') || ' ' || replace(coalesce(new.subcategory, ''), '_', ' ')), 'B')
    || setweight(to_tsvector('english', crop_words || ' ' || category_search_words(new.category)), 'B')
    || setweight(to_tsvector('simple', arabic_search_words(crop_words) || ' ' || category_search_words(new.category)), 'B')
    || setweight(to_tsvector('english', coalesce(new.short_description, '')), 'C')
    || setweight(to_tsvector('simple', arabic_search_words(new.short_description_ar)), 'C')
    || setweight(to_tsvector('english', coalesce(new.description, '')), 'D')
    || setweight(to_tsvector('simple', arabic_search_words(new.description_ar)), 'D')
    || array_to_tsvector(array['category=' || new.category]);
  return new;
end
$$;

-- The reference crops' other names (content/reference/crops.json carries the same for a new database).
update crops set other_names = v.names from (values
  ('tomato', array['قوطة', 'بندورة', 'tomatoes']),
  ('squash', array['كوسا', 'zucchini', 'courgette', 'marrow']),
  ('eggplant', array['بتنجان', 'aubergine', 'brinjal']),
  ('sweet-pepper', array['فلفل حلو', 'capsicum', 'bell pepper']),
  ('maize', array['ذرة صفراء', 'ذرة بيضاء', 'corn']),
  ('faba-bean', array['فول', 'fava bean', 'broad bean']),
  ('peas', array['بازلاء', 'بازيلا']),
  ('molokhia', array['ملوخيا', 'jute']),
  ('cantaloupe', array['شمام', 'melon', 'muskmelon']),
  ('okra', array['باميا', 'ladies fingers']),
  ('garlic', array['توم']),
  ('cabbage', array['ملفوف']),
  ('coriander', array['cilantro']),
  ('lime', array['لمون', 'lemon']),
  ('peppermint', array['نعناع', 'mint']),
  ('date-palm', array['بلح', 'تمر', 'نخل', 'dates']),
  ('mango', array['مانجا', 'منجا']),
  ('sweet-potato', array['بطاطا حلوة']),
  ('hibiscus', array['roselle', 'karkade']),
  ('chamomile', array['بابونج']),
  ('sorghum', array['milo']),
  ('rice', array['رز']),
  ('potato', array['potatoes'])
) as v(slug, names) where crops.slug = v.slug and crops.other_names = '{}';

-- Every product's document again, with the new fold and its crops' other names.
update products set crops = crops;
