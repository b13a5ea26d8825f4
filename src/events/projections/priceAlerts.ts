import { resolvePreferences } from '../../shared/preferences';
import type { TransactionSql } from '../db';
import type { PriceAlertDirection } from '../../shared/priceAlerts';
import {
  MARKET_PRICE_EVENT_TYPES,
  MARKET_PRICE_RECORDED,
  type MarketPriceRecordedData,
} from '../marketPrice/marketPrice';
import { type Projection, type ProjectionContext, type ProjectionMail, mailingBatches } from '../projection';
import type { StoredEvent } from '../store';
import { MAIL_MAX_AGE_MS, recipientsOf } from './notifications';
import { type PriceAlertFacts, priceAlertText } from './priceAlertTexts';

/*
 * priceAlerts: every MarketPriceRecorded is evaluated against the active alerts of its crop at its market
 * or at any market (market_id null). The figure compared is the quote's average price.
 *
 * The crossing rule, per alert and market: the price is *beyond* the level when above it (direction 'above': price >
 * level) or below it ('below': price < level); a price equal to the level is not beyond. The alert fires when a price
 * is beyond and the previous price evaluated for that alert and market was not (or there was none); it does not fire
 * again while the prices stay beyond; a price back on the near side re-arms it, and the next crossing fires again.
 *
 * Order: events come in commit order; per alert and market the mark keeps the date of the last quote evaluated. A
 * quote dated *before* it (a late correction of history, an old bulletin) is not evaluated and changes nothing: it is
 * not the latest price. A quote of the same date (a correction of that day's price) is evaluated as the latest.
 *
 * Which prices an alert sees: only those recorded (events.created_at) at or after its `watch_from` — when it was made,
 * or when its terms last changed or it was resumed — and only while it is active. A mark made under an older
 * `watch_from` counts as none. So a rebuild evaluates each alert against the same prices as the live run did.
 *
 * The marks are a function of the log and the alerts' current rows, so `projections:verify` can replay them: a change
 * of an alert that moves its `watch_from` or pauses it deletes its marks in the same transaction
 * (src/server/priceAlerts/alerts.ts) under the alert's lock in ALERT_TERMS_LOCKS; this projection takes the same locks
 * shared before it writes marks, and writes a mark only under the alert's current `watch_from` while it is active. So
 * a change either waits for a batch that read the old terms and then deletes what it marked, or commits first and the
 * batch marks nothing under the old terms. (Advisory locks, not row locks: verify replays this code in a
 * repeatable-read snapshot, where a row lock on a since-changed alert would fail.) A mark is kept whether
 * or not its crop is shown (a hidden crop's alert is marked but does not fire), since the crop's past visibility is in
 * no input a replay has.
 *
 * Firing is a side effect: a row in price_alert_firings keyed (alert, event position), and only when that row is new,
 * a notification (type 'price_alert') and an e-mail through the mail port (the outbox) in the grower's language with
 * a link to the crop's page. reset() wipes the marks and keeps the firings, so a replay fires, notifies and mails
 * nothing twice. As for order notifications, no e-mail for a price recorded more than MAIL_MAX_AGE_MS ago or to an
 * account that is not active; the notification is made all the same. The alert itself is the grower's opt-in: no
 * preference gates it.
 */

interface Match {
  position: string;
  alert_id: string;
  user_id: string;
  direction: PriceAlertDirection;
  level: number;
  watch_from: string;
  crop_slug: string;
  crop_name: string;
  crop_name_ar: string;
  /** The crop is active (shown to growers): only then does a crossing fire. */
  crop_shown: boolean;
}

interface Mark {
  watchFrom: string;
  priceDate: string;
  avgPrice: number;
  beyond: boolean;
  position: string;
}

interface Firing {
  alertId: string;
  position: string;
  event: StoredEvent<typeof MARKET_PRICE_RECORDED, MarketPriceRecordedData>;
  match: Match;
}

/** Advisory-lock space (with the alert's id) of an alert's terms: taken shared by a batch, alone by a change. */
export const ALERT_TERMS_LOCKS = 727_025;

const isBeyond = (direction: PriceAlertDirection, price: number, level: number) =>
  direction === 'above' ? price > level : price < level;
const markKey = (alertId: string, marketId: string) => `${alertId}/${marketId}`;

