import { z } from 'zod';
import { PRODUCT_CATEGORIES, ZRef } from './catalogue';
import { keyedIssue, says } from './messages';

/*
 * An administrator's coupon (the /admin coupons screen and POST/PUT /api/admin/coupons): the same schema checks the
 * Mantine form and the call. Pure.
 */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
/** What a coupon's state is, derived from its row and the clock (src/server/coupons/admin.ts says how). */
export const COUPON_STATUSES = ['active', 'scheduled', 'paused', 'expired', 'used_up', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Letters, digits, `-` and `_`, 2 to 40 characters; compared without regard to case. */
export const COUPON_CODE = /^[A-Za-z0-9_-]{2,40}$/;

const whole = (field: string) =>
  z
    .number(says('coupons.wholeOrEmpty', { field }))
    .int(says('coupons.wholeOrEmpty', { field }))
    .min(1, says('coupons.wholeOrEmpty', { field }))
    .max(1_000_000, says('coupons.wholeOrEmpty', { field }))
    .nullable();

const instant = (field: string) => z.coerce.date(says('coupons.dateFormat', { field })).nullable();

/** The fields of a coupon an administrator writes. */
export const ZCouponFields = z.object({
  code: z
    .string(says('coupons.codeFormat'))
    .trim()
    .regex(COUPON_CODE, says('coupons.codeFormat'))
    .transform((code) => code.toUpperCase()),
  description: z
    .string()
    .trim()
    .max(200, says('field.atMostChars', { field: 'description', max: 200 }))
    .nullable(),
  description_ar: z
    .string()
    .trim()
    .max(200, says('field.atMostChars', { field: 'description_ar', max: 200 }))
    .nullable(),
  kind: z.enum(COUPON_KINDS, says('call.oneOf', { field: 'kind', values: COUPON_KINDS.join(', ') })),
  value: z.number(says('coupons.valuePositive')).positive(says('coupons.valuePositive')).max(1_000_000),
  min_subtotal: z.number(says('coupons.minimumNotNegative')).min(0, says('coupons.minimumNotNegative')).max(10_000_000),
  valid_from: instant('valid_from'),
  valid_to: instant('valid_to'),
  usage_limit: whole('usage_limit'),
  per_user_limit: whole('per_user_limit'),
  categories: z
    .array(z.enum(PRODUCT_CATEGORIES, says('coupons.categoryUnknown', { values: PRODUCT_CATEGORIES.join(', ') })))
    .max(PRODUCT_CATEGORIES.length)
    .transform((list) => [...new Set(list)]),
});

/** The rules across fields: a percentage is at most 100; the end comes after the start. */
function checked<T extends z.ZodType<Partial<z.infer<typeof ZCouponFields>>>>(schema: T) {
  return schema.superRefine((coupon, ctx) => {
    if (coupon.kind === 'percent' && coupon.value !== undefined && coupon.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], ...keyedIssue('coupons.percentMax') });
    if (coupon.valid_from && coupon.valid_to && coupon.valid_from >= coupon.valid_to)
      ctx.addIssue({ code: 'custom', path: ['valid_to'], ...keyedIssue('coupons.datesOrder') });
  });
}

/** POST /admin/coupons: a new coupon (optional fields default to none). */
export const ZCouponCreateInput = checked(
  ZCouponFields.extend({
    description: ZCouponFields.shape.description.default(null),
    description_ar: ZCouponFields.shape.description_ar.default(null),
    min_subtotal: ZCouponFields.shape.min_subtotal.default(0),
    valid_from: ZCouponFields.shape.valid_from.default(null),
    valid_to: ZCouponFields.shape.valid_to.default(null),
    usage_limit: ZCouponFields.shape.usage_limit.default(null),
    per_user_limit: ZCouponFields.shape.per_user_limit.default(null),
    categories: ZCouponFields.shape.categories.default([]),
  }),
);
export type CouponCreateInput = z.infer<typeof ZCouponCreateInput>;

/** PUT /admin/coupons/{id}: the fields to change. */
export const ZCouponUpdateInput = checked(ZCouponFields.partial().extend({ id: ZRef }));
export type CouponUpdateInput = z.infer<typeof ZCouponUpdateInput>;
