-- An uploaded product or crop picture is kept as variants (WebP and AVIF in several widths, src/server/images) under
-- its public url, and its original under a private address only administrators are served (uploads/originals/).
-- The orphan sweep removes all of them.
alter table uploads add column original_url text;
alter table uploads add column variant_urls text[] not null default '{}';
create index uploads_original_url on uploads (original_url) where original_url is not null;
