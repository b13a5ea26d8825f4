import { ConflictError } from '../../shared/errors';
import { bilingual, msg } from '../../shared/messages';
import type { TransactionSql } from '../db';
import type { OrderLine } from './order';

/*
 * The shop's stock, owned here: an order takes its lines off the shelf when it is placed (checkout) and gives them
 * back when it is cancelled (the OrderCancelled consequence in ./commandHandler.ts). Both run in the transaction that
 * appends the order's event, so the shelf and the order never disagree.
 */

/** What a line asks of the shelf: a product and how many. */
export interface WantedLine {
  product_id: string;
  quantity: number;
}

/**
 * Take every line's quantity off the shelf in one guarded update (only where enough is left and the product is still
 * sold), which also reads the line's snapshot (names in both languages, price, picture): no statement of its own.
 * A line that could not be taken refuses the checkout, naming the product and what is left (409).
 */
export async function takeStock(tx: TransactionSql, wanted: readonly WantedLine[]): Promise<OrderLine[]> {
  const ids = wanted.map((l) => l.product_id);
  const taken = await tx<Omit<OrderLine, 'quantity'>[]>`
    update products p set stock_quantity = p.stock_quantity - r.quantity
    from unnest(${ids}::bigint[], ${wanted.map((l) => l.quantity)}::int[]) as r(id, quantity)
    where p.id = r.id and p.stock_quantity >= r.quantity
      and p.deleted_at is null and p.is_active and p.is_available and p.approval_status = 'approved'
    returning p.id::text as product_id, p.name, p.name_ar as product_name_ar, p.price::float8 as price, p.main_image as image`;
  if (taken.length < wanted.length) throw await shortage(tx, wanted, new Set(taken.map((t) => t.product_id)));
  const byId = new Map(taken.map((t) => [t.product_id, t]));
  return wanted.map((l) => ({ ...byId.get(l.product_id)!, quantity: l.quantity }));
}

/** Put an order's lines back on the shelf (a cancelled order). */
export async function giveBackStock(tx: TransactionSql, lines: readonly WantedLine[]): Promise<void> {
  await tx`
    update products p set stock_quantity = p.stock_quantity + r.quantity
    from unnest(${lines.map((l) => l.product_id)}::bigint[], ${lines.map((l) => l.quantity)}::int[]) as r(id, quantity)
    where p.id = r.id`;
}

/** The refusal for the first line that could not be taken: 'Only 3 of Urea 46% left in stock'. */
async function shortage(tx: TransactionSql, wanted: readonly WantedLine[], taken: Set<string>) {
  const missing = wanted.find((l) => !taken.has(l.product_id))!;
  const [product] = await tx<{ name: string; name_ar: string | null; stock: number; sold: boolean }[]>`
    select name, name_ar, stock_quantity as stock,
           (deleted_at is null and is_active and is_available and approval_status = 'approved') as sold
    from products where id = ${missing.product_id}`;
  const name = bilingual(product?.name ?? 'A product in your cart', product ? product.name_ar : 'منتج في سلتك');
  const available = product?.sold ? product.stock : 0;
  const details = { product_id: missing.product_id, product: name.en, available, requested: missing.quantity };
  if (!product?.sold) return new ConflictError(msg('cart.noLongerAvailable', { name }), 'quantity', details);
  if (available === 0) return new ConflictError(msg('cart.outOfStock', { name }), 'quantity', details);
  return new ConflictError(msg('cart.onlyLeft', { available, name }), 'quantity', details);
}
