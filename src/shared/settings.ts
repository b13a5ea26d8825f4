import { z } from 'zod';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, STORE_CONTACT } from './business';

/*
 * The shop's settings (admin issue): one zod schema and one default per key. Pure: the server validates writes
 * with these schemas and the admin settings form reuses them. A key with no stored value has its default, so the
 * spec's constants (business.ts) stay what the shop does until an administrator changes them.
 */

/** Money in EGP with at most two decimals, from 0 to `max`. */
function egp(key: string, max: number) {
  const message = `${key} must be an amount in EGP from 0 to ${max}, with at most two decimals`;
  return z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, message);
}

const text = (field: string, max: number, required = true) => {
  const base = z.string({ error: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`);
  return required ? base.min(1, `Please fill in ${field}`) : base;
};

export const ZStoreContact = z.strictObject(
  {
    phone: text('phone', 40).regex(/^\+?[\d\s()-]{6,40}$/, 'phone must be a phone number (digits, spaces, +, - and brackets)'),
    email: text('email', 200).pipe(z.email('email must be an e-mail address')),
    address: text('address', 300),
  },
  { error: 'store_contact must be an object with phone, email and address' },
);

export const ZMaintenanceBanner = z
  .strictObject(
    {
      enabled: z.boolean({ error: 'enabled must be true or false' }),
      message_en: text('message_en', 500, false),
      message_ar: text('message_ar', 500, false),
    },
    { error: 'maintenance_banner must be an object with enabled, message_en and message_ar' },
  )
  .superRefine((v, ctx) => {
    if (!v.enabled) return;
    if (!v.message_en) ctx.addIssue({ code: 'custom', path: ['message_en'], message: 'Please write the banner in English to show it' });
    else if (!v.message_ar) ctx.addIssue({ code: 'custom', path: ['message_ar'], message: 'Please write the banner in Arabic to show it' });
  });

/** Each setting's schema. */
export const SETTING_SCHEMAS = {
  /** Orders whose subtotal is above this ship free (EGP). */
  free_shipping_threshold: egp('free_shipping_threshold', 1_000_000),
  /** The shipping fee at or below the threshold (EGP). */
  shipping_fee: egp('shipping_fee', 100_000),
  /** The store's contact block (about page, footer, invoices). */
  store_contact: ZStoreContact,
  /** When on, customers' new reviews and comments wait for a moderator. */
  moderation_enabled: z.boolean({ error: 'moderation_enabled must be true or false' }),
  /** A banner across the storefront, in both languages. */
  maintenance_banner: ZMaintenanceBanner,
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
};

/** What the storefront reads (settings.public): nothing an administrator keeps to themselves. */
export const PUBLIC_SETTING_KEYS = ['free_shipping_threshold', 'shipping_fee', 'store_contact', 'maintenance_banner'] as const satisfies readonly SettingKey[];
export type PublicSettings = Pick<Settings, (typeof PUBLIC_SETTING_KEYS)[number]>;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key);

/** A value checked against its key's schema: the parsed value, or the first failing field (`key` or `key.sub`) and why. */
export function parseSetting<K extends SettingKey>(key: K, value: unknown): { ok: true; value: Settings[K] } | { ok: false; field: string; message: string } {
  const result = SETTING_SCHEMAS[key].safeParse(value);
  if (result.success) return { ok: true, value: result.data as Settings[K] };
  const issue = result.error.issues[0];
  const field = [key, ...(issue?.path ?? []).map(String)].join('.');
  const message = issue?.code === 'unrecognized_keys' ? `${key}: unknown field ${issue.keys.join(', ')}` : (issue?.message ?? `${key} is not valid`);
  return { ok: false, field, message };
}
