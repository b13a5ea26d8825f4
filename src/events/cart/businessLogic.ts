import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../../shared/errors';
import { bilingual, msg } from '../../shared/messages';
import { type Decider, decideBy } from '../decider';
import {
  type Cart,
  type CartCheckedOut,
  type CartCleared,
  type CartEvent,
  type CartItemAdded,
  type CartItemQuantityChanged,
  type CartItemRemoved,
  type CartLine,
  evolve,
  initialState,
} from './cart';

/*
 * The cart's commands and rules (Emmett's businessLogic.ts): one function per command, `decide` to dispatch. Pure:
 * the product is read by the caller and passed in, time comes as `metadata.now`, new line ids as command data.
 */

/** A product as the cart's rules need it, read from the products table (null: no such product in the shop). */
export interface ProductFacts {
  id: string;
  name: string;
  /** Its Arabic name (null: none yet), for the refusals said to an Arabic reader. */
  name_ar: string | null;
  is_active: boolean;
  is_available: boolean;
  /** Units in stock; null when the shop does not count them (then at most MAX_QUANTITY_WITHOUT_STOCK). */
  stock_quantity: number | null;
  price: number;
}

/** The most of one product a cart may hold when its stock is not counted (storefront section 5). */
export const MAX_QUANTITY_WITHOUT_STOCK = 999;

export const CART_ITEM_NOT_FOUND = msg('cart.itemNotFound');
export const PRODUCT_NOT_FOUND = msg('catalogue.productNotFound');

interface CommandMetadata {
  now: Date;
}

/** Put a product in the cart; `newItemId` is the id the line gets if the product is not in the cart yet. */
export type AddItem = {
  type: 'AddItem';
  data: { product: ProductFacts | null; quantity: number; newItemId: string };
  metadata: CommandMetadata;
};
/** Set a line's quantity; 0 or less removes it. `product` is the line's product as it is now (null: gone). */
export type ChangeQuantity = {
  type: 'ChangeQuantity';
  data: { itemId: string; quantity: number; product: ProductFacts | null };
  metadata: CommandMetadata;
};
export type RemoveItem = { type: 'RemoveItem'; data: { itemId: string }; metadata: CommandMetadata };
export type ClearCart = { type: 'ClearCart'; data: Record<string, never>; metadata: CommandMetadata };
/** Turn the cart into an order (checkout appends this in the order's transaction). */
export type CheckOut = { type: 'CheckOut'; data: { orderId: string }; metadata: CommandMetadata };

export type CartCommand = AddItem | ChangeQuantity | RemoveItem | ClearCart | CheckOut;

// ─── Rules ───────────────────────────────────────────────────────────────────────────────────────────

/** The lines of an open cart; a cart whose lifetime has ended takes no more commands. */
function openLines(cart: Cart): CartLine[] {
  if (cart.status === 'closed') {
    throw new IllegalStateError(msg(cart.closedBy === 'cleared' ? 'cart.closedCleared' : 'cart.closedCheckedOut'));
  }
  return cart.lines;
}

function requireLine(lines: readonly CartLine[], itemId: string): CartLine {
  const line = lines.find((l) => l.itemId === itemId);
  if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND);
  return line;
}

function requireWholeQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity)) throw new ValidationError(msg('cart.quantityWhole'), 'quantity');
}

/** The product exists, is sold and can be bought now; returns how many of it a cart may hold. */
function purchasable(product: ProductFacts | null, nameInCart?: string): { product: ProductFacts; max: number } {
  if (!product) {
    if (nameInCart) throw new ValidationError(msg('cart.noLongerSold', { name: nameInCart }), 'quantity');
    throw new NotFoundError(PRODUCT_NOT_FOUND, 'product_id');
  }
  if (!product.is_active)
    throw new ValidationError(
      msg('cart.noLongerSold', { name: bilingual(product.name, product.name_ar) }),
      'product_id',
    );
  if (!product.is_available)
    throw new ValidationError(
      msg('cart.notAvailableNow', { name: bilingual(product.name, product.name_ar) }),
      'product_id',
    );
  const max = product.stock_quantity ?? MAX_QUANTITY_WITHOUT_STOCK;
  if (max <= 0)
    throw new ConflictError(msg('cart.outOfStock', { name: bilingual(product.name, product.name_ar) }), 'quantity', {
      available: 0,
    });
  return { product, max };
}

