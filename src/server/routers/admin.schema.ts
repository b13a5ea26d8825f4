import { z } from 'zod';
import { type MessageKey, keyedIssue, says } from '../../shared/messages';
import { ORDER_STATUSES } from '../../shared/orders';
import { PRODUCT_CATEGORIES, ZPage, choiceField, limitField, textField } from '../../shared/catalogue';
import type { DateBound } from '../admin/common';
import { ZCreditLimitForm, ZPaymentForm } from '../../shared/credit';
import { ZId } from './auth.schema';
import { COMMENT_TARGETS } from '../../shared/crops';
import { paged } from './common.schema';
import * as S from './outputs';

/*
 * Input schemas of the admin router (issue #9, part 1). List inputs take what a REST query string carries (numbers
 * as text, '' for "not given"), like the storefront's lists.
 */

/** A choice that must be given. */
function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  const message = says('call.oneOf', { field, values: values.join(', ') });
  return z
    .string(message)
    .trim()
    .pipe(z.enum(values, message))
    .describe(`One of: ${values.join(', ')}`);
}

/** Text that must be given: trimmed, 1 to `max` characters. */
function requiredText(field: string, max: number, missing: MessageKey) {
  return z.string(says(missing)).trim().min(1, says(missing)).max(max, says('admin.textTooLong', { field, max }));
}

// ─── Date ranges ─────────────────────────────────────────────────────────────────────────────────────

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

function dateBound(field: string) {
  const message = keyedIssue('admin.dateOrInstant', { field });
  return textField(field, 40).transform((v, ctx): DateBound | undefined => {
    if (v === undefined) return undefined;
    if (DAY.test(v) && isRealDay(v)) return { day: v };
    if (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))) return { at: new Date(v).toISOString() };
    ctx.addIssue({ code: 'custom', ...message });
    return z.NEVER;
  });
}

const boundTime = (b: DateBound) => ('day' in b ? Date.parse(`${b.day}T00:00:00Z`) : Date.parse(b.at));

/** `from` and `to` (both optional); `to` may not be before `from`. */
const dateRange = { from: dateBound('from'), to: dateBound('to') };
function rangeInOrder(v: { from?: DateBound | undefined; to?: DateBound | undefined }, ctx: z.RefinementCtx) {
  // zod runs this even when a bound failed its own check (it is then still the text sent): compare two dates only.
  const isBound = (b: unknown): b is DateBound => typeof b === 'object' && b !== null;
  if (isBound(v.from) && isBound(v.to) && boundTime(v.to) < boundTime(v.from))
    ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue('admin.toNotBeforeFrom') });
}

// ─── Users ───────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_ROLES = ['customer', 'admin'] as const;
export const USER_STATUSES = ['active', 'banned', 'deactivated', 'deleted'] as const;
/** The statuses PUT /admin/users/{id} sets ('deleted' is DELETE /admin/users/{id}). */
export const SETTABLE_USER_STATUSES = ['active', 'deactivated', 'banned'] as const;

export const ZAdminUserListInput = z
  .object({
    page: ZPage,
    limit: limitField(20, 100),
    search: textField('search', 100),
    role: choiceField(ADMIN_ROLES, 'role'),
    status: choiceField(USER_STATUSES, 'status'),
    sort_by: choiceField(['created_at', 'last_login_at', 'email', 'name'], 'sort_by').transform(
      (v) => v ?? 'created_at',
    ),
    sort_order: choiceField(['ASC', 'DESC'], 'sort_order', true).transform((v) => v ?? 'DESC'),
  })
  .prefault({});
export type AdminUserListQuery = z.output<typeof ZAdminUserListInput>;

export const ZAdminUserRef = z.object({ id: ZId });

export const ZAdminUserUpdateInput = z
  .object({
    id: ZId,
    role: choiceField(ADMIN_ROLES, 'role'),
    status: choiceField(SETTABLE_USER_STATUSES, 'status'),
    /** Why, when the status becomes banned (required then). */
    reason: textField('reason', 500),
  })
  .superRefine((v, ctx) => {
    if (v.role === undefined && v.status === undefined)
      ctx.addIssue({ code: 'custom', path: ['role'], ...keyedIssue('admin.roleOrStatus') });
    if (v.status === 'banned' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], ...keyedIssue('admin.banReason') });
  });
export type AdminUserPatch = z.output<typeof ZAdminUserUpdateInput>;

export const ZAdminBanInput = z.object({ id: ZId, reason: requiredText('reason', 500, 'admin.banReason') });

// ─── Audit log ───────────────────────────────────────────────────────────────────────────────────────

