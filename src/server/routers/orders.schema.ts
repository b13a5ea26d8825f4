import { z } from 'zod';
import { ORDER_STATUSES } from '../../events/order/order';
import { PAGE_SIZE } from '../../shared/business';
import { ZRef, ZPage, choiceField, limitField, textField } from '../../shared/catalogue';
import { ZCheckoutForm } from '../../shared/schemas/checkout';

/** POST /orders: the checkout form with its idempotency key (the REST route reads it from the Idempotency-Key header). */
export const ZCreateOrderInput = ZCheckoutForm;

/** GET /orders: page, limit (10), sort_by created_at|total, sort_order, status, search. */
export const ZOrderListInput = z
  .object({
    page: ZPage,
    limit: limitField(PAGE_SIZE.orders, 50),
    sort_by: choiceField(['created_at', 'total'], 'sort_by').transform((v) => v ?? 'created_at'),
    sort_order: choiceField(['ASC', 'DESC'], 'sort_order', true).transform((v) => v ?? 'DESC'),
    status: choiceField(ORDER_STATUSES, 'status'),
    search: textField('search', 100),
  })
  .prefault({});

export const ZOrderRefInput = z.object({ id: ZRef });
export const ZCancelOrderInput = z.object({ id: ZRef, reason: textField('reason', 500) });
