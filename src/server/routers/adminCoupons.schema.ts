import { z } from 'zod';
import { PRODUCT_CATEGORIES, ZPage, ZRef, choiceField, limitField, textField } from '../../shared/catalogue';
import { COUPON_KINDS, COUPON_STATUSES } from '../../shared/couponForm';
import { paged } from './common.schema';
import * as S from './outputs';

/* The admin coupons calls' inputs and answers (the coupon's own fields: src/shared/couponForm.ts, the form's schema). */

/** GET /admin/coupons: ?search (code or description), ?status, ?category, ?page, ?limit. */
export const ZCouponListInput = z
  .object({
    page: ZPage,
    limit: limitField(20, 100),
    search: textField('search', 100),
    status: choiceField(COUPON_STATUSES, 'status'),
    category: choiceField(PRODUCT_CATEGORIES, 'category'),
  })
  .prefault({});

/** A coupon by its id. */
export const ZCouponRef = z.object({ id: ZRef });

/** A coupon as the admin screen shows it, with its usage. */
export const AdminCouponOut = z.strictObject({
  id: S.id,
  code: z.string(),
  description: z.string().nullable(),
  description_ar: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  min_subtotal: S.money,
  valid_from: S.at.nullable(),
  valid_to: S.at.nullable(),
  usage_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  categories: z.array(z.string()),
  status: z.enum(COUPON_STATUSES),
  ended_at: S.at.nullable(),
  created_at: S.at,
  updated_at: S.at,
  usage: z.strictObject({
    orders: z.number().int().describe('Orders that used it'),
    customers: z.number().int().describe('Distinct customers'),
    discount_total: S.money.describe('Discount given on orders not cancelled or refunded'),
    revenue: S.money.describe('Totals of the orders that used it, not cancelled or refunded'),
  }),
});

export const ZCouponListOutput = paged(AdminCouponOut);
export const ZCouponWritten = z.strictObject({ coupon: AdminCouponOut, message: S.message });