export const ZAuditLogInput = z
  .object({
    page: ZPage,
    limit: limitField(50, 200),
    /** An action ('admin.user.banned'), or a prefix of actions ('admin.user', 'auth'). */
    action: textField('action', 100),
    actor_id: ZId.optional(),
    target_type: textField('target_type', 50),
    target_id: textField('target_id', 100),
    ...dateRange,
  })
  .superRefine(rangeInOrder)
  .prefault({});
export type AuditLogQuery = z.output<typeof ZAuditLogInput>;

// ─── Moderation ──────────────────────────────────────────────────────────────────────────────────────

export const MODERATION_TYPES = ['reviews', 'comments', 'products'] as const;
export type ModerationType = (typeof MODERATION_TYPES)[number];
export const MODERATION_ACTIONS = ['approve', 'reject'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ZModerationQueueInput = z.object({
  type: requiredChoice(MODERATION_TYPES, 'type'),
  page: ZPage,
  limit: limitField(20, 100),
});

export const ZModerationDecisionInput = z
  .object({
    type: requiredChoice(MODERATION_TYPES, 'type'),
    id: ZId,
    action: requiredChoice(MODERATION_ACTIONS, 'action'),
    reason: textField('reason', 500),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'reject' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], ...keyedIssue('admin.rejectReason') });
  });

// ─── Settings ────────────────────────────────────────────────────────────────────────────────────────

export const ZSettingKeyInput = z.object({
  key: z.string(says('admin.keyRequired')).trim().min(1, says('admin.keyRequired')).max(100),
});
/** `{key, value}`: the value is checked against the key's own schema (src/shared/settings.ts). */
export const ZSettingUpdateInput = ZSettingKeyInput.extend({ value: z.unknown() });
/** `{<key>: <value>, ...}`: several settings at once. */
export const ZSettingsUpdateInput = z.record(z.string(), z.unknown(), says('admin.settingsObject'));

// ─── Orders ──────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_ORDER_SORTS = ['created_at', 'total', 'order_number', 'status'] as const;

export const ZAdminOrderListInput = z
  .object({
    page: ZPage,
    limit: limitField(20, 100),
    status: choiceField(ORDER_STATUSES, 'status'),
    /** An order number, a customer's e-mail or a product's name (part of it). */
    search: textField('search', 100),
    user_id: ZId.optional(),
    sort_by: choiceField(ADMIN_ORDER_SORTS, 'sort_by').transform((v) => v ?? 'created_at'),
    sort_order: choiceField(['ASC', 'DESC'], 'sort_order', true).transform((v) => v ?? 'DESC'),
    ...dateRange,
  })
  .superRefine(rangeInOrder)
  .prefault({});
export type AdminOrderListQuery = z.output<typeof ZAdminOrderListInput>;

export const ZAdminOrderRef = z.object({ id: ZId });

export const ZOrderStatusInput = z
  .object({
    id: ZId,
    status: requiredChoice(ORDER_STATUSES, 'status'),
    tracking_number: textField('tracking_number', 100),
    carrier: textField('carrier', 100),
    /** Why, for a cancellation. */
    reason: textField('reason', 500),
    /** For a refund: how much (EGP); the whole total when not given. */
    amount: z.number(says('admin.amountNumber')).positive(says('admin.amountPositive')).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'shipped' && !v.tracking_number)
      ctx.addIssue({ code: 'custom', path: ['tracking_number'], ...keyedIssue('orders.trackingRequired') });
  });
export type OrderStatusChange = z.output<typeof ZOrderStatusInput>;

// ─── Pay at harvest ──────────────────────────────────────────────────────────────────────────────────

/** PUT /admin/users/{id}/credit: {limit (EGP; 0 closes the line), note?}. */
export const ZAdminCreditInput = ZCreditLimitForm.extend({ id: ZId });
/** POST /admin/orders/{id}/payments: {amount (EGP), note?}. */
export const ZAdminPaymentInput = ZPaymentForm.extend({ id: ZId });

// ─── Products ────────────────────────────────────────────────────────────────────────────────────────

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ZAdminProductListInput = z
  .object({
    page: ZPage,
    limit: limitField(20, 100),
    approval_status: choiceField(APPROVAL_STATUSES, 'approval_status'),
    category: choiceField(PRODUCT_CATEGORIES, 'category'),
    search: textField('search', 100),
    sort_by: choiceField(['created_at', 'name', 'price', 'stock_quantity'], 'sort_by').transform(
      (v) => v ?? 'created_at',
    ),
    sort_order: choiceField(['ASC', 'DESC'], 'sort_order', true).transform((v) => v ?? 'DESC'),
  })
  .prefault({});
