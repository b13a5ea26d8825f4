import { ALERT_TERMS_LOCKS } from '../../events/projections/priceAlerts';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { MAX_PRICE_ALERTS_PER_USER, type PriceAlert, type PriceAlertDirection } from '../../shared/priceAlerts';
import { storedIdOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import { say } from '../language';

/*
 * A grower's price alerts: a crop, a market or any market (null), a direction and a level in EGP per the
 * unit of the crop's prices. Only the owner sees or changes an alert; another user's is 404 like a missing one. At
 * most MAX_PRICE_ALERTS_PER_USER per user (the next is a 409 CONFLICT), and one alert per crop, market, direction and
 * level (a second is a 409 too: it would only send the same message twice). The alerts are evaluated by the
 * priceAlerts projection (src/events/projections/priceAlerts.ts); `watch_from` is moved on when the terms change or a
 * paused alert is resumed, so the alert then starts afresh on the next price recorded; such a change, or a pause,
 * deletes the alert's marks in its own transaction.
 */

export const PRICE_ALERT_NOT_FOUND = msg('alerts.notFound');
export const TOO_MANY_ALERTS = msg('alerts.tooMany', { limit: MAX_PRICE_ALERTS_PER_USER });
const DUPLICATE_ALERT = msg('alerts.duplicate');
/** Advisory-lock space of one user's alert writes (the count and duplicate checks). */
const ALERT_WRITE_LOCKS = 727_024;

interface AlertRow extends Omit<PriceAlert, 'created_at' | 'updated_at' | 'last_fired_at'> {
  created_at: Date;
  updated_at: Date;
  last_fired_at: Date | null;
}

const toAlert = (r: AlertRow): PriceAlert => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  last_fired_at: r.last_fired_at ? r.last_fired_at.toISOString() : null,
});

/** The user's alerts (all, or the one of `id`), newest first, with their crop, market, unit and last firing. */
async function readAlerts(sql: Queryable, userId: string, id?: string): Promise<PriceAlert[]> {
  // Ids as numbers (float8 is exact to 2^53), the contract of src/shared/priceAlerts.ts.
  const rows = await sql<AlertRow[]>`
    select a.id::float8 as id, a.crop_id::float8 as crop_id, c.slug as crop_slug, c.name as crop_name, coalesce(c.name_ar, c.name) as crop_name_ar,
      a.market_id::float8 as market_id, m.slug as market_slug, m.name as market_name,
      case when m.id is null then null else coalesce(m.name_ar, m.name) end as market_name_ar,
      a.direction, a.price::float8 as price, u.unit, a.is_active,
      f.fired_at as last_fired_at, f.price::float8 as last_fired_price, a.created_at, a.updated_at
    from price_alerts a
    join crops c on c.id = a.crop_id
    left join markets m on m.id = a.market_id
    left join lateral (select q.unit from market_prices q
                       where q.crop_id = a.crop_id and (a.market_id is null or q.market_id = a.market_id)
                       order by q.price_date desc, q.id desc limit 1) u on true
    left join lateral (select f.fired_at, f.price from price_alert_firings f where f.alert_id = a.id
                       order by f.fired_at desc, f.source_position desc limit 1) f on true
    where a.user_id = ${userId} ${id ? sql`and a.id = ${id}` : sql``}
    order by a.created_at desc, a.id desc`;
  return rows.map(toAlert);
}

async function readAlert(sql: Queryable, userId: string, id: string): Promise<PriceAlert> {
  const [alert] = await readAlerts(sql, userId, id);
  if (!alert) throw new NotFoundError(PRICE_ALERT_NOT_FOUND);
  return alert;
}

/** The id of a crop (active: one the grower can see) or market named by id or slug; 400 naming the field when none. */
async function refOf(
  sql: Queryable,
  table: 'crops' | 'markets',
  ref: string,
  field: 'crop_id' | 'market_id',
): Promise<string> {
  const text = ref.trim();
  const id = storedIdOf(text);
  const [row] =
    table === 'crops'
      ? await sql<
          { id: string }[]
        >`select id::text as id from crops where is_active and ${id ? sql`id = ${id}` : sql`slug = ${text}`}`
      : await sql<
          { id: string }[]
        >`select id::text as id from markets where ${id ? sql`id = ${id}` : sql`slug = ${text}`}`;
  if (!row)
    throw new ValidationError(msg(table === 'crops' ? 'crops.noSuchCrop' : 'crops.noSuchMarket', { ref: text }), field);
  return row.id;
}

