-- Issue 37: the runs of `npm run projections:verify` (every projection replayed from the log and compared row by row
-- with its live tables). /api/health's details and the admin dashboard show the last one.
create table projection_verifications (
  id bigserial primary key,
  started_at timestamptz not null,
  finished_at timestamptz not null,
  ok boolean not null,
  -- Rows that differ from the replay (missing + extra; a changed row counts twice), and the tables they are in.
  differing_rows integer not null default 0,
  projections text[] not null,
  differing_tables text[] not null default '{}'
);