async function evaluate(tx: TransactionSql, stored: readonly StoredEvent[], context: ProjectionContext, now: number) {
  const events = stored.filter(
    (e): e is StoredEvent<typeof MARKET_PRICE_RECORDED, MarketPriceRecordedData> => e.type === MARKET_PRICE_RECORDED,
  );
  if (events.length === 0) return;

  // Every (event, alert) pair the rule applies to: the alert's crop, its market or any, active, recorded after watch_from.
  const matches = await tx<Match[]>`
    select e.global_position::text as position, a.id::text as alert_id, a.user_id::text as user_id, a.direction,
      a.price::float8 as level, a.watch_from::text as watch_from, c.slug as crop_slug, c.name as crop_name,
      coalesce(c.name_ar, c.name) as crop_name_ar, c.is_active as crop_shown
    from events e
    join price_alerts a on a.crop_id = (e.data->>'crop_id')::bigint
      and (a.market_id is null or a.market_id = (e.data->>'market_id')::bigint)
      and a.is_active and e.created_at >= a.watch_from
    join crops c on c.id = a.crop_id
    where e.global_position = any(${events.map((e) => e.globalPosition.toString())}::bigint[])
    order by a.id`;
  if (matches.length === 0) return;
  const byPosition = new Map<string, Match[]>();
  for (const m of matches) byPosition.set(m.position, [...(byPosition.get(m.position) ?? []), m]);

  const alertIds = [...new Set(matches.map((m) => m.alert_id))];
  await tx`
    select pg_advisory_xact_lock_shared(${ALERT_TERMS_LOCKS}, (id % 2147483647)::int)
    from unnest(${alertIds}::bigint[]) as id order by id`;
  const marks = new Map<string, Mark>();
  for (const k of await tx<
    {
      alert_id: string;
      market_id: string;
      watch_from: string;
      price_date: string;
      avg_price: number;
      beyond: boolean;
      position: string;
    }[]
  >`
    select k.alert_id::text as alert_id, k.market_id::text as market_id, k.watch_from::text as watch_from, k.price_date::text as price_date,
      k.avg_price::float8 as avg_price, k.beyond, k.source_position::text as position
    from price_alert_marks k join price_alerts a on a.id = k.alert_id and a.watch_from = k.watch_from
    where k.alert_id = any(${alertIds}::bigint[])`) {
    marks.set(markKey(k.alert_id, k.market_id), {
      watchFrom: k.watch_from,
      priceDate: k.price_date,
      avgPrice: k.avg_price,
      beyond: k.beyond,
      position: k.position,
    });
  }

  const changed = new Set<string>();
  const firings: Firing[] = [];
  for (const event of events) {
    const position = event.globalPosition.toString();
    const q = event.data;
    for (const match of byPosition.get(position) ?? []) {
      const key = markKey(match.alert_id, q.market_id);
      const previous = marks.get(key);
      const current = previous && previous.watchFrom === match.watch_from ? previous : undefined;
      if (current && q.price_date < current.priceDate) continue;
      const beyond = isBeyond(match.direction, q.avg_price, match.level);
      if (beyond && !current?.beyond && match.crop_shown)
        firings.push({ alertId: match.alert_id, position, event, match });
      marks.set(key, { watchFrom: match.watch_from, priceDate: q.price_date, avgPrice: q.avg_price, beyond, position });
      changed.add(key);
    }
  }

  if (changed.size > 0) {
    // Times and dates go as text: postgres.js would send a timestamptz parameter through a JS Date (milliseconds), and
    // watch_from must come back exactly (microseconds) to match its alert's.
    const rows = [...changed].map((key) => {
      const [alertId, marketId] = key.split('/') as [string, string];
      return { alertId, marketId, ...marks.get(key)! };
    });
    await tx`
      insert into price_alert_marks (alert_id, market_id, watch_from, price_date, avg_price, beyond, source_position)
      select u.* from unnest(${rows.map((r) => r.alertId)}::bigint[], ${rows.map((r) => r.marketId)}::bigint[], ${rows.map((r) => r.watchFrom)}::text[]::timestamptz[],
                             ${rows.map((r) => r.priceDate)}::text[]::date[], ${rows.map((r) => r.avgPrice)}::numeric[], ${rows.map((r) => String(r.beyond))}::text[]::boolean[],
                             ${rows.map((r) => r.position)}::bigint[])
        as u(alert_id, market_id, watch_from, price_date, avg_price, beyond, source_position)
      where exists (select 1 from price_alerts a where a.id = u.alert_id and a.watch_from = u.watch_from and a.is_active)
      on conflict (alert_id, market_id) do update
        set watch_from = excluded.watch_from, price_date = excluded.price_date, avg_price = excluded.avg_price,
            beyond = excluded.beyond, source_position = excluded.source_position`;
  }
  if (firings.length === 0) return;

  const made = new Set(
    (
      await tx<{ key: string }[]>`
        insert into price_alert_firings (alert_id, source_position, market_id, price, unit, price_date, fired_at)
        select u.* from unnest(${firings.map((f) => f.alertId)}::bigint[], ${firings.map((f) => f.position)}::bigint[],
                               ${firings.map((f) => f.event.data.market_id)}::bigint[], ${firings.map((f) => f.event.data.avg_price)}::numeric[],
                               ${firings.map((f) => f.event.data.unit)}::text[], ${firings.map((f) => f.event.data.price_date)}::text[]::date[],
                               ${firings.map((f) => f.event.createdAt.toISOString())}::timestamptz[])
          as u(alert_id, source_position, market_id, price, unit, price_date, fired_at)
        where exists (select 1 from price_alerts a where a.id = u.alert_id)
        on conflict (alert_id, source_position) do nothing
        returning alert_id::text || '/' || source_position::text as key`
    ).map((r) => r.key),
  );
  const fresh = firings.filter((f) => made.has(`${f.alertId}/${f.position}`));
  if (fresh.length === 0) return;

  const users = await recipientsOf(
    tx,
    fresh.map((f) => f.match.user_id),
  );
  const markets = new Map(
    (
      await tx<{ id: string; name: string; name_ar: string }[]>`
        select id::text as id, name, coalesce(name_ar, name) as name_ar from markets
        where id = any(${[...new Set(fresh.map((f) => f.event.data.market_id))]}::bigint[])`
    ).map((m) => [m.id, m]),
  );

  const notifications: { userId: string; title: string; message: string; data: string; at: string }[] = [];
  const mails: ProjectionMail[] = [];
  for (const f of fresh) {
    const user = users.get(f.match.user_id);
    if (!user) continue;
    const q = f.event.data;
    const market = markets.get(q.market_id);
    const facts: PriceAlertFacts = {
      cropName: f.match.crop_name,
      cropNameAr: f.match.crop_name_ar,
      marketName: market?.name ?? '',
      marketNameAr: market?.name_ar ?? '',
      direction: f.match.direction,
      level: f.match.level,
      price: q.avg_price,
      unit: q.unit,
      priceDate: q.price_date,
    };
    const { language } = resolvePreferences(user.preferences);
    const words = priceAlertText(language, facts);
    const path = `/crops/${f.match.crop_slug}`;
    const at = f.event.createdAt.toISOString();
    notifications.push({
      userId: user.id,
      title: words.title,
      message: words.message,
      at,
      data: JSON.stringify({
        alert_id: f.alertId,
        source_position: f.position,
        crop_id: q.crop_id,
        crop_slug: f.match.crop_slug,
        market_id: q.market_id,
        direction: f.match.direction,
        level: f.match.level,
        price: q.avg_price,
        unit: q.unit,
        price_date: q.price_date,
        link: path,
      }),
    });
    if (user.status === 'active' && now - f.event.createdAt.getTime() <= MAIL_MAX_AGE_MS) {
      mails.push({
        kind: 'price_alert',
        to: user.email,
        userId: user.id,
        language,
        firstName: user.first_name,
        facts,
        path,
        sourceKey: `price_alert:${f.alertId}:${f.position}`,
      });
    }
  }
  if (notifications.length > 0) {
    await tx`
      insert into notifications (user_id, type, title, message, data, created_at)
      select * from unnest(${notifications.map((n) => n.userId)}::bigint[], ${notifications.map(() => 'price_alert')}::text[],
                           ${notifications.map((n) => n.title)}::text[], ${notifications.map((n) => n.message)}::text[],
                           ${notifications.map((n) => n.data)}::text[]::jsonb[], ${notifications.map((n) => n.at)}::timestamptz[])`;
  }
  await context.mail.queue(tx, mails);
}

export const priceAlerts: Projection = {
  name: 'price-alerts',
  canHandle: MARKET_PRICE_EVENT_TYPES,
  ...mailingBatches('price-alerts', evaluate),

  /** The marks are this projection's state; firings, notifications and e-mails are side effects and stay. */
  async reset(tx) {
    await tx`delete from price_alert_marks`;
  },
};
