-- Issue 45, items 4 and 7: the crops a product serves, a search that reads growers' words, and brands in Arabic.
--
-- products.crops: the slugs of the crop guide's crops the product is for (tomato, sweet-pepper, orange, …); empty for a
-- product of every crop (a hose, a shovel). products.brand_ar: the brand as Arabic readers know it (أبو قير للأسمدة),
-- null for an international brand that keeps its Latin name.
alter table products
  add column crops text[] not null default '{}',
  add column brand_ar text;

-- "Products for this crop" (the crop page, the seed calculator, GET /products?crop=): visible products only.
create index products_crops on products using gin (crops) where deleted_at is null and is_active and approval_status = 'approved';

-- Arabic words as a search finds them: each word that carries attached prefixes (و، ف، ب، ك، ل, so also لل، وال، بال)
-- is kept and followed by its bare forms ("للطماطم" adds "لطماطم" and "طماطم"), harakat and tatweel are dropped, then
-- arabic_fold unifies the letters and drops a leading ال. src/shared/searchWords.ts folds the searched words alike.
create function arabic_search_words(t text) returns text language sql immutable parallel safe as $$
  select arabic_fold(
    regexp_replace(
      regexp_replace(regexp_replace(coalesce(t, ''), '[\u064B-\u0652\u0640\u0670]', '', 'g'), '(^|\s)([وفبكل])(\S{3,})', '\1\2\3 \3', 'g'),
      '(^|\s)([وفبكل])(\S{3,})', '\1\2\3 \3', 'g'))
$$;

-- The words a category answers to, in both languages (a search for "سماد" finds the fertilisers whose own texts name
-- only "يوريا").
create function category_search_words(category text) returns text language sql immutable parallel safe as $$
  select case category
    when 'fertilizers' then 'fertilizer fertiliser سماد اسمده'
    when 'seeds' then 'seed seeds بذور بذره تقاوي'
    when 'chemicals' then 'pesticide pesticides chemical مبيد مبيدات'
    when 'irrigation' then 'irrigation ري'
    when 'tools' then 'tool tools اداه ادوات'
    when 'plants' then 'plant plants seedling شتلات شتله نباتات'
    when 'pots_planters' then 'pot pots planter اصص اصيص'
    when 'garden_supplies' then 'garden supplies مستلزمات'
    when 'agriculture_machines' then 'machine machines الات ماكينه'
    else '' end
$$;

-- The document: as in 0003, with the Arabic through arabic_search_words, the Arabic brand beside the brand (A), and the
-- names of the product's crops in both languages with the category's words (B), so "fertiliser for tomatoes" finds a
-- fertiliser tagged tomato whose texts never say so. A crop renamed later is read at the product's next write.
create or replace function products_search_document() returns trigger language plpgsql as $$
declare
  crop_words text;
begin
  select coalesce(string_agg(c.name || ' ' || coalesce(c.name_ar, ''), ' '), '') into crop_words from crops c where c.slug = any(new.crops);
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

drop trigger products_search_document on products;
create trigger products_search_document
  before insert or update of name, name_ar, brand, brand_ar, crops, category, tags, subcategory, short_description, short_description_ar, description, description_ar
  on products for each row execute function products_search_document();

-- Every product's document again, with the new folding.
update products set crops = crops;
