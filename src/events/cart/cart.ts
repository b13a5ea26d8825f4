import { unchangedByUnknownEvent } from '../decider';
import type { NewEvent } from '../store';

/*
 * The shopping cart as an event-sourced aggregate (Emmett's shoppingCart.ts): its events, its state and `evolve`.
 * One stream per cart lifetime, `cart-<userId>-<n>`: a lifetime ends when the cart is cleared or checked out, and the
 * next command starts lifetime n + 1 on an empty stream (the user's `carts` row, kept by commandHandler.ts, points at it).
 * Event data is stored as JSON, so times are ISO strings and money plain numbers (EGP): what is written is what is
 * read back, and a state rebuilt from the events equals the state kept in the snapshot.
 */

// ─── Events ──────────────────────────────────────────────────────────────────────────────────────────

/** A product put in the cart as a new line; `product_name` and `unit_price` are as they were at that moment. */
export type CartItemAdded = NewEvent<
  'CartItemAdded',
  { item_id: string; product_id: string; product_name: string; quantity: number; unit_price: number; added_at: string }
>;
/** A line's quantity set to a new figure (a repeated add, or a change in the cart). */
export type CartItemQuantityChanged = NewEvent<
  'CartItemQuantityChanged',
  { item_id: string; product_id: string; quantity: number; previous_quantity: number; changed_at: string }
>;
export type CartItemRemoved = NewEvent<'CartItemRemoved', { item_id: string; product_id: string; removed_at: string }>;
/** Every line removed at once; this cart's lifetime ends. */
export type CartCleared = NewEvent<'CartCleared', { cleared_at: string }>;
/** The cart became an order (appended by checkout, in the order's transaction); this cart's lifetime ends. */
export type CartCheckedOut = NewEvent<
  'CartCheckedOut',
  {
    order_id: string;
    lines: { item_id: string; product_id: string; quantity: number; unit_price: number }[];
    checked_out_at: string;
  }
>;

export type CartEvent = CartItemAdded | CartItemQuantityChanged | CartItemRemoved | CartCleared | CartCheckedOut;

export const CART_EVENT_TYPES: readonly CartEvent['type'][] = [
  'CartItemAdded',
  'CartItemQuantityChanged',
  'CartItemRemoved',
  'CartCleared',
  'CartCheckedOut',
];

// ─── State ───────────────────────────────────────────────────────────────────────────────────────────

export interface CartLine {
  itemId: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  addedAt: string;
}

/** An open cart (possibly with no lines yet), or one whose lifetime has ended. */
export type Cart = { status: 'open'; lines: CartLine[] } | { status: 'closed'; closedBy: 'cleared' | 'checked_out' };

export const initialState = (): Cart => ({ status: 'open', lines: [] });

const linesOf = (cart: Cart): CartLine[] => (cart.status === 'open' ? cart.lines : []);

/** Fold one event into the cart. Pure: it never changes the cart it is given (lines are copied). */
export function evolve(cart: Cart, event: CartEvent): Cart {
  const { type, data } = event;
  switch (type) {
    case 'CartItemAdded':
      return {
        status: 'open',
        lines: [
          ...linesOf(cart),
          {
            itemId: data.item_id,
            productId: data.product_id,
            productName: data.product_name,
            quantity: data.quantity,
            unitPrice: data.unit_price,
            addedAt: data.added_at,
          },
        ],
      };
    case 'CartItemQuantityChanged':
      return {
        status: 'open',
        lines: linesOf(cart).map((l) => (l.itemId === data.item_id ? { ...l, quantity: data.quantity } : l)),
      };
    case 'CartItemRemoved':
      return { status: 'open', lines: linesOf(cart).filter((l) => l.itemId !== data.item_id) };
    case 'CartCleared':
      return { status: 'closed', closedBy: 'cleared' };
    case 'CartCheckedOut':
      return { status: 'closed', closedBy: 'checked_out' };
    default:
      return unchangedByUnknownEvent(cart, type);
  }
}

// ─── Streams ─────────────────────────────────────────────────────────────────────────────────────────

export const CART_STREAM_TYPE = 'cart';

/** The stream of one lifetime of a user's cart. */
export const cartStreamId = (userId: string, lifetime: number) => `cart-${userId}-${lifetime}`;

/** The user and lifetime a cart stream belongs to (cart events carry no user id: the stream names it). */
export function parseCartStream(streamId: string): { userId: string; lifetime: number } {
  const match = /^cart-(\d+)-(\d+)$/.exec(streamId);
  if (!match) throw new Error(`Not a cart stream: ${streamId}`);
  return { userId: match[1]!, lifetime: Number(match[2]) };
}
