import { z } from 'zod';
import { ORDER_STATUSES } from '../../shared/orders';
import { PAGE_SIZE } from '../../shared/business';
import { ZRef, ZPage, choiceField, limitField, textField } from '../../shared/catalogue';
import { ZCheckoutForm } from '../../shared/schemas/checkout';
import { paged, withMessage } from './common.schema';
import * as S from './outputs';

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

/* The answers. */

/** The order placed (`created` false: an earlier request with the same idempotency key placed it). */
export const ZPlacedOrder = withMessage(S.Order.extend({ created: z.boolean() }));
/** A page of the caller's orders, as cards (`total`, `totalPages` repeat the pagination's). */
export const ZOrderPage = paged(S.OrderCard).extend({ total: z.number().int(), totalPages: z.number().int() });
export const ZCancelledOrder = withMessage(z.strictObject({ order: S.Order }));

const ZReorderLine = z.strictObject({
  product_id: S.id,
  name: z.string(),
  name_ar: z.string().nullable(),
  quantity: z.number().int(),
});
/** What a reorder put back in the cart, and what it could not (with the reason). */
export const ZReorderResult = withMessage(
  z.strictObject({
    order_id: S.id,
    added: z.array(ZReorderLine),
    unavailable: z.array(ZReorderLine.extend({ reason: z.string() })),
  }),
);

/** The order's timeline from its events, with its status and tracking number. */
export const ZOrderTracking = z.strictObject({
  order_id: S.id,
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  tracking_number: z.string().nullable(),
  carrier: z.string().nullable(),
  timeline: z.array(S.TrackingEvent),
});

/** The invoice PDF as base64. */
export const ZInvoiceFile = z.strictObject({
  filename: z.string(),
  content_type: z.literal('application/pdf'),
  base64: z.string(),
});
