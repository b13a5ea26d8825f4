import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { type TestApp, startTestApp } from './app';
import { type CallOptions, type JsonAnswer, type Method, restRequest } from './rest';
import { type TestUser, createUser } from './users';

/* Fixtures of the admin tests: calls that may answer a file, products in any approval state, orders, real accounts. */

export interface Answer {
  status: number;
  /** The JSON body, or null for a file (a CSV export). */
  body: JsonAnswer;
  contentType: string;
}

/** A REST call through app.inject; the body is parsed only when it is JSON. */
export async function callApi(t: TestApp, method: Method, url: string, opts: CallOptions = {}): Promise<Answer> {
  const res = await t.app.inject(restRequest(method, url, opts));
  const contentType = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: contentType.includes('json') ? res.json() : null, contentType };
}

/** An admin-API client bound to a token. */
export function adminApi(t: TestApp, token: string) {
  return {
    get: (url: string) => callApi(t, 'GET', url, { token }),
    put: (url: string, body: unknown = {}) => callApi(t, 'PUT', url, { token, body }),
    post: (url: string, body: unknown = {}) => callApi(t, 'POST', url, { token, body }),
    del: (url: string) => callApi(t, 'DELETE', url, { token }),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** An administrator's first and last name, when a test shows them. */
type AdminName = { firstName?: string; lastName?: string };

/** A test app with a signed-in administrator and an admin-API client bound to their token. */
export interface AdminTestApp {
  t: TestApp;
  admin: TestUser;
  api: AdminApi;
}

/** The start of every admin test file: a test app, an admin account in it, and an admin-API client with its token. */
async function startAdminApp(adminName: AdminName = {}): Promise<AdminTestApp> {
  const t = await startTestApp();
  const admin = await createUser(t, { role: 'admin', ...adminName });
  return { t, admin, api: adminApi(t, admin.token) };
}

/**
 * The admin app of one test file: started before the file's tests and handed to `take` (which keeps it in the file's
 * own variables, and may prepare more), closed after them.
 */
export function adminAppForFile(take: (app: AdminTestApp) => unknown, adminName: AdminName = {}): void {
  let app: AdminTestApp | undefined;
  beforeAll(async () => {
    app = await startAdminApp(adminName);
    await take(app);
  });
  afterAll(() => app?.t.close());
}

/** A product written straight into the table (approved by default). */
export async function makeProduct(
  t: TestApp,
  opts: {
    name?: string;
    price?: number;
    stock?: number;
    category?: string;
    approval?: 'pending' | 'approved' | 'rejected';
    active?: boolean;
  } = {},
): Promise<string> {
  const name = opts.name ?? `Test Product ${randomBytes(3).toString('hex')}`;
  const slug = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${randomBytes(3).toString('hex')}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity, approval_status, is_active)
    values (${slug}, ${name}, 'Fellah', ${opts.category ?? 'seeds'}, ${opts.price ?? 100}, ${opts.stock ?? 50},
            ${opts.approval ?? 'approved'}, ${opts.active ?? true})
    returning id::text as id`;
  return row!.id;
}

export const address = {
  first_name: 'Ahmed',
  last_name: 'Hassan',
  phone: '+20 100 123 4567',
  address: '12 Nile Street',
  city: 'Cairo',
  country: 'Egypt',
};

/** Put the lines in the customer's cart and check out (cash on delivery): the order as the API answers it. */
export async function placeOrder(
  t: TestApp,
  customer: TestUser,
  lines: { productId: string; quantity: number }[],
): Promise<JsonAnswer> {
  for (const line of lines) {
    const added = await callApi(t, 'POST', '/api/cart/add', {
      token: customer.token,
      body: { product_id: line.productId, quantity: line.quantity },
    });
    if (added.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(added.body)}`);
  }
  const res = await callApi(t, 'POST', '/api/orders', {
    token: customer.token,
    body: { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const PASSWORD = 'green-fields-1';

/** A real account through POST /api/auth/register: its id and both tokens. */
export async function registerUser(t: TestApp, tag: string) {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await callApi(t, 'POST', '/api/auth/register', {
    body: { first_name: 'Nour', last_name: 'Farouk', email, password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return {
    email,
    id: res.body.user.id as string,
    access: res.body.access_token as string,
    refresh: res.body.refresh_token as string,
  };
}

/** How many audit entries match. */
export async function auditCount(t: TestApp, action: string, targetId?: string): Promise<number> {
  const [row] = await t.db.sql<{ n: number }[]>`
    select count(*)::int as n from audit_log where action = ${action} and (${targetId ?? null}::text is null or target_id = ${targetId ?? null})`;
  return row!.n;
}
