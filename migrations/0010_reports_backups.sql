-- Admin reports computed as jobs (src/server/reports/): one row per run, with its progress while it runs and its
-- result when done, kept for download. Backups are files under DATA_DIR/backups with a JSON sidecar each (so a
-- restore, which replaces every table, never loses the list of backups): they need no table.

create table report_runs (
  id bigserial primary key,
  type text not null check (type in ('sales', 'users', 'products')),
  -- {from, to, group_by}: dates 'YYYY-MM-DD' (days in Africa/Cairo), inclusive.
  params jsonb not null check (jsonb_typeof(params) = 'object'),
  -- type:from:to:group_by — a request with the same parameters joins a running job or reads a fresh result.
  params_key text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'completed', 'failed')),
  progress smallint not null default 0 check (progress between 0 and 100),
  trigger text not null default 'request' check (trigger in ('request', 'nightly')),
  requested_by bigint references users (id) on delete set null,
  attempts integer not null default 0,
  -- json, not jsonb: the rows keep their columns in order.
  result json,
  row_count integer,
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  -- Moved with every progress step: a run whose heartbeat stopped (its process died) may be claimed again.
  heartbeat_at timestamptz,
  finished_at timestamptz
);

-- At most one queued or running job per set of parameters: a second request joins it.
create unique index report_runs_one_active on report_runs (params_key) where status in ('queued', 'running');
-- The freshest finished result for a set of parameters.
create index report_runs_finished on report_runs (params_key, finished_at desc) where status = 'completed';
-- The list of recent runs, newest first; the in-process queue's next job.
create index report_runs_newest on report_runs (created_at desc, id desc);
create index report_runs_waiting on report_runs (id) where status in ('queued', 'running');
