import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  PASSWORD,
  type AdminApi,
  adminAppForFile,
  auditCount,
  callApi,
  makeProduct,
  placeOrder,
  registerUser,
} from '../helpers/admin';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Admin users and the audit log over REST: list, get, update, ban, unban, delete; each refused call is checked for
 * its status, message and field, and that nothing changed.
 */

let t: TestApp;
let admin: TestUser;
let api: AdminApi;

adminAppForFile((app) => ({ t, admin, api } = app), { firstName: 'Salma', lastName: 'Admin' });

const userRow = async (id: string) =>
  (
    await t.db.sql<
      {
        role: string;
        status: string;
        email: string;
        ban_reason: string | null;
        banned_at: Date | null;
        updated_at: Date;
      }[]
    >`
    select role, status, email, ban_reason, banned_at, updated_at from users where id = ${id}`
  )[0]!;
const openSessions = async (id: string) =>
  (
    await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from sessions where user_id = ${id} and revoked_at is null`
  )[0]!.n;
const login = (email: string) => callApi(t, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });

describe('GET /api/admin/users', () => {
  it('lists, searches name and e-mail, filters role and status, sorts and pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await createUser(t, { firstName: 'Karim', lastName: `Zed${tag}`, email: `karim-${tag}@example.com` });
    const b = await createUser(t, { firstName: 'Laila', lastName: 'Omar', email: `laila-${tag}@example.com` });
    const c = await createUser(t, {
      role: 'admin',
      firstName: 'Hany',
      lastName: 'Omar',
      email: `hany-${tag}@example.com`,
    });

    const all = await api.get(`/api/admin/users?search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 20, total: 3, totalPages: 1, hasNext: false, hasPrev: false },
    });
    expect(all.body.data.map((u: { id: string }) => u.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.users).toEqual(all.body.data);
    expect(all.body.data[0]).toMatchObject({
      email: `hany-${tag}@example.com`,
      role: 'admin',
      status: 'active',
      first_name: 'Hany',
    });
    expect(all.body.data[0]).not.toHaveProperty('password_hash');
    expect(all.body.data[0]).not.toHaveProperty('two_factor_secret');

    const byName = await api.get(`/api/admin/users?search=${encodeURIComponent(`Karim Zed${tag}`)}`);
    expect(byName.body.data.map((u: { id: string }) => u.id)).toEqual([a.id]);
    const admins = await api.get(`/api/admin/users?search=${tag}&role=admin`);
    expect(admins.body.data.map((u: { id: string }) => u.id)).toEqual([c.id]);
    const byEmail = await api.get(`/api/admin/users?search=laila-${tag}`);
    expect(byEmail.body.data.map((u: { id: string }) => u.id)).toEqual([b.id]);

    const sorted = await api.get(`/api/admin/users?search=${tag}&sort_by=email&sort_order=asc&limit=2&page=2`);
    expect(sorted.body.data.map((u: { email: string }) => u.email)).toEqual([`laila-${tag}@example.com`]);
    expect(sorted.body.pagination).toMatchObject({ page: 2, limit: 2, total: 3, hasPrev: true, hasNext: false });
    const past = await api.get(`/api/admin/users?search=${tag}&page=9`);
    expect(past.body).toMatchObject({ data: [], pagination: { total: 3, page: 9 } });
  });

  it('hides deleted accounts unless asked for them', async () => {
    const gone = await createUser(t, { firstName: 'Gone' });
    expect((await api.del(`/api/admin/users/${gone.id}`)).status).toBe(200);
    const listed = await api.get('/api/admin/users?limit=100');
    expect(listed.body.data.map((u: { id: string }) => u.id)).not.toContain(gone.id);
    const deleted = await api.get('/api/admin/users?status=deleted&limit=100');
    expect(deleted.body.data.map((u: { id: string }) => u.id)).toContain(gone.id);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const cases: [string, string][] = [
      ['role=boss', 'role'],
      ['status=asleep', 'status'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=-1', 'page'],
      ['sort_by=password', 'sort_by'],
    ];
    for (const [query, field] of cases) {
      const res = await api.get(`/api/admin/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field });
    }
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows a user with their order figures and open sessions', async () => {
    const customer = await createUser(t, { firstName: 'Mona' });
    const product = await makeProduct(t, { price: 200 });
    await placeOrder(t, customer, [{ productId: product, quantity: 2 }]);
    const res = await api.get(`/api/admin/users/${customer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: customer.id,
      first_name: 'Mona',
      status: 'active',
      total_orders: 1,
      total_spent: 450,
      open_sessions: 1,
    });
  });

  it('answers 404 for an unknown user and 400 for an id that is no id', async () => {
    expect(await api.get('/api/admin/users/987654321')).toMatchObject({
      status: 404,
      body: { message: 'User not found', error: 'NOT_FOUND' },
    });
    expect(await api.get('/api/admin/users/abc')).toMatchObject({ status: 400, body: { field: 'id' } });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('changes the role at once (the next call already has it), in the audit log', async () => {
    const user = await createUser(t);
    expect((await callApi(t, 'GET', '/api/admin/users', { token: user.token })).status).toBe(403);
    const res = await api.put(`/api/admin/users/${user.id}`, { role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'User updated', data: { id: user.id, role: 'admin' } });
    expect((await callApi(t, 'GET', '/api/admin/users', { token: user.token })).status).toBe(200);
    const [entry] = await t.db
      .sql`select actor_id::text as actor, details, ip, user_agent from audit_log where action = 'admin.user.role_changed' and target_id = ${user.id}`;
    expect(entry).toMatchObject({
      actor: admin.id,
      details: { from: 'customer', to: 'admin' },
      ip: '127.0.0.1',
      user_agent: 'lightMyRequest',
    });
  });

  it('deactivating ends the sessions; active again lets the user sign in', async () => {
    const user = await registerUser(t, 'deact');
    const res = await api.put(`/api/admin/users/${user.id}`, { status: 'deactivated' });
    expect(res.body.data).toMatchObject({ status: 'deactivated', open_sessions: 0 });
    expect((await callApi(t, 'GET', '/api/auth/profile', { token: user.access })).status).toBe(401);
    expect((await api.put(`/api/admin/users/${user.id}`, { status: 'active' })).body.data.status).toBe('active');
    expect((await login(user.email)).status).toBe(200);
    expect(await auditCount(t, 'admin.user.status_changed', user.id)).toBe(2);
  });

  it('status banned bans (with the reason), and active again unbans', async () => {
    const user = await createUser(t);
    expect(await api.put(`/api/admin/users/${user.id}`, { status: 'banned' })).toMatchObject({
      status: 400,
      body: { field: 'reason', message: 'Please give a reason for the ban' },
    });
    expect((await userRow(user.id)).status).toBe('active');
    const banned = await api.put(`/api/admin/users/${user.id}`, { status: 'banned', reason: 'Fake reviews' });
    expect(banned.body.data).toMatchObject({
      status: 'banned',
      ban_reason: 'Fake reviews',
      banned_by: admin.id,
      open_sessions: 0,
    });
    const back = await api.put(`/api/admin/users/${user.id}`, { status: 'active' });
    expect(back.body.data).toMatchObject({ status: 'active', ban_reason: null, banned_at: null });
    expect(await auditCount(t, 'admin.user.banned', user.id)).toBe(1);
    expect(await auditCount(t, 'admin.user.unbanned', user.id)).toBe(1);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const user = await createUser(t);
    const before = await userRow(user.id);
    const cases: [unknown, string][] = [
      [{}, 'role'],
      [{ role: 'owner' }, 'role'],
      [{ status: 'deleted' }, 'status'],
      [{ status: 'sleeping' }, 'status'],
      [{ status: 'banned', reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await api.put(`/api/admin/users/${user.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect((await api.put('/api/admin/users/987654321', { role: 'admin' })).status).toBe(404);
  });

  it('refuses to demote or deactivate yourself (409), and changes nothing', async () => {
    const before = await userRow(admin.id);
    expect(await api.put(`/api/admin/users/${admin.id}`, { role: 'customer' })).toMatchObject({
      status: 409,
      body: { success: false, message: 'You cannot remove your own administrator role', error: 'CONFLICT' },
    });
    expect(await api.put(`/api/admin/users/${admin.id}`, { status: 'deactivated' })).toMatchObject({
      status: 409,
      body: { message: 'You cannot deactivate or ban your own account' },
    });
    expect(await userRow(admin.id)).toEqual(before);
    expect(await openSessions(admin.id)).toBe(1);
  });
});

describe('PUT /api/admin/users/{id}/ban and /unban', () => {
  it('bans: the access token is refused at once, the refresh token too, sign-in says suspended; unban lets them back', async () => {
    const user = await registerUser(t, 'ban');
    expect((await callApi(t, 'GET', '/api/auth/profile', { token: user.access })).status).toBe(200);
    const res = await api.put(`/api/admin/users/${user.id}/ban`, { reason: 'Selling fake seed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'User banned',
      data: { status: 'banned', ban_reason: 'Selling fake seed', open_sessions: 0 },
    });

    const next = await callApi(t, 'GET', '/api/auth/profile', { token: user.access });
    expect(next.status).toBe(401);
    expect(next.body.message).toBe('This account is not active.');
    expect((await callApi(t, 'POST', '/api/auth/refresh', { body: { refresh_token: user.refresh } })).status).toBe(401);
    const signIn = await login(user.email);
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('This account has been suspended. Please contact support.');

    const [entry] = await t.db.sql`
      select actor_id::text as actor, target_type, details, ip, user_agent from audit_log where action = 'admin.user.banned' and target_id = ${user.id}`;
    expect(entry).toMatchObject({
      actor: admin.id,
      target_type: 'user',
      details: { reason: 'Selling fake seed', previous_status: 'active' },
      ip: '127.0.0.1',
    });
    expect(entry!.user_agent).toBeTruthy();

    const unbanned = await api.put(`/api/admin/users/${user.id}/unban`);
    expect(unbanned.body).toMatchObject({ message: 'User unbanned', data: { status: 'active', ban_reason: null } });
    expect((await callApi(t, 'GET', '/api/auth/profile', { token: user.access })).status).toBe(401); // the old session stays ended
    expect((await login(user.email)).status).toBe(200);
  });

  it('refuses a ban without a reason (400), a second ban, an unban of someone not banned, banning yourself (409), and changes nothing', async () => {
    const user = await createUser(t);
    expect(await api.put(`/api/admin/users/${user.id}/ban`, {})).toMatchObject({
      status: 400,
      body: { field: 'reason', message: 'Please give a reason for the ban' },
    });
    expect(await api.put(`/api/admin/users/${user.id}/ban`, { reason: '   ' })).toMatchObject({
      status: 400,
      body: { field: 'reason' },
    });
    expect(await api.put(`/api/admin/users/${user.id}/unban`)).toMatchObject({
      status: 409,
      body: { message: 'This account is not banned', error: 'ILLEGAL_STATE' },
    });
    expect(await userRow(user.id)).toMatchObject({ status: 'active', ban_reason: null });
    expect(await openSessions(user.id)).toBe(1);

    await api.put(`/api/admin/users/${user.id}/ban`, { reason: 'First' });
    const banned = await userRow(user.id);
    expect(await api.put(`/api/admin/users/${user.id}/ban`, { reason: 'Second' })).toMatchObject({
      status: 409,
      body: { message: 'This account is already banned' },
    });
    expect(await userRow(user.id)).toEqual(banned);
    expect(await auditCount(t, 'admin.user.banned', user.id)).toBe(1);

    expect(await api.put(`/api/admin/users/${admin.id}/ban`, { reason: 'Oops' })).toMatchObject({
      status: 409,
      body: { message: 'You cannot ban your own account' },
    });
    expect((await userRow(admin.id)).status).toBe('active');
    expect((await api.get('/api/admin/users')).status).toBe(200);
    expect((await api.put('/api/admin/users/987654321/ban', { reason: 'x' })).status).toBe(404);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('anonymises the account as account deletion does, with the administrator in the audit log', async () => {
    const user = await registerUser(t, 'del');
    const res = await api.del(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'The account has been deleted.', data: { id: user.id } });
    expect(await userRow(user.id)).toMatchObject({
      status: 'deleted',
      email: `deleted-user-${user.id}@deleted.invalid`,
    });
    expect((await callApi(t, 'GET', '/api/auth/profile', { token: user.access })).status).toBe(401);
    const [entry] = await t.db
      .sql`select actor_id::text as actor from audit_log where action = 'account.deleted' and target_id = ${user.id}`;
    expect(entry).toMatchObject({ actor: admin.id });
  });

  it('refuses deleting yourself or a deleted account (409), and changing a deleted account; nothing changes', async () => {
    const before = await userRow(admin.id);
    expect(await api.del(`/api/admin/users/${admin.id}`)).toMatchObject({
      status: 409,
      body: { message: 'You cannot delete your own account from the admin area' },
    });
    expect(await userRow(admin.id)).toEqual(before);

    const user = await createUser(t);
    await api.del(`/api/admin/users/${user.id}`);
    const gone = await userRow(user.id);
    expect(await api.del(`/api/admin/users/${user.id}`)).toMatchObject({
      status: 409,
      body: { message: 'This account has been deleted' },
    });
    expect(await api.put(`/api/admin/users/${user.id}`, { role: 'admin' })).toMatchObject({
      status: 409,
      body: { message: 'This account has been deleted' },
    });
    expect(await api.put(`/api/admin/users/${user.id}/ban`, { reason: 'x' })).toMatchObject({ status: 409 });
    expect(await userRow(user.id)).toEqual(gone);
    expect(await auditCount(t, 'account.deleted', user.id)).toBe(1);
    expect((await api.del('/api/admin/users/987654321')).status).toBe(404);
  });
});

describe('GET /api/admin/logs', () => {
  it('lists admin actions and security events, newest first, filtered by action prefix, actor, target and date', async () => {
    const user = await registerUser(t, 'logs');
    // A security event the accounts domain records: the user's own password change.
    expect(
      (
        await callApi(t, 'PUT', '/api/auth/change-password', {
          token: user.access,
          body: { currentPassword: PASSWORD, newPassword: 'green-fields-2' },
        })
      ).status,
    ).toBe(200);
    await api.put(`/api/admin/users/${user.id}/ban`, { reason: 'Logs test' });
    await api.put(`/api/admin/users/${user.id}/unban`);

    const forUser = await api.get(`/api/admin/logs?target_type=user&target_id=${user.id}`);
    expect(forUser.status).toBe(200);
    expect(forUser.body.data.map((e: { action: string }) => e.action)).toEqual([
      'admin.user.unbanned',
      'admin.user.banned',
      'auth.password_changed',
    ]);
    expect(forUser.body.logs).toEqual(forUser.body.data);
    expect(forUser.body.data[1]).toMatchObject({
      actor_id: admin.id,
      actor: { id: admin.id, name: 'Salma Admin', email: admin.email, role: 'admin' },
      target_type: 'user',
      target_id: user.id,
      details: { reason: 'Logs test' },
      ip: '127.0.0.1',
    });
    expect(forUser.body.data[2]).toMatchObject({ actor_id: user.id, action: 'auth.password_changed' });

    const adminUser = await api.get(`/api/admin/logs?action=admin.user&target_id=${user.id}`);
    expect(adminUser.body.data.map((e: { action: string }) => e.action)).toEqual([
      'admin.user.unbanned',
      'admin.user.banned',
    ]);
    const exact = await api.get(`/api/admin/logs?action=admin.user.banned&target_id=${user.id}`);
    expect(exact.body.data).toHaveLength(1);
    const byActor = await api.get(`/api/admin/logs?actor_id=${user.id}`);
    expect(byActor.body.data.map((e: { action: string }) => e.action)).toEqual(['auth.password_changed']);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });
    expect((await api.get(`/api/admin/logs?target_id=${user.id}&from=${today}&to=${today}`)).body.data).toHaveLength(3);
    expect((await api.get(`/api/admin/logs?target_id=${user.id}&from=${tomorrow}`)).body.data).toHaveLength(0);
    const instant = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await api.get(`/api/admin/logs?target_id=${user.id}&to=${instant}`)).body.data).toHaveLength(3);

    const paged = await api.get(`/api/admin/logs?target_id=${user.id}&limit=2&page=2`);
    expect(paged.body).toMatchObject({
      data: [{ action: 'auth.password_changed' }],
      pagination: { total: 3, totalPages: 2, page: 2 },
    });
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const cases: [string, string][] = [
      ['from=yesterday', 'from'],
      ['to=2026-02-30', 'to'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['actor_id=abc', 'actor_id'],
      ['limit=500', 'limit'],
      [`action=${'a'.repeat(101)}`, 'action'],
    ];
    for (const [query, field] of cases) {
      const res = await api.get(`/api/admin/logs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
  });
});

describe('administrators cannot lock the shop out (issue 38)', () => {
  it('DELETE /api/users/{self} refuses an administrator (409), as the admin area does; nothing changes', async () => {
    const before = await userRow(admin.id);
    const res = await callApi(t, 'DELETE', `/api/users/${admin.id}`, {
      token: admin.token,
      body: { password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      error: 'CONFLICT',
      message:
        'An administrator cannot delete their own account. Ask another administrator to remove your administrator role first.',
    });
    expect(await userRow(admin.id)).toEqual(before);
  });

  it('refuses to demote, deactivate, ban or delete the last active administrator, even for an administrator acting late', async () => {
    // Two administrators demote each other: the first demotion succeeds, the second (made by an administrator whose
    // call began before they lost the role) would leave no active administrator and is refused.
    const a = await createUser(t, { role: 'admin' });
    const b = await createUser(t, { role: 'admin' });
    await t.db.sql`update users set role = 'customer' where role = 'admin' and id not in (${a.id}, ${b.id})`;
    try {
      const { updateUser, banUser, deleteUser } = await import('../../src/server/admin/users');
      const { deactivateAccount } = await import('../../src/server/accounts/users');
      const origin = { ip: '127.0.0.1', userAgent: 'test' };
      await updateUser(t.db.sql, { userId: a.id }, { id: b.id, role: 'customer', reason: undefined }, origin);
      const lastBefore = await userRow(a.id);
      for (const attempt of [
        () => updateUser(t.db.sql, { userId: b.id }, { id: a.id, role: 'customer', reason: undefined }, origin),
        () => updateUser(t.db.sql, { userId: b.id }, { id: a.id, status: 'deactivated', reason: undefined }, origin),
        () => banUser(t.db.sql, { userId: b.id }, a.id, 'takeover', origin),
        () => deleteUser(t.db.sql, t.config.dataDir, { userId: b.id }, a.id, origin),
        // Closing one's own account is no way round it either.
        () => deactivateAccount(t.db.sql, a.id, origin),
      ]) {
        await expect(attempt()).rejects.toMatchObject({
          status: 409,
          message: 'This is the last active administrator: make another account an administrator first.',
        });
      }
      expect(await userRow(a.id)).toEqual(lastBefore);
      // Demoting each other at the same moment: one of the two stays an administrator.
      await t.db.sql`update users set role = 'admin' where id = ${b.id}`;
      const both = await Promise.allSettled([
        updateUser(t.db.sql, { userId: a.id }, { id: b.id, role: 'customer', reason: undefined }, origin),
        updateUser(t.db.sql, { userId: b.id }, { id: a.id, role: 'customer', reason: undefined }, origin),
      ]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [left] = await t.db.sql<
        { n: number }[]
      >`select count(*)::int as n from users where role = 'admin' and status = 'active'`;
      expect(left!.n).toBe(1);
    } finally {
      await t.db.sql`update users set role = 'admin' where id = ${admin.id}`;
    }
  });
});
