import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harvestDueMonths, monthName } from '../../src/shared/credit';
import { type TestApp, callerFor, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The PDF invoice in the customer's saved language, read back the way a reader's tools read it: the
 * text pdf.js extracts, line by line. An Arabic invoice must extract as ordinary Arabic letters in logical order —
 * the shaped glyphs map back to their letters, ligatures included — with the order number and the amounts whole; an
 * English customer's invoice stays as it was (Helvetica, the same lines).
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;

const arabicAddress = {
  first_name: 'أحمد',
  last_name: 'حسن',
  phone: '+20 100 123 4567',
  address: '12 شارع النيل',
  city: 'القاهرة',
  country: 'Egypt',
};
const englishAddress = {
  first_name: 'Ahmed',
  last_name: 'Hassan',
  phone: '+20 100 123 4567',
  address: '12 Nile Street',
  city: 'Cairo',
  country: 'Egypt',
};

async function product(name: string, nameAr: string | null, price: number): Promise<string> {
  const slug = `invoice-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, name_ar, brand, category, price, stock_quantity, main_image)
    values (${slug}, ${name}, ${nameAr}, 'Fellah', 'seeds', ${price}, 100, '/images/seeds.svg') returning id::text as id`;
  return row!.id;
}

/** A customer who chose a language, with an order of the given lines (cash on delivery unless told). */
async function orderOf(
  language: 'en' | 'ar',
  lines: [string, number][],
  body: object = {},
): Promise<{ user: TestUser; order: JsonAnswer }> {
  const user = await createUser(t);
  expect((await api.put('/api/auth/preferences', { language }, user.token)).status).toBe(200);
  for (const [productId, quantity] of lines)
    await api.post('/api/cart/add', { product_id: productId, quantity }, user.token);
  const address = language === 'ar' ? arabicAddress : englishAddress;
  const res = await api.post(
    '/api/orders',
    { shipping_address: address, same_as_shipping: true, payment_method: 'cod', ...body },
    user.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { user, order: res.body.data };
}

const invoiceOf = async (orderId: string, user: TestUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/invoice`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};

interface TextItem {
  str: string;
  width: number;
  transform: number[];
}

/**
 * The first page's text as lines, top to bottom. A line's pieces are read in the page's direction (right to left when
 * it holds Arabic, as a reader would); pieces apart by more than a space (table cells) are joined with " | ".
 */
async function pageLines(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  const rows = new Map<number, TextItem[]>();
  for (const item of content.items as TextItem[]) {
    if (!item.str) continue;
    const y = Math.round(item.transform[5]!);
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  await document.destroy();
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, items]) => {
      const rtl = items.some((i) => /\p{Script=Arabic}/u.test(i.str));
      const ordered = items.toSorted((a, b) =>
        rtl ? b.transform[4]! - a.transform[4]! : a.transform[4]! - b.transform[4]!,
      );
      return ordered.reduce((line, item, i) => {
        const before = ordered[i - 1];
        if (!before) return item.str;
        const gap = rtl
          ? before.transform[4]! - (item.transform[4]! + item.width)
          : item.transform[4]! - (before.transform[4]! + before.width);
        return `${line}${gap > 4 ? ' | ' : ''}${item.str}`;
      }, '');
    });
}

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
});
afterAll(() => t?.close());

describe('The invoice in the customer’s language', () => {
  it('an Arabic customer’s invoice is Arabic, right to left, with the order number and the amounts whole', async () => {
    const seeds = await product('Tomato Seeds', 'بذور طماطم', 500);
    const urea = await product('Urea 46%', null, 125.5);
    const { user, order } = await orderOf('ar', [
      [seeds, 2],
      [urea, 1],
    ]);
    const lines = await pageLines(await invoiceOf(order.id, user));

    for (const label of [
      'فاتورة',
      'الحالة: قيد الانتظار',
      'طريقة الدفع: الدفع عند الاستلام',
      'القاهرة، مصر',
      'إلى | الشحن إلى',
    ])
      expect(lines, label).toContain(label);
    expect(lines).toContain(`رقم الطلب ${order.order_number}`);
    expect(lines.find((l) => l.startsWith('التاريخ '))).toMatch(/^التاريخ \d{1,2} [\u0600-\u06FF]+ \d{4}$/);
    expect(lines).toContain('الصنف | الكمية | السعر | المبلغ');
    // The Arabic name of a product that has one; the other keeps its own, "46%" on the right side of the number.
    expect(lines).toContain('بذور طماطم | 2 | 500.00 ج.م | 1,000.00 ج.م');
    expect(lines).toContain('Urea 46% | 1 | 125.50 ج.م | 125.50 ج.م');
    expect(lines).toContain('المجموع الفرعي | 1,125.50 ج.م');
    expect(lines).toContain('الشحن | 0.00 ج.م');
    expect(lines).toContain('الإجمالي | 1,125.50 ج.م');
    expect(lines).toContain('أحمد حسن | أحمد حسن');
    expect(lines).toContain('12 شارع النيل | 12 شارع النيل');
    expect(lines).toContain('0100 123 4567 | 0100 123 4567');
    expect(lines.at(-1)).toMatch(/^شكرًا لتسوقك من .+\. يُحصَّل المبلغ نقدًا عند الاستلام\.$/);
    // Real letters, not presentation forms: the shaped glyphs map back to the letters they stand for.
    expect(lines.join('\n')).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/);
    expect(lines.join('\n')).not.toMatch(/Bill to|INVOICE|Subtotal/);
  });

  it('a pay-at-harvest order says its month, what was paid and what is left, in Arabic; an administrator gets it in Arabic too', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const month = harvestDueMonths(new Date())[2]!;
    const customer = await createUser(t);
    expect((await api.put(`/api/admin/users/${customer.id}/credit`, { limit: 5000 }, admin.token)).status).toBe(200);
    expect((await api.put('/api/auth/preferences', { language: 'ar' }, customer.token)).status).toBe(200);
    await api.post(
      '/api/cart/add',
      { product_id: await product('Maize Seeds', 'بذور ذرة', 700), quantity: 1 },
      customer.token,
    );
    const placed = await api.post(
      '/api/orders',
      { shipping_address: arabicAddress, same_as_shipping: true, payment_method: 'pay_at_harvest', harvest_due: month },
      customer.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect((await api.post(`/api/admin/orders/${order.id}/payments`, { amount: 200 }, admin.token)).status).toBe(201);

    const lines = await pageLines(await invoiceOf(order.id, admin));
    expect(lines).toContain(`الدفع عند الحصاد — مستحق في ${monthName(month, 'ar')}`);
    expect(lines).toContain('المدفوع | 200.00 ج.م');
    expect(lines).toContain('المتبقي للدفع | 500.00 ج.م');
    expect(lines.find((l) => l.startsWith('شكرًا'))).toContain('الدفع عند الحصاد: المتبقي للدفع 500.00 ج.م مستحق حتى');
  });

  it('an English customer’s invoice is as before: Helvetica, the same lines', async () => {
    const seeds = await product('Invoice Seeds', 'بذور الفاتورة', 123.45);
    const { user, order } = await orderOf('en', [[seeds, 2]]);
    const pdf = await invoiceOf(order.id, user);
    expect(pdf.toString('latin1')).toContain('/BaseFont /Helvetica');
    expect(pdf.toString('latin1')).not.toContain('Cairo');
    const date = new Date(order.created_at).toISOString().slice(0, 10);
    expect(await pageLines(pdf)).toEqual([
      'INVOICE',
      'Fellah',
      `Order ${order.order_number}`,
      'Cairo, Egypt',
      `Date ${date}`,
      'hello@fellah.eg',
      'Payment: Cash on Delivery',
      '+20 2 2735 0400',
      'Status: pending',
      'Bill to | Ship to',
      'Ahmed Hassan | Ahmed Hassan',
      '12 Nile Street | 12 Nile Street',
      'Cairo, Egypt | Cairo, Egypt',
      '0100 123 4567 | 0100 123 4567',
      'Item Qty Price Amount',
      'Invoice Seeds 2 123.45 EGP 246.90 EGP',
      'Subtotal 246.90 EGP',
      'Shipping 50.00 EGP',
      'Total 296.90 EGP',
      'Thank you for shopping with Fellah. Payment is collected in cash on delivery.',
    ]);
    const viaTrpc = await callerFor(t, user).orders.invoice({ id: order.id });
    expect(Buffer.from(viaTrpc.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
