import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The server speaks the caller's language (issue 22 item 5, issue 25 "errors by code"): the `message` of REST and tRPC
 * answers, errors and successes, is Arabic when the caller's Accept-Language prefers it, or — with no preference for
 * Arabic or English — when the signed-in user saved Arabic; English otherwise. The `error` code never changes; a keyed
 * error names its key and parameters in tRPC's `details` (the REST body keeps the spec's shape).
 */

let t: TestApp;
let customer: TestUser;

const UNKNOWN_PRODUCT = '/api/products/999999999';

async function rest(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { language?: string; token?: string; body?: object } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(opts.language ? { 'accept-language': opts.language } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body ? { payload: opts.body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function trpcError(path: string, input: unknown, language?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
    headers: language ? { 'accept-language': language } : {},
  });
  return { status: res.statusCode, error: res.json().error?.json, body: res.body };
}

beforeAll(async () => {
  t = await startTestApp();
  customer = await createUser(t);
});

afterAll(async () => {
  await t?.close();
});

describe('a REST error', () => {
  it("is said in English without a language preference, in the spec's shape", async () => {
    const res = await rest('GET', UNKNOWN_PRODUCT);
    expect(res).toEqual({
      status: 404,
      body: {
        success: false,
        message: 'Product not found',
        error: 'NOT_FOUND',
        details: { message_key: 'catalogue.productNotFound' },
      },
    });
  });

  it('is said in Arabic when Accept-Language prefers Arabic, with the same code', async () => {
    const res = await rest('GET', UNKNOWN_PRODUCT, { language: 'ar-EG,ar;q=0.9,en;q=0.8' });
    expect(res).toEqual({
      status: 404,
      body: {
        success: false,
        message: 'المنتج غير موجود',
        error: 'NOT_FOUND',
        details: { message_key: 'catalogue.productNotFound' },
      },
    });
  });

  it('stays English when English is preferred over Arabic', async () => {
    const res = await rest('GET', UNKNOWN_PRODUCT, { language: 'en-GB,en;q=0.9,ar;q=0.5' });
    expect(res.body.message).toBe('Product not found');
  });

  it('says a refusal with values in Arabic, the values in its details', async () => {
    const res = await rest('POST', '/api/cart/add', {
      language: 'ar',
      token: customer.token,
      body: { product_id: '999999999', quantity: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: 'المنتج غير موجود', field: 'product_id' });
  });

  it('says a shared schema’s validation message in Arabic, naming the same field', async () => {
    const body = { first_name: 'Mona', last_name: 'Saleh', email: 'mona@example', password: 'sakha-wheat-27' };
    const english = await rest('POST', '/api/auth/register', { body });
    const arabic = await rest('POST', '/api/auth/register', { body, language: 'ar' });
    const details = { message_key: 'form.emailInvalid' };
    expect(english.body).toEqual({
      success: false,
      message: 'Please enter a valid email address',
      error: 'VALIDATION_ERROR',
      field: 'email',
      details,
    });
    expect(arabic.body).toEqual({
      success: false,
      message: 'يُرجى إدخال بريد إلكتروني صحيح',
      error: 'VALIDATION_ERROR',
      field: 'email',
      details,
    });
  });

  it('says a signed-out caller’s 401 in Arabic', async () => {
    const english = await rest('GET', '/api/cart');
    const arabic = await rest('GET', '/api/cart', { language: 'ar' });
    expect(english.body).toMatchObject({ error: 'UNAUTHORIZED', message: 'Please log in to view your cart' });
    expect(arabic.body).toMatchObject({ error: 'UNAUTHORIZED', message: 'يُرجى تسجيل الدخول لعرض سلتك' });
  });
});

describe('a REST success message', () => {
  it('is said in Arabic with Accept-Language: ar and in English without', async () => {
    const english = await rest('DELETE', '/api/cart', { token: customer.token });
    const arabic = await rest('DELETE', '/api/cart', { token: customer.token, language: 'ar' });
    expect(english).toMatchObject({ status: 200, body: { success: true, message: 'Cart cleared successfully' } });
    expect(arabic).toMatchObject({ status: 200, body: { success: true, message: 'تم تفريغ السلة بنجاح' } });
  });
});

describe('a tRPC error', () => {
  it('is said in Arabic when asked, with the same code and the key in its data', async () => {
    const english = await trpcError('products.byId', { id: '999999999' });
    const arabic = await trpcError('products.byId', { id: '999999999' }, 'ar');
    expect(english.error?.message, english.body).toBe('Product not found');
    expect(arabic.error?.message).toBe('المنتج غير موجود');
    for (const answer of [english, arabic]) {
      expect(answer.error.data).toMatchObject({
        code: 'NOT_FOUND',
        appCode: 'NOT_FOUND',
        details: { message_key: 'catalogue.productNotFound' },
      });
    }
  });
});

describe('a signed-in user with Arabic saved', () => {
  let arabicReader: TestUser;

  beforeAll(async () => {
    arabicReader = await createUser(t);
    await t.db
      .sql`update users set preferences = preferences || '{"language":"ar"}'::jsonb where id = ${arabicReader.id}`;
  });

  it('gets Arabic messages without asking for a language', async () => {
    const cleared = await rest('DELETE', '/api/cart', { token: arabicReader.token });
    const refused = await rest('GET', UNKNOWN_PRODUCT, { token: arabicReader.token });
    expect(cleared.body.message).toBe('تم تفريغ السلة بنجاح');
    expect(refused.body).toMatchObject({ error: 'NOT_FOUND', message: 'المنتج غير موجود' });
  });

  it('gets English when the request prefers English', async () => {
    const cleared = await rest('DELETE', '/api/cart', { token: arabicReader.token, language: 'en' });
    expect(cleared.body.message).toBe('Cart cleared successfully');
  });
});
