import type { Queryable } from '../db';
import { orderColumns } from '../orders/views';
import { listAddresses } from './addresses';
import { resolvePreferences } from '../../shared/preferences';
import { ATTEMPTS_KEPT_PER_ACCOUNT } from './rules';
import { requireUser, toPublicUser } from './userRecord';

/**
 * Everything held on a user, for the "export my data" download: the profile and account state, preferences,
 * saved addresses, orders with their lines, every session, all activity, the devices remembered and the sign-in attempts kept (the newest
 * ATTEMPTS_KEPT_PER_ACCOUNT: the section is bounded whatever a guesser did). Never the password hash or the 2FA secret.
 */
export async function exportAccountData(sql: Queryable, userId: string) {
  const user = await requireUser(sql, userId);
  const [{ items: addresses }, orders, sessions, activity, loginHistory, devices] = await Promise.all([
    listAddresses(sql, userId),
    sql`select ${orderColumns(sql)} from orders o where o.user_id = ${userId} order by o.created_at desc, o.id desc`,
    sql<
      {
        id: string;
        created_at: Date;
        last_used_at: Date;
        expires_at: Date;
        revoked_at: Date | null;
        revoked_reason: string | null;
        ip: string;
        user_agent: string;
        remember_me: boolean;
      }[]
    >`
      select id::text as id, created_at, last_used_at, expires_at, revoked_at, revoked_reason, ip, user_agent, remember_me
      from sessions where user_id = ${userId} order by created_at desc, id desc`,
    sql<
      { id: string; action: string; details: unknown; ip: string | null; user_agent: string | null; created_at: Date }[]
    >`
      select id::text as id, action, details, ip, user_agent, created_at from user_activity
      where user_id = ${userId} order by created_at desc, id desc`,
    sql<{ id: string; created_at: Date; ip: string; user_agent: string; success: boolean; reason: string | null }[]>`
      select id::text as id, created_at, ip, user_agent, success, reason from login_attempts
      where user_id = ${userId} order by created_at desc, id desc limit ${ATTEMPTS_KEPT_PER_ACCOUNT}`,
    sql<{ device: string; first_seen_at: Date; last_seen_at: Date }[]>`
      select device_key as device, first_seen_at, last_seen_at from known_devices where user_id = ${userId} order by last_seen_at desc`,
  ]);
  return {
    exported_at: new Date(),
    user: {
      ...toPublicUser(user),
      status: user.status,
      email_verified_at: user.email_verified_at,
      last_login_at: user.last_login_at,
      updated_at: user.updated_at,
    },
    preferences: resolvePreferences(user.preferences),
    addresses,
    orders: [...orders],
    sessions: [...sessions],
    activity: [...activity],
    login_history: [...loginHistory],
    /** The devices remembered for the new-device notice (browser, system, network). */
    known_devices: [...devices],
  };
}