/** "Only 3 of Urea 46% are available" (+ "; your cart already has 2" when adding to a line). */
function stockExceeded(product: ProductFacts, max: number, inCart?: number): ConflictError {
  return inCart === undefined
    ? new ConflictError(
        msg('cart.onlyAvailable', { count: max, name: bilingual(product.name, product.name_ar) }),
        'quantity',
        { available: max },
      )
    : new ConflictError(
        msg('cart.onlyAvailableInCart', {
          count: max,
          name: bilingual(product.name, product.name_ar),
          in_cart: inCart,
        }),
        'quantity',
        { available: max, in_cart: inCart },
      );
}

// ─── Commands ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Add a product: a new line, or — when the product is in the cart already — more of it on its line. Quantity 1 to
 * what is in stock (999 when stock is not counted); the total on a line never passes the stock either.
 */
export function addItem({ data, metadata }: AddItem, cart: Cart): [CartItemAdded] | [CartItemQuantityChanged] {
  const lines = openLines(cart);
  requireWholeQuantity(data.quantity);
  if (data.quantity < 1) throw new ValidationError(msg('cart.quantityAtLeastOne'), 'quantity');
  const { product, max } = purchasable(data.product);
  const line = lines.find((l) => l.productId === product.id);
  if (line) {
    const quantity = line.quantity + data.quantity;
    if (quantity > max) throw stockExceeded(product, max, line.quantity);
    return [
      {
        type: 'CartItemQuantityChanged',
        data: {
          item_id: line.itemId,
          product_id: product.id,
          quantity,
          previous_quantity: line.quantity,
          changed_at: metadata.now.toISOString(),
        },
      },
    ];
  }
  if (data.quantity > max) throw stockExceeded(product, max);
  return [
    {
      type: 'CartItemAdded',
      data: {
        item_id: data.newItemId,
        product_id: product.id,
        product_name: product.name,
        quantity: data.quantity,
        unit_price: product.price,
        added_at: metadata.now.toISOString(),
      },
    },
  ];
}

/**
 * Set a line's quantity. 0 or less removes the line; the same figure changes nothing; a lower one is always allowed
 * (it only gives back); a higher one needs the product still sold and in stock for the new figure.
 */
export function changeQuantity(
  { data, metadata }: ChangeQuantity,
  cart: Cart,
): [] | [CartItemQuantityChanged] | [CartItemRemoved] {
  const line = requireLine(openLines(cart), data.itemId);
  requireWholeQuantity(data.quantity);
  const now = metadata.now.toISOString();
  if (data.quantity <= 0)
    return [{ type: 'CartItemRemoved', data: { item_id: line.itemId, product_id: line.productId, removed_at: now } }];
  if (data.quantity === line.quantity) return [];
  if (data.quantity > line.quantity) {
    const { product, max } = purchasable(data.product, line.productName);
    if (data.quantity > max) throw stockExceeded(product, max);
  }
  return [
    {
      type: 'CartItemQuantityChanged',
      data: {
        item_id: line.itemId,
        product_id: line.productId,
        quantity: data.quantity,
        previous_quantity: line.quantity,
        changed_at: now,
      },
    },
  ];
}

export function removeItem({ data, metadata }: RemoveItem, cart: Cart): [CartItemRemoved] {
  const line = requireLine(openLines(cart), data.itemId);
  return [
    {
      type: 'CartItemRemoved',
      data: { item_id: line.itemId, product_id: line.productId, removed_at: metadata.now.toISOString() },
    },
  ];
}

/** Empty the cart; an empty cart stays as it is (nothing is appended). */
export function clearCart({ metadata }: ClearCart, cart: Cart): [] | [CartCleared] {
  return openLines(cart).length === 0
    ? []
    : [{ type: 'CartCleared', data: { cleared_at: metadata.now.toISOString() } }];
}

export function checkOut({ data, metadata }: CheckOut, cart: Cart): [CartCheckedOut] {
  const lines = openLines(cart);
  if (lines.length === 0) throw new IllegalStateError(msg('cart.emptyCheckout'));
  return [
    {
      type: 'CartCheckedOut',
      data: {
        order_id: data.orderId,
        lines: lines.map((l) => ({
          item_id: l.itemId,
          product_id: l.productId,
          quantity: l.quantity,
          unit_price: l.unitPrice,
        })),
        checked_out_at: metadata.now.toISOString(),
      },
    },
  ];
}

export const decide = decideBy<Cart, CartCommand, CartEvent>('cart', {
  AddItem: addItem,
  ChangeQuantity: changeQuantity,
  RemoveItem: removeItem,
  ClearCart: clearCart,
  CheckOut: checkOut,
});

/** The cart decider: what handleCommand runs. */
export const cartDecider: Decider<Cart, CartCommand, CartEvent> = { decide, evolve, initialState };
