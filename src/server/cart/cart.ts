import { randomUUID } from 'node:crypto';
import type { CartCommand, ProductFacts } from '../../events/cart/businessLogic';
import { handleCartCommand } from '../../events/cart/commandHandler';
import { shippingFor } from '../../shared/business';
import { zoneQuote } from '../../shared/shippingZones';
import { shippingRule } from '../admin/settings';
import { defaultAddressZone, parcelOf } from '../shipping/zones';
import { storedIdOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import { say } from '../language';
import { bilingual } from '../../shared/messages';

/*
 * The cart calls: commands go through the cart decider (src/events/cart), reads come from the inline read model
 * `cart_items` joined to the products as they are now (current price, availability).
 */

/**
 * A cart line as the API shows it: the product's current price and names (English and Arabic); `available` false once
 * it cannot be bought.
 */
export interface CartItemView {
  id: string;
  product_id: string;
  quantity: number;
  price: number;
  available: boolean;
  product: {
    id: string;
    name: string | null;
    /** The product's Arabic name as it is now (null when it has none: the screens show `name`). */
    name_ar: string | null;
    slug: string | null;
    brand: string | null;
    /** The brand as Arabic readers know it (null: an international brand that keeps its Latin name). */
    brand_ar: string | null;
    currency: string;
    main_image: string | null;
    images: string[];
    stock_quantity: number | null;
  };
}

/** `item_count` counts units of every line; `total` adds the lines that can be bought (available). */
export interface CartView {
  items: CartItemView[];
  item_count: number;
  total: number;
}

export interface CartSummary {
  subtotal: number;
  shipping: number;
  total: number;
  free_shipping_threshold: number;
}

/** Who is acting and when: the request's clock and id, stored in the events' metadata. */
export interface CartActor {
  userId: string;
  now: Date;
  requestId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product as the cart's rules read it: live and approved (an inactive one is read, the rules refuse it). */
export async function productFacts(sql: Queryable, productId: string): Promise<ProductFacts | null> {
  const id = storedIdOf(productId);
  if (!id) return null;
  const [row] = await sql<ProductFacts[]>`
    select id::text as id, name, name_ar, is_active, is_available, stock_quantity, price::float8 as price
    from products where id = ${id} and deleted_at is null and approval_status = 'approved'`;
  return row ?? null;
}

/** Money in whole piastres (prices have two decimals), so that sums are exact. */
const piastres = (egp: number) => Math.round(egp * 100);

/** The user's cart: its lines in the order they were added, the number of units, and the total of what can be bought. */
export async function getCart(sql: Queryable, userId: string): Promise<CartView> {
  const items = await sql<CartItemView[]>`
    select ci.item_id::text as id, ci.product_id::text as product_id, ci.quantity,
           coalesce(p.price, ci.unit_price)::float8 as price,
           coalesce(p.deleted_at is null and p.approval_status = 'approved' and p.is_active and p.is_available
                    and p.stock_quantity > 0, false) as available,
           json_build_object('id', ci.product_id::text, 'name', p.name, 'name_ar', p.name_ar, 'slug', p.slug, 'brand', p.brand,
                             'brand_ar', p.brand_ar, 'currency', coalesce(p.currency, 'EGP'), 'main_image', p.main_image,
                             'images', coalesce(p.images, '[]'::jsonb), 'stock_quantity', p.stock_quantity) as product
    from cart_items ci left join products p on p.id = ci.product_id
    where ci.user_id = ${userId}
    order by ci.added_at, ci.item_id`;
  const totalPiastres = items.filter((i) => i.available).reduce((sum, i) => sum + piastres(i.price) * i.quantity, 0);
  return { items: [...items], item_count: items.reduce((n, i) => n + i.quantity, 0), total: totalPiastres / 100 };
}

/** Subtotal, shipping by the shop's rule (settings; section 9's 50 EGP up to 500, free above, by default), and total. */
export async function getCartSummary(sql: Queryable, userId: string): Promise<CartSummary> {
  const { items, total: subtotal } = await getCart(sql, userId);
  // Delivery to the default address's governorate when a zone with a free-shipping threshold serves it.
  const zone = await defaultAddressZone(sql, userId);
  if (zone && zone.free_over !== null) {
    const lines = items.filter((i) => i.available).map((i) => ({ product_id: i.product_id, quantity: i.quantity }));
    const { fee } = zoneQuote(zone, { subtotal, weightKg: await parcelOf(sql, lines) });
    return {
      subtotal,
      shipping: fee,
      total: (piastres(subtotal) + piastres(fee)) / 100,
      free_shipping_threshold: zone.free_over,
    };
  }
  const rule = await shippingRule(sql);
  const shipping = shippingFor(subtotal, rule.free_shipping_threshold, rule.shipping_fee);
  return {
    subtotal,
    shipping,
    total: (piastres(subtotal) + piastres(shipping)) / 100,
    free_shipping_threshold: rule.free_shipping_threshold,
  };
}

async function run(sql: Sql, actor: CartActor, command: CartCommand) {
  await handleCartCommand(sql, actor.userId, command, actor.requestId ? { correlationId: actor.requestId } : {});
}

/** Put a product in the cart (or more of it on its line): '{product} added to cart' and the cart. */
export async function addToCart(sql: Sql, actor: CartActor, productId: string, quantity: number) {
  const product = await productFacts(sql, productId);
  await run(sql, actor, {
    type: 'AddItem',
    data: { product, quantity, newItemId: randomUUID() },
    metadata: { now: actor.now },
  });
  // The rules refused a product that is not there, so here it is.
  return {
    message: say('cart.added', { name: bilingual(product!.name, product!.name_ar) }),
    ...(await getCart(sql, actor.userId)),
  };
}

/** The product of one of the user's lines (null for an id that names no line of theirs: the rules answer 404). */
async function productOfLine(sql: Sql, userId: string, itemId: string): Promise<ProductFacts | null> {
  if (!UUID.test(itemId)) return null;
  const [line] = await sql<{ product_id: string }[]>`
    select product_id::text as product_id from cart_items where user_id = ${userId} and item_id = ${itemId}`;
  return line ? productFacts(sql, line.product_id) : null;
}

/** Set a line's quantity; 0 or less removes it. */
export async function updateCartItem(sql: Sql, actor: CartActor, itemId: string, quantity: number) {
  const product = await productOfLine(sql, actor.userId, itemId);
  await run(sql, actor, { type: 'ChangeQuantity', data: { itemId, quantity, product }, metadata: { now: actor.now } });
  return { message: say(quantity <= 0 ? 'cart.itemRemoved' : 'cart.updated'), ...(await getCart(sql, actor.userId)) };
}

export async function removeCartItem(sql: Sql, actor: CartActor, itemId: string) {
  await run(sql, actor, { type: 'RemoveItem', data: { itemId }, metadata: { now: actor.now } });
  return { message: say('cart.itemRemoved'), ...(await getCart(sql, actor.userId)) };
}

export async function clearCart(sql: Sql, actor: CartActor) {
  await run(sql, actor, { type: 'ClearCart', data: {}, metadata: { now: actor.now } });
  return { message: say('cart.cleared'), ...(await getCart(sql, actor.userId)) };
}