export type AdminProductListQuery = z.output<typeof ZAdminProductListInput>;

export const ZAdminProductRef = z.object({ id: ZId });
export const ZAdminProductRejectInput = z.object({
  id: ZId,
  reason: requiredText('reason', 500, 'admin.rejectReason'),
});

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const int = z.number().int();

export const ZAdminUserListOutput = paged(S.AdminUser);
/** A change to a user: the user as it is now. */
export const ZAdminUserWritten = z.strictObject({ message: S.message, user: S.AdminUserDetail });
export const ZAdminCreditWritten = z.strictObject({ message: S.message, credit: S.AdminCreditSummary });

/** src/server/admin/logs.ts: a line of the audit log. */
const auditEntry = z.strictObject({
  id: S.id,
  action: z.string(),
  actor_id: S.id.nullable(),
  actor: z
    .strictObject({
      id: S.id,
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      role: z.string(),
    })
    .nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: S.jsonObject,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: S.at,
});
export const ZAuditLogOutput = paged(auditEntry);

const author = z.strictObject({ name: z.string(), email: z.string().nullable() });
const moderationStatus = z.enum(['approved', 'pending', 'rejected']);
/** src/server/admin/moderation.ts `ModerationItem`: a review, a comment (with what it is on) or a product. */
const moderationItem = z.union([
  z.strictObject({
    id: S.id,
    product: z.strictObject({ id: S.id, name: z.string(), slug: z.string() }),
    user_id: S.id,
    author,
    rating: int,
    body: z.string().nullable(),
    verified_purchase: z.boolean(),
    status: moderationStatus,
    moderation_reason: z.string().nullable(),
    moderated_at: S.at.nullable(),
    created_at: S.at,
    updated_at: S.at,
  }),
  z.strictObject({
    id: S.id,
    target_type: z.enum(COMMENT_TARGETS),
    target_id: S.id,
    /** The crop's or product's name, the guide's title. */
    target_name: z.string().nullable(),
    user_id: S.id,
    author,
    body: z.string(),
    status: moderationStatus,
    moderation_reason: z.string().nullable(),
    moderated_at: S.at.nullable(),
    created_at: S.at,
    updated_at: S.at,
  }),
  S.AdminProduct,
]);
export const ZModerationQueueOutput = paged(moderationItem);
/** A moderation decision: the item, its type, and (for a review) the product's new rating. */
export const ZModerationDecisionOutput = z.strictObject({
  message: S.message,
  item: moderationItem,
  type: z.enum(MODERATION_TYPES),
  summary: S.RatingSummary.optional(),
});

/** src/server/admin/settings.ts: the shop settings. */
export const ZSettingsOutput = z.strictObject({
  free_shipping_threshold: S.money,
  shipping_fee: S.money,
  store_contact: z.strictObject({ phone: z.string(), email: z.string(), address: z.string() }),
  moderation_enabled: z.boolean(),
  maintenance_banner: z.strictObject({ enabled: z.boolean(), message_en: z.string(), message_ar: z.string() }),
  unverified_max_pending_orders: z.number().int(),
  unverified_max_pending_total: S.money,
  pending_cod_expiry_days: z.number().int(),
  backup_keep_count: z.number().int(),
  backup_keep_days: z.number().int(),
  phone_codes_per_address_day: z.number().int(),
  phone_codes_per_day: z.number().int(),
  phone_codes_any_country: z.boolean(),
});
export const ZSettingsWritten = z.strictObject({ message: S.message, settings: ZSettingsOutput });
/** One setting with its default and its last change. */
export const ZSettingOutput = z.strictObject({
  key: z.string(),
  value: z.unknown(),
  default: z.unknown(),
  is_default: z.boolean(),
  updated_at: S.at.nullable(),
  updated_by: S.id.nullable(),
});
export const ZSettingWritten = z.strictObject({ message: S.message, setting: ZSettingOutput });

export const ZAdminOrderListOutput = paged(S.AdminOrderRow);
/** An order as administrators see it, with its timeline. */
export const ZAdminOrderOutput = S.AdminOrder.extend({ timeline: z.array(S.TrackingEvent) });
export const ZAdminOrderWritten = z.strictObject({ message: S.message, order: ZAdminOrderOutput });
export const ZPaymentWritten = z.strictObject({ message: S.message, payment: S.OrderPaymentState });
/** A CSV download as procedures answer it (the REST route sends the file itself). */
export const ZCsvFile = z.strictObject({ filename: z.string(), content_type: z.string(), content: z.string() });

export const ZAdminProductListOutput = paged(S.AdminProductRow);
export const ZAdminProductWritten = z.strictObject({ message: S.message, product: S.AdminProduct });
