-- The admin System page's last hour (issue 43): each app process writes one row a minute with what it counted in that
-- minute (requests, 5xx answers, the latency histogram's buckets, checkout outcomes) and the shared gauges as it read
-- them (projection lag, queue counts). A ring: rows older than two hours are deleted by the writer.
create table system_samples (
  minute timestamptz not null,
  source text not null,
  requests integer not null default 0,
  errors integer not null default 0,
  -- Per-bucket (not cumulative) counts of the HTTP latency histogram, in the order of LATENCY_BUCKETS then +Inf.
  latency_buckets integer[] not null default '{}',
  placed integer not null default 0,
  refused_stock integer not null default 0,
  refused_credit integer not null default 0,
  refused_other integer not null default 0,
  failed integer not null default 0,
  projection_lag jsonb,
  queues jsonb,
  primary key (minute, source)
);
