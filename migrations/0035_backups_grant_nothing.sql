-- Issue 38: what a backup must not hold and a restore must not bring back lives outside the public schema, in
-- fellah_keep (pg_dump runs with --exclude-schema=fellah_keep; the embedded dump reads the public schema only; a
-- restore drops and rebuilds the public schema only). Written with "if not exists": a restore re-runs the migrations a
-- backup was built by, and this schema is still there.
create schema if not exists fellah_keep;

-- The token epoch: access tokens issued before not_before are refused (moved to now by every restore).
create table if not exists fellah_keep.token_epoch (
  id int primary key check (id = 1),
  not_before timestamptz not null
);
