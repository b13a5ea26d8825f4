import type { Queryable, Sql, TransactionSql } from '../db';
import {
  type Decider,
  type HandleOptions,
  type HandleResult,
  type StreamLocation,
  handleCommand,
  handleCommandIn,
  loadState,
} from '../decider';
import { inlineProjections } from '../projections';
import { applyInline } from '../projection';
import { ConcurrencyError, type EventMetadata, type StoredEvent } from '../store';
import { type CartCommand, type CheckOut, cartDecider } from './businessLogic';
import {
  type Cart,
  type CartCheckedOut,
  type CartEvent,
  CART_STREAM_TYPE,
  cartStreamId,
  initialState,
  parseCartStream,
} from './cart';

/*
 * Running cart commands. Each user has one `carts` row: the stream of the cart's current lifetime, its version and a
 * snapshot of its state at that version, all written in the append's transaction. Loading a cart is therefore that
 * row plus the (normally empty) events after it: its cost does not grow with the cart's history. After a CartCleared
 * or CartCheckedOut the row points at the next lifetime's stream, which starts empty.
 * Concurrency is optimistic: the append is made at the version read; a writer that lost is decided again
 * (handleCommand's retries).
 */

interface CartRow {
  stream_id: string;
  version: number;
  snapshot: Cart;
  tail: { version: number; type: string; data: unknown }[];
}

/**
 * The stream of a user's current cart, its snapshot and the (normally no) events after it, in one statement (a user
 * with no row has lifetime 1, empty).
 */
export async function locateCart(sql: Queryable, userId: string): Promise<StreamLocation<Cart>> {
  const [row] = await sql<CartRow[]>`
    select c.stream_id, c.version, c.snapshot,
           coalesce((select json_agg(json_build_object('version', e.version, 'type', e.type, 'data', e.data) order by e.version)
                     from events e where e.stream_id = c.stream_id and e.version > c.version), '[]'::json) as tail
    from carts c where c.user_id = ${userId}`;
  if (!row) return { stream: { id: cartStreamId(userId, 1), type: CART_STREAM_TYPE }, snapshot: null };
  return {
    stream: { id: row.stream_id, type: CART_STREAM_TYPE },
    snapshot: { state: row.snapshot, version: row.version },
    tail: row.tail,
  };
}

/**
 * After an append: the inline projections (cart_items) and the user's `carts` row — the snapshot at the new version,
 * or, when the lifetime has just ended, the next lifetime's empty stream.
 */
async function saveCart(
  tx: TransactionSql,
  events: StoredEvent[],
  cart: Cart,
  at: { stream: { id: string }; version: number },
) {
  if (events.length === 0) return;
  const { userId, lifetime } = parseCartStream(at.stream.id);
  const next =
    cart.status === 'closed'
      ? { stream_id: cartStreamId(userId, lifetime + 1), version: 0, snapshot: initialState() }
      : { stream_id: at.stream.id, version: at.version, snapshot: cart };
  // Both written at once (pipelined on the transaction's connection: one round trip): they touch different tables.
  await Promise.all([
    applyInline(tx, events, inlineProjections),
    tx`
    insert into carts (user_id, stream_id, version, snapshot, updated_at)
    values (${userId}, ${next.stream_id}, ${next.version}, ${tx.json(next.snapshot as never)}, now())
    on conflict (user_id) do update
      set stream_id = excluded.stream_id, version = excluded.version, snapshot = excluded.snapshot, updated_at = excluded.updated_at`,
  ]);
}

/**
 * The options of one cart command. A stream found closed when loaded means a clear or checkout committed after the
 * `carts` row was read: that is a conflict like any other, and the retry finds the next lifetime.
 */
function cartCommand(
  userId: string,
  command: CartCommand,
  metadata: EventMetadata,
  preLocated?: StreamLocation<Cart>,
): HandleOptions<Cart, CartCommand, CartEvent> {
  let located = { id: cartStreamId(userId, 1), version: 0 };
  const decider: Decider<Cart, CartCommand, CartEvent> = {
    ...cartDecider,
    decide(c, cart) {
      if (cart.status === 'closed') throw new ConcurrencyError(located.id, located.version, null);
      return cartDecider.decide(c, cart);
    },
  };
  return {
    decider,
    command,
    metadata: { userId, ...metadata },
    async locate(tx) {
      const location = preLocated ?? (await locateCart(tx, userId));
      located = { id: location.stream.id, version: location.snapshot?.version ?? 0 };
      return location;
    },
    afterAppend: saveCart,
    // One person's cart rarely sees two writers, but a burst (several tabs, a double click) must all land.
    maxAttempts: 30,
  };
}

/** Run a command on a user's current cart, in a transaction of its own, retried on conflict. */
export function handleCartCommand(
  sql: Sql,
  userId: string,
  command: CartCommand,
  metadata: EventMetadata = {},
): Promise<HandleResult<Cart>> {
  return handleCommand(sql, cartCommand(userId, command, metadata));
}

/** A user's current cart as its events say (snapshot plus any later events). */
export async function loadCart(
  sql: Queryable,
  userId: string,
): Promise<{ cart: Cart; version: number; streamId: string }> {
  const location = await locateCart(sql, userId);
  const { state, version } = await loadState(sql, cartDecider, location);
  return { cart: state, version, streamId: location.stream.id };
}

/**
 * Check the user's cart out into an order, inside the caller's transaction (checkout places the order, reserves stock
 * and appends CartCheckedOut together). Returns the lines checked out. A ConcurrencyError (the cart changed meanwhile)
 * must abandon the caller's transaction; handleCommand around it decides the whole checkout again.
 * Throws IllegalStateError 'Cannot check out an empty cart'. `located` is the cart as `locateCart` read it in this
 * transaction, when the caller read it together with its own first statement (one round trip for both).
 */
export async function checkOutCart(
  tx: TransactionSql,
  userId: string,
  order: { orderId: string; now: Date },
  metadata: EventMetadata = {},
  located?: StreamLocation<Cart>,
): Promise<CartCheckedOut['data']> {
  const command: CheckOut = { type: 'CheckOut', data: { orderId: order.orderId }, metadata: { now: order.now } };
  const { events } = await handleCommandIn(tx, cartCommand(userId, command, metadata, located));
  return (events[0] as unknown as CartCheckedOut).data;
}
