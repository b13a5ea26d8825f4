import { describe, expect, it } from 'vitest';
import {
  type AddItem,
  type CartCommand,
  type ChangeQuantity,
  type ProductFacts,
  cartDecider,
} from '../../src/events/cart/businessLogic';
import {
  type Cart,
  type CartEvent,
  cartStreamId,
  evolve,
  initialState,
  parseCartStream,
} from '../../src/events/cart/cart';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../../src/shared/errors';
import { deciderSpec } from '../helpers/decider';

/*
 * The cart decider, given/when/then, grouped by the cart's state. Every rule of the cart has a case.
 */

const given = deciderSpec(cartDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const at = now.toISOString();
const metadata = { now };

const urea: ProductFacts = {
  id: '11',
  name: 'Urea 46%',
  name_ar: 'يوريا 46%',
  is_active: true,
  is_available: true,
  stock_quantity: 3,
  price: 450,
};
const seeds: ProductFacts = {
  id: '12',
  name: 'Tomato Seeds',
  name_ar: null,
  is_active: true,
  is_available: true,
  stock_quantity: null,
  price: 49.5,
};
const pump: ProductFacts = {
  id: '13',
  name: 'Solar Pump',
  name_ar: 'مضخة شمسية',
  is_active: true,
  is_available: true,
  stock_quantity: 1,
  price: 12_000,
};

const LINE_A = '00000000-0000-4000-8000-00000000000a';
const LINE_B = '00000000-0000-4000-8000-00000000000b';
const NEW_LINE = '00000000-0000-4000-8000-0000000000ff';

// ─── Commands ────────────────────────────────────────────────────────────────────────────────────────
const add = (product: ProductFacts | null, quantity = 1): AddItem => ({
  type: 'AddItem',
  data: { product, quantity, newItemId: NEW_LINE },
  metadata,
});
const change = (itemId: string, quantity: number, product: ProductFacts | null = urea): ChangeQuantity => ({
  type: 'ChangeQuantity',
  data: { itemId, quantity, product },
  metadata,
});
const remove = (itemId: string): CartCommand => ({ type: 'RemoveItem', data: { itemId }, metadata });
const clear: CartCommand = { type: 'ClearCart', data: {}, metadata };
const checkOut: CartCommand = { type: 'CheckOut', data: { orderId: '501' }, metadata };

// ─── Events ──────────────────────────────────────────────────────────────────────────────────────────
const added = (product: ProductFacts, quantity: number, itemId: string): CartEvent => ({
  type: 'CartItemAdded',
  data: {
    item_id: itemId,
    product_id: product.id,
    product_name: product.name,
    quantity,
    unit_price: product.price,
    added_at: at,
  },
});
const changed = (itemId: string, productId: string, quantity: number, previous: number): CartEvent => ({
  type: 'CartItemQuantityChanged',
  data: { item_id: itemId, product_id: productId, quantity, previous_quantity: previous, changed_at: at },
});
const removed = (itemId: string, productId: string): CartEvent => ({
  type: 'CartItemRemoved',
  data: { item_id: itemId, product_id: productId, removed_at: at },
});
const cleared: CartEvent = { type: 'CartCleared', data: { cleared_at: at } };

const twoUrea = added(urea, 2, LINE_A);
const oneSeedBag = added(seeds, 1, LINE_B);

describe('An empty cart', () => {
  it('takes a product as a new line with its id, name and price at that moment', () =>
    given([])
      .when(add(urea, 2))
      .then([added(urea, 2, NEW_LINE)]));

  it('refuses a product that does not exist', () =>
    given([]).when(add(null)).thenThrows('Product not found', NotFoundError));

  it('refuses a product that is no longer sold', () =>
    given([])
      .when(add({ ...urea, is_active: false }))
      .thenThrows('Urea 46% is no longer sold', ValidationError));

  it('refuses a product that is not available', () =>
    given([])
      .when(add({ ...urea, is_available: false }))
      .thenThrows('Urea 46% is not available at the moment', ValidationError));

  it('refuses a product that is out of stock', () =>
    given([])
      .when(add({ ...urea, stock_quantity: 0 }))
      .thenThrows('Urea 46% is out of stock', ConflictError));

  it('refuses a quantity below 1', () => {
    given([]).when(add(urea, 0)).thenThrows('Quantity must be at least 1', ValidationError);
    given([]).when(add(urea, -2)).thenThrows('Quantity must be at least 1', ValidationError);
  });

  it('refuses a quantity that is not a whole number', () =>
    given([]).when(add(urea, 1.5)).thenThrows('Quantity must be a whole number', ValidationError));

  it('takes up to the stock and no more, saying how many there are', () => {
    given([])
      .when(add(urea, 3))
      .then([added(urea, 3, NEW_LINE)]);
    const err = given([]).when(add(urea, 4)).thenThrows('Only 3 of Urea 46% are available', ConflictError);
    expect((err as ConflictError).details).toEqual({ available: 3 });
    expect((err as ConflictError).field).toBe('quantity');
  });

  it('says "is" when one is left', () =>
    given([]).when(add(pump, 2)).thenThrows('Only 1 of Solar Pump is available', ConflictError));

  it('takes up to 999 of a product whose stock is not counted', () => {
    given([])
      .when(add(seeds, 999))
      .then([added(seeds, 999, NEW_LINE)]);
    given([]).when(add(seeds, 1000)).thenThrows('Only 999 of Tomato Seeds are available', ConflictError);
  });

  it('has no lines to change or remove', () => {
    given([]).when(change(LINE_A, 2)).thenThrows('Cart item not found', NotFoundError);
    given([]).when(remove(LINE_A)).thenThrows('Cart item not found', NotFoundError);
  });

  it('stays as it is when cleared', () => given([]).when(clear).thenNothing());

  it('cannot be checked out', () =>
    given([]).when(checkOut).thenThrows('Cannot check out an empty cart', IllegalStateError));
});

describe('A cart with lines', () => {
  it('adds more of a product already in it to its line (the line keeps its id)', () =>
    given([twoUrea])
      .when(add(urea, 1))
      .then([changed(LINE_A, urea.id, 3, 2)]));

  it('caps a line at the stock, saying what the cart already has', () => {
    const err = given([twoUrea])
      .when(add(urea, 2))
      .thenThrows('Only 3 of Urea 46% are available; your cart already has 2', ConflictError);
    expect((err as ConflictError).details).toEqual({ available: 3, in_cart: 2 });
  });

  it('checks the product again when more of it is added', () => {
    given([twoUrea])
      .when(add({ ...urea, is_available: false }))
      .thenThrows('Urea 46% is not available at the moment', ValidationError);
    given([twoUrea])
      .when(add({ ...urea, stock_quantity: 0 }))
      .thenThrows('Urea 46% is out of stock', ConflictError);
  });

  it('puts another product on a line of its own', () =>
    given([twoUrea])
      .when(add(seeds, 5))
      .then([added(seeds, 5, NEW_LINE)]));

  it("sets a line's quantity", () =>
    given([twoUrea, oneSeedBag])
      .when(change(LINE_B, 4, seeds))
      .then([changed(LINE_B, seeds.id, 4, 1)]));

  it('changes nothing when the quantity is the same', () => given([twoUrea]).when(change(LINE_A, 2)).thenNothing());

  it('removes a line whose quantity is set to 0 or less', () => {
    given([twoUrea])
      .when(change(LINE_A, 0))
      .then([removed(LINE_A, urea.id)]);
    given([twoUrea])
      .when(change(LINE_A, -1))
      .then([removed(LINE_A, urea.id)]);
  });

  it('refuses a changed quantity that is not a whole number', () =>
    given([twoUrea]).when(change(LINE_A, 2.5)).thenThrows('Quantity must be a whole number', ValidationError));

  it('raises a quantity only within the stock', () => {
    given([twoUrea])
      .when(change(LINE_A, 3))
      .then([changed(LINE_A, urea.id, 3, 2)]);
    given([twoUrea]).when(change(LINE_A, 4)).thenThrows('Only 3 of Urea 46% are available', ConflictError);
  });

  it('raises a quantity only while the product can be bought', () => {
    given([twoUrea])
      .when(change(LINE_A, 3, null))
      .thenThrows('Urea 46% is no longer sold', ValidationError);
    given([twoUrea])
      .when(change(LINE_A, 3, { ...urea, is_active: false }))
      .thenThrows('Urea 46% is no longer sold', ValidationError);
    given([twoUrea])
      .when(change(LINE_A, 3, { ...urea, is_available: false }))
      .thenThrows('Urea 46% is not available at the moment', ValidationError);
  });

  it('always lets a quantity go down, even below what the shop still has or once the product is gone', () => {
    given([twoUrea])
      .when(change(LINE_A, 1, null))
      .then([changed(LINE_A, urea.id, 1, 2)]);
    given([added(urea, 3, LINE_A)])
      .when(change(LINE_A, 2, { ...urea, stock_quantity: 1 }))
      .then([changed(LINE_A, urea.id, 2, 3)]);
  });

  it('removes a line', () =>
    given([twoUrea, oneSeedBag])
      .when(remove(LINE_B))
      .then([removed(LINE_B, seeds.id)]));

  it("knows no line by an id that is not in it (another cart's line, a made-up id)", () => {
    given([twoUrea]).when(remove(LINE_B)).thenThrows('Cart item not found', NotFoundError);
    given([twoUrea]).when(change('not-an-id', 1)).thenThrows('Cart item not found', NotFoundError);
  });

  it('is cleared as a whole', () => given([twoUrea, oneSeedBag]).when(clear).then([cleared]));

  it('is checked out with its lines and their prices', () =>
    given([twoUrea, oneSeedBag, changed(LINE_B, seeds.id, 3, 1)])
      .when(checkOut)
      .then([
        {
          type: 'CartCheckedOut',
          data: {
            order_id: '501',
            lines: [
              { item_id: LINE_A, product_id: urea.id, quantity: 2, unit_price: 450 },
              { item_id: LINE_B, product_id: seeds.id, quantity: 3, unit_price: 49.5 },
            ],
            checked_out_at: at,
          },
        },
      ]));
});

describe('A cart whose line was removed', () => {
  const history = [twoUrea, removed(LINE_A, urea.id)];

  it('no longer knows that line', () =>
    given(history).when(change(LINE_A, 1)).thenThrows('Cart item not found', NotFoundError));

  it('takes the product again on a new line', () =>
    given(history)
      .when(add(urea, 1))
      .then([added(urea, 1, NEW_LINE)]));

  it('is empty, so clearing it changes nothing', () => given(history).when(clear).thenNothing());
});

describe('A cart whose lifetime has ended', () => {
  it('takes no more commands once cleared (changes go to the next cart)', () => {
    for (const command of [add(urea), change(LINE_A, 1), remove(LINE_A), clear, checkOut]) {
      given([twoUrea, cleared])
        .when(command)
        .thenThrows('This cart has been cleared; changes go to a new cart', IllegalStateError);
    }
  });

  it('takes no more commands once checked out', () => {
    const checkedOut: CartEvent = { type: 'CartCheckedOut', data: { order_id: '501', lines: [], checked_out_at: at } };
    given([twoUrea, checkedOut])
      .when(add(urea))
      .thenThrows('This cart has been checked out; changes go to a new cart', IllegalStateError);
  });
});

describe('evolve', () => {
  const deepFreeze = (cart: Cart): Cart => {
    if (cart.status === 'open') for (const line of cart.lines) Object.freeze(line);
    if (cart.status === 'open') Object.freeze(cart.lines);
    return Object.freeze(cart);
  };

  it('folds the events into lines', () => {
    const cart = [twoUrea, oneSeedBag, changed(LINE_B, seeds.id, 4, 1), removed(LINE_A, urea.id)].reduce(
      evolve,
      initialState(),
    );
    expect(cart).toEqual({
      status: 'open',
      lines: [
        { itemId: LINE_B, productId: seeds.id, productName: 'Tomato Seeds', quantity: 4, unitPrice: 49.5, addedAt: at },
      ],
    });
  });

  it('never changes the cart it is given', () => {
    const before = deepFreeze([twoUrea, oneSeedBag].reduce(evolve, initialState()));
    const copy = structuredClone(before);
    for (const event of [added(pump, 1, NEW_LINE), changed(LINE_A, urea.id, 3, 2), removed(LINE_B, seeds.id), cleared])
      evolve(before, event);
    expect(before).toEqual(copy);
  });

  it('closes the cart when it is cleared or checked out', () => {
    expect(evolve(initialState(), cleared)).toEqual({ status: 'closed', closedBy: 'cleared' });
    expect(
      evolve(initialState(), { type: 'CartCheckedOut', data: { order_id: '1', lines: [], checked_out_at: at } }),
    ).toEqual({
      status: 'closed',
      closedBy: 'checked_out',
    });
  });

  it('keeps the cart as it is on an event it does not know (a newer version wrote it)', () => {
    const cart = [twoUrea].reduce(evolve, initialState());
    expect(evolve(cart, { type: 'CartGiftWrapped', data: {} } as never)).toBe(cart);
  });

  it('starts every cart empty and open', () => expect(initialState()).toEqual({ status: 'open', lines: [] }));
});

describe('cart streams', () => {
  it('name the user and the lifetime', () => {
    expect(cartStreamId('42', 3)).toBe('cart-42-3');
    expect(parseCartStream('cart-42-3')).toEqual({ userId: '42', lifetime: 3 });
    expect(() => parseCartStream('order-42')).toThrow('Not a cart stream: order-42');
  });
});
