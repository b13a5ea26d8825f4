import { linesTotal } from '../../shared/money';
import { type ShippingMethodId, shippingMethodsFor, shippingQuote } from '../../shared/shipping';
import { shippingRule } from '../admin/settings';
import type { Queryable } from '../db';

/** The subtotal of items at the products' current prices (ids that name no live product count for nothing). */
export async function itemsSubtotal(
  sql: Queryable,
  items: readonly { product_id: string; quantity: number }[],
): Promise<number> {
  const ids = items.map((i) => i.product_id).filter((id) => /^[1-9]\d{0,17}$/.test(id));
  const prices = await sql<{ id: string; price: number }[]>`
    select id::text as id, price::float8 as price from products where id = any(${ids}::bigint[]) and deleted_at is null`;
  const priceOf = new Map(prices.map((p) => [p.id, p.price]));
  return linesTotal(
    items
      .filter((i) => priceOf.has(i.product_id))
      .map((i) => ({ price: priceOf.get(i.product_id)!, quantity: i.quantity })),
  );
}

/** The shipping methods, with the free-shipping threshold and fee of the shop's settings. */
export async function shippingMethods(sql: Queryable) {
  const rule = await shippingRule(sql);
  return {
    methods: shippingMethodsFor(rule),
    free_shipping_threshold: rule.free_shipping_threshold,
    shipping_fee: rule.shipping_fee,
  };
}

/** What shipping these items to this address costs by a method (the spec's rule plus the express surcharge). */
export async function calculateShipping(
  sql: Queryable,
  input: {
    items: { product_id: string; quantity: number }[];
    address: { city: string; country?: string | undefined };
    method: ShippingMethodId;
  },
) {
  const subtotal = await itemsSubtotal(sql, input.items);
  const rule = await shippingRule(sql);
  const quote = shippingQuote(subtotal, input.method, input.address, rule);
  return {
    subtotal,
    ...quote,
    free_shipping_threshold: rule.free_shipping_threshold,
    total: linesTotal([
      { price: subtotal, quantity: 1 },
      { price: quote.shipping, quantity: 1 },
    ]),
  };
}
