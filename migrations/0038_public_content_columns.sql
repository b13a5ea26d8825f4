-- The public-answer cache is dropped by changes a public answer could show (0018), and no longer by an update that
-- sets only columns no public read reads: a sign-in writes users.last_login_at (and a second factor's last step), and
-- every sign-in emptied the cache of every app process. The server names such columns (PRIVATE_COLUMNS in
-- src/server/publicContent.ts, as 'table.column'); a table with some gets two statement triggers instead of one:
-- public_content_changed for insert, delete and truncate, and public_content_updated for an update OF its other
-- columns (PostgreSQL fires it when the statement sets any of them). Recomputed on every migration run, so a column a
-- later migration adds is watched unless it is named private.

drop function watch_public_content(text[]);

create function watch_public_content(private_tables text[], private_columns text[]) returns integer
language plpgsql as $$
declare
  t record;
  changed integer := 0;
  public_columns text[];
  watched_columns text[];
  full_trigger boolean;
begin
  for t in
    select c.oid, c.relname as name
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'
  loop
    -- The trigger on every change (null: none), and the columns of the update trigger (null: none).
    select (g.tgtype & 16) <> 0 into full_trigger
    from pg_trigger g where g.tgrelid = t.oid and g.tgname = 'public_content_changed';
    select array(select a.attname::text from pg_attribute a where a.attrelid = t.oid and a.attnum = any(g.tgattr) order by a.attname)
      into watched_columns
    from pg_trigger g where g.tgrelid = t.oid and g.tgname = 'public_content_updated';

    if t.name = any(private_tables) then
      if full_trigger is not null then
        execute format('drop trigger public_content_changed on %I', t.name);
        changed := changed + 1;
      end if;
      if watched_columns is not null then
        execute format('drop trigger public_content_updated on %I', t.name);
        changed := changed + 1;
      end if;
      continue;
    end if;

    select array(
      select a.attname::text from pg_attribute a
      where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
        and not (t.name || '.' || a.attname::text) = any(private_columns)
      order by a.attname)
      into public_columns;

    if public_columns = array(
      select a.attname::text from pg_attribute a where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped order by a.attname)
    then
      -- No private column: one trigger on every change.
      if full_trigger is distinct from true then
        if full_trigger is not null then
          execute format('drop trigger public_content_changed on %I', t.name);
        end if;
        execute format(
          'create trigger public_content_changed after insert or update or delete or truncate on %I '
          'for each statement execute function notify_public_content()', t.name);
        changed := changed + 1;
      end if;
      if watched_columns is not null then
        execute format('drop trigger public_content_updated on %I', t.name);
        changed := changed + 1;
      end if;
    else
      -- Some private columns: inserts, deletes and truncates, and updates of the other columns.
      if full_trigger is distinct from false then
        if full_trigger is not null then
          execute format('drop trigger public_content_changed on %I', t.name);
        end if;
        execute format(
          'create trigger public_content_changed after insert or delete or truncate on %I '
          'for each statement execute function notify_public_content()', t.name);
        changed := changed + 1;
      end if;
      if watched_columns is distinct from public_columns then
        if watched_columns is not null then
          execute format('drop trigger public_content_updated on %I', t.name);
        end if;
        execute format(
          'create trigger public_content_updated after update of %s on %I '
          'for each statement execute function notify_public_content()',
          (select string_agg(format('%I', col), ', ') from unnest(public_columns) as col), t.name);
        changed := changed + 1;
      end if;
    end if;
  end loop;
  return changed;
end
$$;
