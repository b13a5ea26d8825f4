import { describe, expect, it } from 'vitest';
import {
  type OrderCommand,
  NEXT_STATUSES,
  allowedNextStatuses,
  orderDecider,
} from '../../src/events/order/businessLogic';
import { type OrderEvent, type OrderPlaced, evolve, initialState } from '../../src/events/order/order';
import { ORDER_STATUSES } from '../../src/shared/orders';
import { couponDiscount, couponRefusal, type CouponFacts } from '../../src/shared/coupons';
import { IllegalStateError, NotFoundError, ValidationError } from '../../src/shared/errors';
import { ZCheckoutForm } from '../../src/shared/schemas/checkout';
import { EXPRESS_ONLY_IN_CAIRO_GIZA, shippingQuote } from '../../src/shared/shipping';
import { deciderSpec } from '../helpers/decider';

/* The order decider, given/when/then, grouped by state: every allowed move and every refused one. */

const given = deciderSpec(orderDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const at = now.toISOString();
const metadata = { now, by: '7' };
const address = {
  first_name: 'Ahmed',
  last_name: 'Hassan',
  phone: '+20 100 000 0000',
  address: '1 Nile St',
  city: 'Cairo',
  country: 'Egypt',
};
const placement: OrderPlaced['data'] = {
  order_id: '1',
  order_number: 'FL-2026-000001',
  user_id: '7',
  lines: [{ product_id: '3', name: 'Urea 46%', price: 450, image: '/u.svg', quantity: 2 }],
  shipping_address: address,
  billing_address: address,
  shipping_method: 'standard',
  payment_method: 'cod',
  notes: null,
  subtotal: 900,
  discount: 0,
  shipping: 0,
  total: 900,
  currency: 'EGP',
  coupon: null,
  by: '7',
  at,
};
const { by: _by, at: _at, ...placeData } = placement;

const placed: OrderEvent = { type: 'OrderPlaced', data: placement };
const confirmed: OrderEvent = { type: 'OrderConfirmed', data: { by: '1', at } };
const processing: OrderEvent = { type: 'OrderProcessingStarted', data: { by: '1', at } };
const shipped: OrderEvent = {
  type: 'OrderShipped',
  data: { tracking_number: 'EG123', carrier: 'Aramex', by: '1', at },
};
const delivered: OrderEvent = { type: 'OrderDelivered', data: { by: '1', at } };
const cancelled: OrderEvent = { type: 'OrderCancelled', data: { reason: 'Changed my mind', by: '7', at } };
const refunded: OrderEvent = { type: 'OrderRefunded', data: { amount: 900, by: '1', at } };

const place: OrderCommand = { type: 'PlaceOrder', data: placeData, metadata };
const confirm: OrderCommand = { type: 'ConfirmOrder', data: {}, metadata: { now, by: '1' } };
const startProcessing: OrderCommand = { type: 'StartProcessing', data: {}, metadata: { now, by: '1' } };
const ship: OrderCommand = {
  type: 'ShipOrder',
  data: { tracking_number: 'EG123', carrier: 'Aramex' },
  metadata: { now, by: '1' },
};
const deliver: OrderCommand = { type: 'DeliverOrder', data: {}, metadata: { now, by: '1' } };
const cancel: OrderCommand = { type: 'CancelOrder', data: { reason: 'Changed my mind' }, metadata };
const refund: OrderCommand = { type: 'RefundOrder', data: {}, metadata: { now, by: '1' } };

const histories: Record<(typeof ORDER_STATUSES)[number], OrderEvent[]> = {
  pending: [placed],
  confirmed: [placed, confirmed],
  processing: [placed, confirmed, processing],
  shipped: [placed, confirmed, processing, shipped],
  delivered: [placed, confirmed, processing, shipped, delivered],
  cancelled: [placed, cancelled],
  refunded: [placed, confirmed, processing, shipped, delivered, refunded],
};
const moves: [OrderCommand, (typeof ORDER_STATUSES)[number], string, OrderEvent][] = [
  [confirm, 'confirmed', 'confirm', confirmed],
  [startProcessing, 'processing', 'process', processing],
  [ship, 'shipped', 'ship', shipped],
  [deliver, 'delivered', 'deliver', delivered],
  [cancel, 'cancelled', 'cancel', cancelled],
  [refund, 'refunded', 'refund', refunded],
];
const phrase = {
  pending: 'is pending',
  confirmed: 'has been confirmed',
  processing: 'is being processed',
  shipped: 'has been shipped',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
  refunded: 'has been refunded',
};

describe('When no order exists', () => {
  it('places it, pending, with who and when', () => given([]).when(place).then([placed]));
  it('refuses an order with no lines', () =>
    given([])
      .when({ ...place, data: { ...placeData, lines: [] } } as OrderCommand)
      .thenThrows('Your cart is empty', ValidationError));
  for (const [command] of moves)
    it(`answers ${command.type} with 404`, () => given([]).when(command).thenThrows('Order not found', NotFoundError));
});

describe('When placed', () => {
  it('refuses to place it again', () =>
    given([placed]).when(place).thenThrows('This order has already been placed', IllegalStateError));
});

for (const status of ORDER_STATUSES) {
  describe(`When ${status}`, () => {
    for (const [command, target, verb, event] of moves) {
      if (NEXT_STATUSES[status].includes(target)) {
        it(`allows ${command.type}`, () => given(histories[status]).when(command).then([event]));
      } else {
        it(`refuses ${command.type}`, () =>
          given(histories[status])
            .when(command)
            .thenThrows(`Cannot ${verb} an order that ${phrase[status]}`, IllegalStateError));
      }
    }
  });
}

describe('The rules spelled out', () => {
  it('refuses to cancel a shipped order, in the words of the design', () =>
    given(histories.shipped)
      .when(cancel)
      .thenThrows('Cannot cancel an order that has been shipped', IllegalStateError));
  it('needs a tracking number to ship', () =>
    given(histories.processing)
      .when({ ...ship, data: { tracking_number: '  ' } } as OrderCommand)
      .thenThrows(/tracking number is required/, ValidationError));
  it('refunds part of the total, never more than it', () => {
    given(histories.delivered)
      .when({ ...refund, data: { amount: 100 } } as OrderCommand)
      .then([{ type: 'OrderRefunded', data: { amount: 100, by: '1', at } }]);
    given(histories.delivered)
      .when({ ...refund, data: { amount: 901 } } as OrderCommand)
      .thenThrows(/at most the order's total/, ValidationError);
  });
  it('offers the next statuses of the lifecycle', () => {
    expect(allowedNextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('confirmed')).toEqual(['processing', 'cancelled']);
    expect(allowedNextStatuses('processing')).toEqual(['shipped']);
    expect(allowedNextStatuses('shipped')).toEqual(['delivered']);
    expect(allowedNextStatuses('delivered')).toEqual(['refunded']);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
    expect(allowedNextStatuses('refunded')).toEqual([]);
  });
  it('evolves without changing the state it is given', () => {
    const state = evolve(initialState(), placed as never);
    const frozen = JSON.stringify(state);
    evolve(state, shipped as never);
    expect(JSON.stringify(state)).toBe(frozen);
  });
  it('keeps the state as it is on an event it does not know (a newer version wrote it)', () => {
    const state = evolve(initialState(), placed as never);
    expect(evolve(state, { type: 'OrderGiftWrapped', data: {} } as never)).toBe(state);
  });
});

describe('Checkout form', () => {
  const ok = { shipping_address: address };
  const first = (v: unknown) => {
    const r = ZCheckoutForm.safeParse(v);
    return r.success ? null : { field: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
  };
  it('names the first missing shipping field', () => {
    for (const [field, words] of [
      ['first_name', 'first name'],
      ['last_name', 'last name'],
      ['phone', 'phone'],
      ['address', 'address'],
      ['city', 'city'],
    ]) {
      expect(first({ shipping_address: { ...address, [field!]: '' } })).toEqual({
        field: `shipping_address.${field}`,
        message: `Please fill in ${words}`,
      });
    }
  });
  it('uses the shipping address for billing unless told otherwise', () => {
    // The same address, its phone kept in E.164.
    expect(ZCheckoutForm.parse(ok).billing_address).toEqual({ ...address, phone: '+201000000000' });
    expect(first({ ...ok, same_as_shipping: false })).toEqual({
      field: 'billing_address.first_name',
      message: 'Please fill in billing first name',
    });
  });
  it("answers 'Coming soon' for a credit card; the online methods pass the form (the server checks their provider, issue 39)", () => {
    expect(first({ ...ok, payment_method: 'credit_card' })?.message).toBe('Coming soon');
    for (const method of ['card', 'wallet', 'fawry']) expect(first({ ...ok, payment_method: method })).toBeNull();
  });
});

describe('Coupons and shipping rules', () => {
  const coupon: CouponFacts = {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    min_subtotal: 300,
    valid_from: null,
    valid_to: null,
    usage_limit: null,
    per_user_limit: null,
    used_count: 0,
    active: true,
    used_by_user: 0,
  };
  it('gives the discount or the reason', () => {
    expect(couponDiscount(coupon, 333.33)).toBe(33.33);
    expect(couponDiscount({ kind: 'fixed', value: 50 }, 30)).toBe(30);
    expect(couponRefusal(coupon, 299, now)?.reason).toBe('below_minimum');
    expect(couponRefusal({ ...coupon, valid_to: '2026-01-01' }, 400, now)?.reason).toBe('expired');
    expect(couponRefusal(null, 400, now)?.reason).toBe('unknown');
  });
  it('charges 50 EGP up to 500, free above, +40 express in Cairo and Giza only', () => {
    expect(shippingQuote(500, 'standard', { city: 'Aswan' }).shipping).toBe(50);
    expect(shippingQuote(500.01, 'standard', { city: 'Aswan' }).shipping).toBe(0);
    expect(shippingQuote(600, 'express', { city: 'giza' }).shipping).toBe(40);
    expect(() => shippingQuote(600, 'express', { city: 'Aswan' })).toThrow(EXPRESS_ONLY_IN_CAIRO_GIZA);
  });
});