/** Serialize one user's alert writes and refuse a duplicate of (crop, market, direction, price), other than `except`. */
async function guard(
  tx: Queryable,
  userId: string,
  terms: { crop: string; market: string | null; direction: string; price: number },
  except?: string,
) {
  await tx`select pg_advisory_xact_lock(${ALERT_WRITE_LOCKS}, hashtext(${userId}))`;
  const [same] = await tx<{ id: string }[]>`
    select id::text as id from price_alerts
    where user_id = ${userId} and crop_id = ${terms.crop} and market_id is not distinct from ${terms.market}::bigint
      and direction = ${terms.direction} and price = ${terms.price}::numeric(12, 2) ${except ? tx`and id <> ${except}` : tx``}
    limit 1`;
  if (same) throw new ConflictError(DUPLICATE_ALERT, 'price');
}

/** The user's alerts, newest first. */
export async function listAlerts(sql: Queryable, userId: string): Promise<{ alerts: PriceAlert[] }> {
  return { alerts: await readAlerts(sql, userId) };
}

/** Add an alert; the 21st is a 409 CONFLICT. */
export async function createAlert(
  sql: Sql,
  userId: string,
  input: { crop_id: string; market_id?: string | null | undefined; direction: PriceAlertDirection; price: number },
): Promise<PriceAlert> {
  const crop = await refOf(sql, 'crops', input.crop_id, 'crop_id');
  const market = input.market_id == null ? null : await refOf(sql, 'markets', input.market_id, 'market_id');
  const id = await sql.begin(async (tx) => {
    await guard(tx, userId, { crop, market, direction: input.direction, price: input.price });
    const [count] = await tx<{ n: number }[]>`select count(*)::int as n from price_alerts where user_id = ${userId}`;
    if ((count?.n ?? 0) >= MAX_PRICE_ALERTS_PER_USER)
      throw new ConflictError(TOO_MANY_ALERTS, undefined, { limit: MAX_PRICE_ALERTS_PER_USER });
    const [row] = await tx<{ id: string }[]>`
      insert into price_alerts (user_id, crop_id, market_id, direction, price)
      values (${userId}, ${crop}, ${market}, ${input.direction}, ${input.price})
      returning id::text as id`;
    return row!.id;
  });
  return readAlert(sql, userId, id);
}

/**
 * Change an alert's market (null = any), direction, price or is_active. A change of the terms, or resuming a paused
 * alert, starts its evaluation afresh from the next price recorded.
 */
export async function updateAlert(
  sql: Sql,
  userId: string,
  input: {
    id: string;
    market_id?: string | null | undefined;
    direction?: PriceAlertDirection | undefined;
    price?: number | undefined;
    is_active?: boolean | undefined;
  },
): Promise<PriceAlert> {
  const id = storedIdOf(input.id);
  if (!id) throw new NotFoundError(PRICE_ALERT_NOT_FOUND);
  const current = await readAlert(sql, userId, id);
  const market =
    input.market_id === undefined
      ? current.market_id === null
        ? null
        : String(current.market_id)
      : input.market_id === null
        ? null
        : await refOf(sql, 'markets', input.market_id, 'market_id');
  const direction = input.direction ?? current.direction;
  const price = input.price ?? current.price;
  const isActive = input.is_active ?? current.is_active;
  await sql.begin(async (tx) => {
    await guard(tx, userId, { crop: String(current.crop_id), market, direction, price }, id);
    // Waits for a batch of the priceAlerts projection that read this alert's terms to commit (its marks go below).
    await tx`select pg_advisory_xact_lock(${ALERT_TERMS_LOCKS}, (${id}::bigint % 2147483647)::int)`;
    const [row] = await tx<{ id: string }[]>`
      update price_alerts a set
        market_id = ${market}, direction = ${direction}, price = ${price}, is_active = ${isActive},
        -- New terms, or a resumed alert: evaluate afresh from the next price recorded.
        watch_from = case
          when a.market_id is distinct from ${market}::bigint or a.direction <> ${direction} or a.price <> ${price}::numeric(12, 2)
            or (not a.is_active and ${isActive}) then now()
          else a.watch_from end,
        updated_at = now()
      where a.id = ${id} and a.user_id = ${userId}
      returning a.id::text as id`;
    if (!row) throw new NotFoundError(PRICE_ALERT_NOT_FOUND);
    // The projection's marks of older terms, or of a paused alert, count as none: gone with the change, so the marks
    // stay what a replay of the log against the alerts makes (projections:verify).
    await tx`
      delete from price_alert_marks k using price_alerts a
      where k.alert_id = a.id and a.id = ${id} and (k.watch_from <> a.watch_from or not a.is_active)`;
  });
  return readAlert(sql, userId, id);
}

/** Delete an alert (its firings go with it). */
export async function deleteAlert(sql: Queryable, userId: string, ref: string): Promise<{ message: string }> {
  const id = storedIdOf(ref);
  const [row] = id
    ? await sql<
        { id: string }[]
      >`delete from price_alerts where id = ${id} and user_id = ${userId} returning id::text as id`
    : [];
  if (!row) throw new NotFoundError(PRICE_ALERT_NOT_FOUND);
  return { message: say('alerts.deleted') };
}
