import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { type Answer, callApi, makeProduct, placeOrder } from '../helpers/admin';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The authorization walk of issue #9: EVERY row of rest-calls.tsv whose group is Admin — also the rows another part of
 * the issue serves (stats, dashboard, orders statistics, reports, backups, cache, database) — is called three times:
 * without a token (401), with a customer's token (403), and as an administrator (served: not 401, 403, a missing
 * route or a 500). A row no route serves yet fails here by name. Path parameters name real records.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const rows: [Method, string][] = readFileSync(new URL('../../docs/spec/rest-calls.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([group]) => group === 'Admin')
  .map(([, method, path]) => [method as Method, path as string]);

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const ids = { user: '', banned: '', doomed: '', order: '', pendingProduct: '', rejectProduct: '', review: '' };

/** What an admin call could change: users, the order, the review, the products, the settings, the audit log. */
async function snapshot() {
  const [state] = await t.db.sql<{ state: unknown }[]>`
    select json_build_object(
      'users', (select json_agg(json_build_object('id', id, 'role', role, 'status', status, 'email', email) order by id) from users),
      'order', (select status from orders where id = ${ids.order}),
      'events', (select count(*) from events),
      'review', (select status from product_reviews where id = ${ids.review}),
      'products', (select json_agg(json_build_object('id', id, 'approval', approval_status) order by id) from products),
      'settings', (select count(*) from settings),
      'audit', (select count(*) from audit_log),
      'sessions', (select count(*) from sessions where revoked_at is null)) as state`;
  return state!.state;
}
let before: unknown;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
  ids.user = (await createUser(t)).id;
  ids.banned = (await createUser(t)).id;
  ids.doomed = (await createUser(t)).id;
  const product = await makeProduct(t, { price: 120, stock: 10 });
  ids.order = (await placeOrder(t, customer, [{ productId: product, quantity: 1 }])).id;
  ids.pendingProduct = await makeProduct(t, { approval: 'pending' });
  ids.rejectProduct = await makeProduct(t, { approval: 'pending' });
  const [review] = await t.db.sql<{ id: string }[]>`
    insert into product_reviews (product_id, user_id, rating, body, status) values (${product}, ${customer.id}, 4, 'Fine seeds', 'pending')
    returning id::text as id`;
  ids.review = review!.id;
  before = await snapshot();
});
afterAll(() => t?.close());

/** The row's URL with real records in its path. */
function urlOf(method: Method, path: string): string {
  const id = (() => {
    if (path.startsWith('/admin/users/{id}/ban') || path.startsWith('/admin/users/{id}/unban')) return ids.banned;
    if (path === '/admin/users/{id}') return method === 'DELETE' ? ids.doomed : ids.user;
    if (path.startsWith('/admin/orders/')) return ids.order;
    if (path === '/admin/products/{id}/approve') return ids.pendingProduct;
    if (path === '/admin/products/{id}/reject') return ids.rejectProduct;
    if (path.startsWith('/admin/moderate/')) return ids.review;
    // A backup that does not exist: restoring a real one here would replace this test's database.
    if (path.startsWith('/admin/backup/restore/')) return 'no-such-backup';
    return ids.user;
  })();
  const type = path.startsWith('/admin/reports/') ? 'sales' : 'reviews';
  return `/api${path.replace('{id}', id).replace('{type}', type).replace('{key}', 'free_shipping_threshold')}`;
}

/** A body the call accepts (the rows of the other part get an empty one). */
function bodyOf(method: Method, path: string): unknown {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const bodies: Record<string, unknown> = {
    'PUT /admin/users/{id}': { role: 'customer' },
    'PUT /admin/users/{id}/ban': { reason: 'Spam in the comments' },
    'POST /admin/moderate/{type}/{id}': { action: 'approve' },
    'PUT /admin/settings': { shipping_fee: 50 },
    'PUT /admin/settings/{key}': { value: 500 },
    'PUT /admin/orders/{id}/status': { status: 'confirmed' },
    'PUT /admin/products/{id}/reject': { reason: 'Missing label' },
  };
  return bodies[`${method} ${path}`] ?? {};
}

/** The rows this part of the issue serves: each answers 200 to the call above. */
const PART_ONE = new Set(
  rows
    .map(([m, p]) => `${m} ${p}`)
    .filter(
      (row) =>
        /\/admin\/(users|logs|moderate|settings|products)/.test(row) ||
        /^(GET|PUT) \/admin\/orders(\/\{id\}\/status)?$/.test(row),
    ),
);

const call = (method: Method, path: string, token?: string): Promise<Answer> =>
  callApi(t, method, urlOf(method, path), { token, body: bodyOf(method, path) });

describe('every Admin row of rest-calls.tsv', () => {
  it('is read from the catalogue (30 rows)', () => {
    expect(rows).toHaveLength(30);
  });

  it.each(rows)('%s %s without a token → 401', async (method, path) => {
    const res = await call(method, path);
    expect(res.status, JSON.stringify(res.body)).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it.each(rows)("%s %s with a customer's token → 403", async (method, path) => {
    const res = await call(method, path, customer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      error: 'FORBIDDEN',
      message: 'This action is for administrators only.',
    });
  });

  it('the anonymous and the customer calls changed nothing', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it.each(rows)('%s %s as an administrator → served', async (method, path) => {
    const res = await call(method, path, admin.token);
    const detail = `${res.status} ${JSON.stringify(res.body)}`;
    expect(res.body?.error, detail).not.toBe('ROUTE_NOT_FOUND');
    expect([401, 403], detail).not.toContain(res.status);
    expect(res.status, detail).toBeLessThan(500);
    if (PART_ONE.has(`${method} ${path}`)) expect(res.status, detail).toBe(200);
  });
});
