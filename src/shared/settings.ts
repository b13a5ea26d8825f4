import { z } from 'zod';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, STORE_CONTACT } from './business';
import { type KeyedIssue, type Message, isMessageKey, keyedIssue, msg, says } from './messages';

/*
 * The shop's settings (admin issue): one zod schema and one default per key. Pure: the server validates writes
 * with these schemas and the admin settings form reuses them. A key with no stored value has its default, so the
 * spec's constants (business.ts) stay what the shop does until an administrator changes them.
 */

/** Money in EGP with at most two decimals, from 0 to `max`. */
function egp(key: string, max: number) {
  const message = says('settings.egpAmount', { field: key, max });
  return z
    .number(message)
    .min(0, message)
    .max(max, message)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, message);
}

const text = (field: string, max: number, required = true) => {
  const base = z
    .string(says('settings.mustBeText', { field }))
    .trim()
    .max(max, says('settings.tooLong', { field, max }));
  return required ? base.min(1, says('settings.fillIn', { field })) : base;
};

export const ZStoreContact = z.strictObject(
  {
    phone: text('phone', 40).regex(/^\+?[\d\s()-]{6,40}$/, says('settings.phoneFormat')),
    email: text('email', 200).pipe(z.email(says('settings.emailFormat'))),
    address: text('address', 300),
  },
  says('settings.contactObject'),
);

export const ZMaintenanceBanner = z
  .strictObject(
    {
      enabled: z.boolean(says('call.trueOrFalse', { field: 'enabled' })),
      message_en: text('message_en', 500, false),
      message_ar: text('message_ar', 500, false),
    },
    says('settings.bannerObject'),
  )
  .superRefine((v, ctx) => {
    if (!v.enabled) return;
    if (!v.message_en) ctx.addIssue({ code: 'custom', path: ['message_en'], ...keyedIssue('settings.bannerEnglish') });
    else if (!v.message_ar)
      ctx.addIssue({ code: 'custom', path: ['message_ar'], ...keyedIssue('settings.bannerArabic') });
  });

/** A whole number from `min` to `max`. */
function whole(key: string, min: number, max: number) {
  const message = says('field.wholeFromTo', { field: key, min, max });
  return z.number(message).int(message).min(min, message).max(max, message);
}

/** Each setting's schema. */
export const SETTING_SCHEMAS = {
  /** Orders whose subtotal is above this ship free (EGP). */
  free_shipping_threshold: egp('free_shipping_threshold', 1_000_000),
  /** The shipping fee at or below the threshold (EGP). */
  shipping_fee: egp('shipping_fee', 100_000),
  /** The store's contact block (about page, footer, invoices). */
  store_contact: ZStoreContact,
  /** When on, customers' new reviews and comments wait for a moderator. */
  moderation_enabled: z.boolean(says('call.trueOrFalse', { field: 'moderation_enabled' })),
  /** A banner across the storefront, in both languages. */
  maintenance_banner: ZMaintenanceBanner,
  /** Issue 38: how many pending orders an account whose e-mail is not verified may have (0: none). */
  unverified_max_pending_orders: whole('unverified_max_pending_orders', 0, 100),
  /** Issue 38: the most an account whose e-mail is not verified may have in pending orders, in all (EGP). */
  unverified_max_pending_total: egp('unverified_max_pending_total', 1_000_000),
  /** Issue 38: pending cash-on-delivery orders not confirmed within this many days are cancelled by the workers. */
  pending_cod_expiry_days: whole('pending_cod_expiry_days', 1, 90),
  /** Issue 38: how many completed backups are kept (the oldest beyond it are deleted after each new backup). */
  backup_keep_count: whole('backup_keep_count', 1, 1000),
  /** Issue 38: completed backups older than this many days are deleted (0: no age limit); the newest is always kept. */
  backup_keep_days: whole('backup_keep_days', 0, 3650),
  /** Issue 40: codes (SMS, WhatsApp) one client address may ask for in 24 hours, whatever the numbers. */
  phone_codes_per_address_day: whole('phone_codes_per_address_day', 1, 10_000),
  /** Issue 40: codes the shop sends in 24 hours, in all: the ceiling of what SMS pumping could cost. */
  phone_codes_per_day: whole('phone_codes_per_day', 0, 1_000_000),
  /** Issue 40: when on, codes also go to the mobiles of the other shipping countries, not only Egyptian ones. */
  phone_codes_any_country: z.boolean(says('call.trueOrFalse', { field: 'phone_codes_any_country' })),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.output<(typeof SETTING_SCHEMAS)[K]> };

export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

/** The value of every key that has none stored: the spec's constants. */
export const SETTING_DEFAULTS: Settings = {
  free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
  shipping_fee: SHIPPING_FEE,
  store_contact: { phone: STORE_CONTACT.phone, email: STORE_CONTACT.email, address: STORE_CONTACT.location },
  moderation_enabled: false,
  maintenance_banner: { enabled: false, message_en: '', message_ar: '' },
  unverified_max_pending_orders: 1,
  unverified_max_pending_total: 2000,
  pending_cod_expiry_days: 7,
  backup_keep_count: 10,
  backup_keep_days: 30,
  phone_codes_per_address_day: 20,
  phone_codes_per_day: 2000,
  phone_codes_any_country: false,
};

/** What the storefront reads (settings.public): nothing an administrator keeps to themselves. */
export const PUBLIC_SETTING_KEYS = [
  'free_shipping_threshold',
  'shipping_fee',
  'store_contact',
  'maintenance_banner',
] as const satisfies readonly SettingKey[];
export type PublicSettings = Pick<Settings, (typeof PUBLIC_SETTING_KEYS)[number]>;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key);

/** A value checked against its key's schema: the parsed value, or the first failing field (`key` or `key.sub`) and why. */
export function parseSetting<K extends SettingKey>(
  key: K,
  value: unknown,
): { ok: true; value: Settings[K] } | { ok: false; field: string; message: Message } {
  const result = SETTING_SCHEMAS[key].safeParse(value);
  if (result.success) return { ok: true, value: result.data as Settings[K] };
  const issue = result.error.issues[0];
  const field = [key, ...(issue?.path ?? []).map(String)].join('.');
  return { ok: false, field, message: settingProblem(key, issue) };
}

/** What a setting's first failing check says: its keyed message (every check of these schemas names one). */
function settingProblem(key: SettingKey, issue: z.core.$ZodIssue | undefined): Message {
  if (issue?.code === 'unrecognized_keys') return msg('settings.unknownField', { key, fields: issue.keys.join(', ') });
  const { message_key: said, message_params: params } = (issue ?? {}) as Partial<KeyedIssue>;
  return isMessageKey(said) ? msg(said, params) : msg('settings.notValid', { key });
}
