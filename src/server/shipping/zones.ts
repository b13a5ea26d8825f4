import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { governorateOf } from '../../shared/governorates';
import { bilingual, msg } from '../../shared/messages';
import { linesTotal } from '../../shared/money';
import {
  type ShippingZone,
  type ShippingZoneUpdate,
  parcelWeight,
  shippingWeightOf,
  zoneQuote,
} from '../../shared/shippingZones';
import { type Origin, audit } from '../accounts/activity';
import type { Queryable, Sql } from '../db';
import { say } from '../language';

/*
 * Shipping zones: the table `shipping_zones` (migration 0032), read by the checkout, the quote and
 * the cart's free-shipping hint, and changed by admins (audited).
 */

type ZoneRow = Omit<ShippingZone, 'free_over'> & { free_over: number | null };

const zoneColumns = (sql: Queryable) => sql`
  id::text as id, name, name_ar, governorates, fee::float8 as fee, fee_per_kg::float8 as fee_per_kg, included_kg,
  free_over::float8 as free_over, days_min, days_max, express`;

/** Every zone, in the admins' order. */
export async function listZones(sql: Queryable): Promise<ShippingZone[]> {
  return [...(await sql<ZoneRow[]>`select ${zoneColumns(sql)} from shipping_zones order by position, id`)];
}

/** The zone that serves a governorate, or null. */
export async function zoneForGovernorate(sql: Queryable, governorate: string): Promise<ShippingZone | null> {
  const [row] = await sql<
    ZoneRow[]
  >`select ${zoneColumns(sql)} from shipping_zones where ${governorate} = any(governorates) order by position, id limit 1`;
  return row ?? null;
}

/** The zone of a governorate, or a 400 on `field` when none serves it. */
export async function requireZone(sql: Queryable, governorate: string, field: string): Promise<ShippingZone> {
  const zone = await zoneForGovernorate(sql, governorate);
  if (zone) return zone;
  const g = governorateOf(governorate);
  throw new ValidationError(
    msg('shipping.noZone', { governorate: g ? bilingual(g.name, g.name_ar) : governorate }),
    field,
  );
}

/** The shipping weights (kg) of products by id: their own, else their name's, else their category's. */
export async function weightsOf(sql: Queryable, productIds: readonly string[]): Promise<Map<string, number>> {
  const ids = productIds.filter((id) => /^[1-9]\d{0,17}$/.test(id));
  const rows = await sql<{ id: string; name: string; category: string; shipping_weight_kg: number | null }[]>`
    select id::text as id, name, category, shipping_weight_kg::float8 as shipping_weight_kg from products where id = any(${ids}::bigint[])`;
  return new Map(rows.map((r) => [r.id, shippingWeightOf(r)]));
}

/** A parcel of lines: its weight from the products' weights. */
export async function parcelOf(
  sql: Queryable,
  lines: readonly { product_id: string; quantity: number }[],
): Promise<number> {
  const weights = await weightsOf(
    sql,
    lines.map((l) => l.product_id),
  );
  return parcelWeight(lines.map((l) => ({ weight_kg: weights.get(l.product_id) ?? 0, quantity: l.quantity })));
}

/** What delivering `lines` worth `subtotal` to a governorate costs, by a method (express only where the zone offers it). */
export async function quoteFor(
  sql: Queryable,
  governorate: string,
  parcel: { subtotal: number; lines: readonly { product_id: string; quantity: number }[] },
  method: 'standard' | 'express',
  field = 'governorate',
) {
  const zone = await requireZone(sql, governorate, field);
  if (method === 'express' && !zone.express) {
    const g = governorateOf(governorate);
    throw new ValidationError(
      msg('shipping.expressNotInZone', { governorate: g ? bilingual(g.name, g.name_ar) : governorate }),
      field,
    );
  }
  const weight_kg = await parcelOf(sql, parcel.lines);
  return { ...zoneQuote(zone, { subtotal: parcel.subtotal, weightKg: weight_kg }, method), weight_kg, zone };
}

/** POST /shipping/quote: the caller's cart (its live products at their prices) to a governorate. */
export async function quoteCart(
  sql: Queryable,
  userId: string,
  input: { governorate: string; method: 'standard' | 'express' },
) {
  const lines = await sql<{ product_id: string; quantity: number; price: number }[]>`
    select i.product_id::text as product_id, i.quantity, p.price::float8 as price
    from cart_items i join products p on p.id = i.product_id and p.deleted_at is null
    where i.user_id = ${userId}`;
  const subtotal = linesTotal(lines);
  const quote = await quoteFor(sql, input.governorate, { subtotal, lines }, input.method);
  return {
    governorate: input.governorate,
    method: input.method,
    fee: quote.fee,
    free_over: quote.free_over,
    days_min: quote.days_min,
    days_max: quote.days_max,
    express: quote.zone.express,
    subtotal,
    weight_kg: quote.weight_kg,
    zone: { id: quote.zone.id, name: quote.zone.name, name_ar: quote.zone.name_ar },
  };
}

/** The free-shipping threshold for a user's default address's governorate, when it has one and a zone serves it. */
export async function defaultAddressZone(sql: Queryable, userId: string): Promise<ShippingZone | null> {
  const [row] = await sql<{ governorate: string | null }[]>`
    select governorate from addresses where user_id = ${userId} and is_default and governorate is not null`;
  return row?.governorate ? zoneForGovernorate(sql, row.governorate) : null;
}

/**
 * An admin changes a zone: its figures, and optionally its names and governorates. A governorate given to this zone
 * leaves the zone that had it (a governorate is in one zone). Audited with the zone before and after.
 */
export async function updateZone(sql: Sql, id: string, input: ShippingZoneUpdate, actorId: string, origin: Origin) {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new NotFoundError(msg('shipping.zoneNotFound'));
  const zone = await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('shipping_zones'))`;
    const [before] = await tx<ZoneRow[]>`select ${zoneColumns(tx)} from shipping_zones where id = ${id}`;
    if (!before) throw new NotFoundError(msg('shipping.zoneNotFound'));
    const governorates = input.governorates ? [...new Set(input.governorates)] : before.governorates;
    if (input.governorates) {
      await tx`update shipping_zones set governorates = array(select g from unnest(governorates) g where g <> all(${governorates}::text[])), updated_at = now()
               where id <> ${id} and governorates && ${governorates}::text[]`;
    }
    const [after] = await tx<ZoneRow[]>`
      update shipping_zones set name = ${input.name ?? before.name}, name_ar = ${input.name_ar ?? before.name_ar}, governorates = ${governorates}::text[],
        fee = ${input.fee}, fee_per_kg = ${input.fee_per_kg}, included_kg = ${input.included_kg}, free_over = ${input.free_over},
        days_min = ${input.days_min}, days_max = ${input.days_max}, express = ${input.express}, updated_at = now()
      where id = ${id} returning ${zoneColumns(tx)}`;
    if (!after) throw new ConflictError(msg('shipping.zoneNotFound'));
    await audit(
      tx,
      {
        actorId,
        action: 'admin.shipping_zone.updated',
        targetType: 'shipping_zone',
        targetId: id,
        details: { from: { ...before }, to: { ...after } },
      },
      origin,
    );
    return after;
  });
  return { message: say('shipping.zoneUpdated', { name: bilingual(zone.name, zone.name_ar) }), zone };
}
