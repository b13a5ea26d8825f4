-- Public content changes, told to every app process (issue 21: the cacheable public reads answered from memory).
-- Each process keeps the answers of the public reads (catalogue, crops, prices, quizzes …) serialized and compressed
-- (src/server/http/answerCache.ts) and drops them all when any table those reads could show changes. The database
-- tells every process through one notification channel, sent at commit, once per transaction (PostgreSQL folds equal
-- notifications of a transaction into one), so writers in other processes (a second app process, the workers, a
-- restore, psql) are seen too.
--
-- Which tables: every table of the schema except the private ones the server names in one list
-- (PRIVATE_TABLES in src/server/publicContent.ts). The triggers are attached by `watch_public_content` below, which
-- the migration runner calls after every run, so a table a later migration adds is watched unless it is named
-- private: forgetting a table can only make the cache drop answers too often, never keep a stale one.

create function notify_public_content() returns trigger language plpgsql as $$
begin
  perform pg_notify('fellah_public_content', '');
  return null;
end
$$;

-- Attach the statement trigger to every ordinary table of the current schema that is not named in `private_tables`
-- and has no such trigger yet; drop it from a table named private. Returns the number of tables changed.
create function watch_public_content(private_tables text[]) returns integer language plpgsql as $$
declare
  t record;
  changed integer := 0;
begin
  for t in
    select c.relname as name,
           exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'public_content_changed') as watched
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'
  loop
    if t.name = any(private_tables) then
      if t.watched then
        execute format('drop trigger public_content_changed on %I', t.name);
        changed := changed + 1;
      end if;
    elsif not t.watched then
      execute format(
        'create trigger public_content_changed after insert or update or delete or truncate on %I '
        'for each statement execute function notify_public_content()', t.name);
      changed := changed + 1;
    end if;
  end loop;
  return changed;
end
$$;
