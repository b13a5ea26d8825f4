import type { JSONValue } from 'postgres';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import {
  PUBLIC_SETTING_KEYS,
  type PublicSettings,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
  isSettingKey,
  parseSetting,
} from '../../shared/settings';
import type { ShippingRule } from '../../shared/shipping';
import { type Origin, audit } from '../accounts/activity';
import { registerCache } from '../cache';
import type { Queryable, Sql } from '../db';

/*
 * The shop's settings: rows of `settings` over the defaults of src/shared/settings.ts. Reads through the pool are
 * cached in memory for CACHE_MS per database (a write through this module drops that cache at once; another server
 * process sees a write within CACHE_MS). Reads inside a transaction go to the table.
 */

export const CACHE_MS = 3_000;

interface Cached {
  at: number;
  values: Promise<Settings>;
}
const cache = new WeakMap<object, Cached>();

/** The pool (postgres.js root instance) can begin transactions; a transaction's `tx` cannot. */
const isPool = (sql: Queryable): sql is Sql => typeof (sql as { begin?: unknown }).begin === 'function';

/** A stored value that no longer fits its schema (written by hand, or an older shape) falls back to the default. */
function merge(rows: readonly { key: string; value: unknown }[]): Settings {
  const values: Record<string, unknown> = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    const parsed = parseSetting(row.key, row.value);
    if (parsed.ok) values[row.key] = parsed.value;
  }
  return values as Settings;
}

async function readFromTable(sql: Queryable): Promise<Settings> {
  return merge(await sql<{ key: string; value: unknown }[]>`select key, value from settings`);
}

/** Every setting (stored or default). */
export function readSettings(sql: Queryable): Promise<Settings> {
  if (!isPool(sql)) return readFromTable(sql);
  const hit = cache.get(sql);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.values;
  const values = readFromTable(sql);
  cache.set(sql, { at: Date.now(), values });
  values.catch(() => cache.delete(sql));
  return values;
}

/** One setting. */
export async function readSetting<K extends SettingKey>(sql: Queryable, key: K): Promise<Settings[K]> {
  return (await readSettings(sql))[key];
}

/** Forget the cached settings of a database (after a write, or for `cache/clear`); true when there were some. */
export function dropSettingsCache(sql: Sql): boolean {
  return cache.delete(sql);
}

registerCache('settings', ({ sql }) => (dropSettingsCache(sql) ? 1 : 0));

/** The free-shipping threshold and fee that checkout, the cart and `/shipping/calculate` apply. */
export async function shippingRule(sql: Queryable): Promise<ShippingRule> {
  const s = await readSettings(sql);
  return { free_shipping_threshold: s.free_shipping_threshold, shipping_fee: s.shipping_fee };
}

/** Whether customers' new reviews and comments wait for a moderator. */
export const moderationOn = (sql: Queryable): Promise<boolean> => readSetting(sql, 'moderation_enabled');

/** What the storefront reads. */
export async function publicSettings(sql: Sql): Promise<PublicSettings> {
  const s = await readSettings(sql);
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, s[k]])) as PublicSettings;
}

// ─── The admin calls ─────────────────────────────────────────────────────────────────────────────────

/** One setting as the admin screen shows it: its value, its default, and who last changed it when. */
export interface SettingView<K extends SettingKey = SettingKey> {
  key: K;
  value: Settings[K];
  default: Settings[K];
  is_default: boolean;
  updated_at: Date | null;
  updated_by: string | null;
}

const requireKey = (key: string): SettingKey => {
  if (!isSettingKey(key)) throw new NotFoundError(msg('admin.settingNotFound', { key }), 'key');
  return key;
};

export async function getSettingView(sql: Queryable, key: string): Promise<SettingView> {
  const known = requireKey(key);
  const [row] = await sql<{ updated_at: Date; updated_by: string | null }[]>`
    select updated_at, updated_by::text as updated_by from settings where key = ${known}`;
  const value = (await readFromTable(sql))[known];
  return {
    key: known,
    value,
    default: SETTING_DEFAULTS[known],
    is_default: !row,
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by ?? null,
  };
}

/** Every setting's value, as stored now (not from the cache). */
export const allSettings = (sql: Queryable): Promise<Settings> => readFromTable(sql);

/** Check each value with its key's schema: an unknown key or a bad value is a 400 naming it. */
function checkValues(values: Record<string, unknown>): Partial<Settings> {
  const keys = Object.keys(values);
  if (keys.length === 0)
    throw new ValidationError(msg('admin.sendOneSetting', { keys: SETTING_KEYS.join(', ') }), 'settings');
  const checked: Record<string, unknown> = {};
  for (const key of keys) {
    if (!isSettingKey(key))
      throw new ValidationError(msg('admin.unknownSetting', { key, keys: SETTING_KEYS.join(', ') }), key);
    const parsed = parseSetting(key, values[key]);
    if (!parsed.ok) throw new ValidationError(parsed.message, parsed.field);
    checked[key] = parsed.value;
  }
  return checked as Partial<Settings>;
}

/**
 * Change some settings in one transaction, each written to the audit log with its old and new value. The cache of
 * this database is dropped after the commit. Answers every setting.
 */
export async function writeSettings(
  sql: Sql,
  values: Record<string, unknown>,
  actorId: string,
  origin: Origin,
): Promise<Settings> {
  const checked = checkValues(values);
  const result = await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('settings'))`;
    const before = await readFromTable(tx);
    for (const [key, value] of Object.entries(checked) as [SettingKey, JSONValue][]) {
      await tx`insert into settings (key, value, updated_by, updated_at) values (${key}, ${tx.json(value)}, ${actorId}, now())
               on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`;
      await audit(
        tx,
        {
          actorId,
          action: 'admin.settings.updated',
          targetType: 'setting',
          targetId: key,
          details: { from: before[key] as JSONValue, to: value },
        },
        origin,
      );
    }
    return readFromTable(tx);
  });
  dropSettingsCache(sql);
  return result;
}

/** Change one setting (unknown key → 404; a bad value → 400 naming the key). */
export async function writeSetting(
  sql: Sql,
  key: string,
  value: unknown,
  actorId: string,
  origin: Origin,
): Promise<SettingView> {
  const known = requireKey(key);
  if (value === undefined) throw new ValidationError(msg('admin.sendNewValue', { key: known }), 'value');
  await writeSettings(sql, { [known]: value }, actorId, origin);
  return getSettingView(sql, known);
}
