/*
 * What a restore removes before it loads a backup: every table, view, sequence, routine and type of the public schema
 * that does not belong to an extension. Extensions (pg_trgm, citext) stay as they are, so their types keep their
 * identities: statements the app's connections prepared before the restore (a citext parameter, say) stay valid,
 * while those on tables are planned again by PostgreSQL on their next use. Tables made by migrations newer than the
 * backup go too. Constant SQL, run by psql (PostgreSQL) or in the restore's transaction (embedded).
 */

const NOT_IN_AN_EXTENSION = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

export const DROP_PUBLIC_OBJECTS = `
do $restore$
declare
  statement text;
begin
  for statement in
    select format('drop %s if exists %s cascade',
                  case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
                                 when 'f' then 'foreign table' else 'table' end,
                  c.oid::regclass)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${NOT_IN_AN_EXTENSION('pg_class', 'c.oid')}
    order by c.relkind in ('v', 'm') desc
  loop
    execute statement;
  end loop;
  for statement in
    select format('drop routine if exists %s cascade', p.oid::regprocedure)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p') and ${NOT_IN_AN_EXTENSION('pg_proc', 'p.oid')}
  loop
    execute statement;
  end loop;
  for statement in
    select format('drop %s if exists %s cascade', case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' and (t.typtype in ('e', 'd', 'r', 'm') or (t.typtype = 'c' and exists (select 1 from pg_class r where r.oid = t.typrelid and r.relkind = 'c')))
      and ${NOT_IN_AN_EXTENSION('pg_type', 't.oid')}
  loop
    execute statement;
  end loop;
end
$restore$;
`;
