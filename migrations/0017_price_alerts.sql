-- Price alerts (issue 23): a grower asks to be told when a crop's average wholesale price at a market (or at any
-- market) goes above or below a level. Prices become events (MarketPriceRecorded, written with the price row); the
-- async projection priceAlerts (src/events/projections/priceAlerts.ts) evaluates them against the alerts.

create table price_alerts (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  crop_id bigint not null references crops (id) on delete cascade,
  -- null = any market.
  market_id bigint references markets (id) on delete cascade,
  direction text not null check (direction in ('above', 'below')),
  -- EGP per the unit of the crop's prices.
  price numeric(12, 2) not null check (price > 0),
  is_active boolean not null default true,
  -- Only prices recorded from this moment on are evaluated (events.created_at >= watch_from): set when the alert is
  -- made and again when its crop-side terms change (market, direction, price) or it is resumed. A replay of the log
  -- therefore evaluates an alert against the same prices as the live run did, never against older history.
  watch_from timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index price_alerts_user_newest on price_alerts (user_id, created_at desc, id desc);
create index price_alerts_crop on price_alerts (crop_id) where is_active;

-- The projection's state (wiped by a rebuild): per alert and market, the last price evaluated and whether it was
-- beyond the alert's level. A mark made under another watch_from than the alert's is stale and counts as none.
create table price_alert_marks (
  alert_id bigint not null references price_alerts (id) on delete cascade,
  market_id bigint not null,
  watch_from timestamptz not null,
  price_date date not null,
  avg_price numeric(12, 2) not null,
  beyond boolean not null,
  source_position bigint not null,
  primary key (alert_id, market_id)
);

-- Every firing (a side effect, kept by a rebuild): keyed by the alert and the event's global position, so a replay
-- never fires, notifies or mails twice for one price.
create table price_alert_firings (
  alert_id bigint not null references price_alerts (id) on delete cascade,
  source_position bigint not null,
  market_id bigint not null,
  price numeric(12, 2) not null,
  unit text not null,
  price_date date not null,
  fired_at timestamptz not null,
  primary key (alert_id, source_position)
);
create index price_alert_firings_latest on price_alert_firings (alert_id, fired_at desc, source_position desc);
