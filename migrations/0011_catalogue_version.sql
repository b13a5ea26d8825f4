-- The catalogue's version: a token that changes in the same transaction as any product change a search result
-- depends on (what matches, what is visible, the filters and sort keys of the shop list). The product search cache
-- (src/server/catalogue/searchCache.ts) keeps ranked candidates under the token it read them with, and reads the
-- token again in the statement that fetches a page's rows: equal tokens mean the candidates are still right.
-- A random token, not a counter: a restored backup brings back the token of the catalogue it holds, never a number
-- that a different catalogue state also had. Stock, order counts and timestamps do not change it (checkouts and
-- the sales projection write those all the time; the cache never serves them: rows are read fresh by id).

create table catalogue_version (
  id boolean primary key default true check (id),
  token text not null default gen_random_uuid()::text
);
insert into catalogue_version default values;

-- The token changes at commit (deferred constraint triggers), once per transaction: the version row is the last lock a
-- writer takes, so two writers of several products cannot deadlock on it, and it is held only while committing.
create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  if current_setting('fellah.catalogue_bumped', true) is distinct from 'yes' then
    perform set_config('fellah.catalogue_bumped', 'yes', true);
    update catalogue_version set token = gen_random_uuid()::text;
  end if;
  return null;
end
$$;

create constraint trigger products_catalogue_version_insert_delete
  after insert or delete on products deferrable initially deferred
  for each row execute function bump_catalogue_version();

create constraint trigger products_catalogue_version_update
  after update on products deferrable initially deferred for each row
  when (old.search_document is distinct from new.search_document
     or old.name is distinct from new.name or old.name_ar is distinct from new.name_ar or old.brand is distinct from new.brand
     or old.category is distinct from new.category or old.price is distinct from new.price or old.rating is distinct from new.rating
     or old.is_active is distinct from new.is_active or old.is_available is distinct from new.is_available
     or old.approval_status is distinct from new.approval_status or old.deleted_at is distinct from new.deleted_at
     or old.created_at is distinct from new.created_at)
  execute function bump_catalogue_version();

create trigger products_catalogue_version_truncate
  after truncate on products for each statement execute function bump_catalogue_version();
