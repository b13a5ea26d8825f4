-- A product's long texts in Arabic (issue 22, item 6): the product page showed Arabic readers the English usage
-- instructions, care tips, features, specifications, shipping and warranty texts. Each Arabic column sits beside its
-- English one with the same rules; null (or an empty list or object) where a product has no Arabic yet, and the page
-- then shows the English, marked as English. The demo catalogue fills them from content/demo/products.json.
alter table products
  add column usage_instructions_ar text,
  add column maintenance_tips_ar text,
  add column shipping_info_ar text,
  add column warranty_info_ar text,
  add column features_ar jsonb not null default '[]' check (jsonb_typeof(features_ar) = 'array'),
  add column specifications_ar jsonb not null default '{}' check (jsonb_typeof(specifications_ar) = 'object');
