import { describe, expect, it } from 'vitest';
import { notificationHref, notificationKind } from '../../src/client/lib/notifications';

describe('a payment reminder notification (issue 24)', () => {
  it('is its own kind, opened on its order', () => {
    expect(notificationKind('payment_reminder')).toBe('payment');
    expect(notificationHref({ data: { order_id: '42', order_number: 'FL-2026-000042', kind: 'due_3', harvest_due: '2026-10', amount_due: 220, link: '/orders/42' } })).toBe('/orders/42');
  });
});
