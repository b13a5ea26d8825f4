import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue, demoCatalogueCrops } from '../../src/server/demo/catalogue';
import { demoFiles } from '../../src/server/demo/content';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { loadDataSets } from '../../src/server/seed';
import { type TestApp, startTestApp } from '../helpers/app';
import { createUser } from '../helpers/users';
import { parseShopQuery, productListInput } from '../../src/shared/shopQuery';

/*
 * Issue 45, item 4: search that understands growers, on the demo catalogue and the crop guide. Every word in any order
 * after the Arabic fold, with the prefixes Arabic attaches and English plurals; a crop's name finds the products for it;
 * the closest first. Products carry their crops (REST `crops` on the detail, `?crop=` on the list).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadDataSets(t.db.sql, [referenceKnowledge, demoCatalogue, demoCatalogueCrops]);
});
afterAll(() => t?.close());

type Card = { id: string; slug: string; name: string };
const get = async (url: string) => (await t.app.inject(url)).json();
const search = async (q: string, extra = '') =>
  (await get(`/api/products?search=${encodeURIComponent(q)}&limit=50${extra}`)).data as Card[];
const product = (slug: string) => demoFiles.products.load().find((p) => p.slug === slug)!;
const tagged = (crop: string, category?: string) =>
  demoFiles.products
    .load()
    .filter((p) => p.crops.includes(crop) && (!category || p.category === category))
    .map((p) => p.slug)
    .sort();

describe('a search for fertiliser for tomatoes', () => {
  it('"سماد للطماطم" finds the fertilisers for tomatoes first (it found nothing); peat moss, which only mentions both, after them', async () => {
    const slugs = (await search('سماد للطماطم')).map((p) => p.slug);
    const fertilisers = tagged('tomato', 'fertilizers');
    expect(slugs.slice(0, fertilisers.length).sort()).toEqual(fertilisers);
    const peat = slugs.indexOf('klasmann-ts1-peat-moss-seedling-substrate');
    if (peat >= 0) expect(peat).toBeGreaterThanOrEqual(fertilisers.length);
  });

  it("the shop page's own list call (/ar/shop?search=سماد للطماطم) lists the fertilisers for tomatoes first too", async () => {
    const input = productListInput(parseShopQuery(`search=${encodeURIComponent('سماد للطماطم')}`));
    const res = await t.app.inject(`/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
    const slugs = (res.json().result.data.json.items as Card[]).map((p) => p.slug);
    const fertilisers = tagged('tomato', 'fertilizers');
    expect(slugs.slice(0, fertilisers.length).sort()).toEqual(fertilisers);
  });

  it('"سماد طماطم", "طماطم سماد" and "fertiliser for tomatoes" find the same fertilisers', async () => {
    const expected = tagged('tomato', 'fertilizers');
    const slugsOf = async (q: string) =>
      (await search(q))
        .map((p) => p.slug)
        .filter((s) => product(s).crops.includes('tomato'))
        .sort();
    expect(await slugsOf('سماد طماطم')).toEqual(expected);
    expect(await slugsOf('طماطم سماد')).toEqual(expected);
    expect(await slugsOf('fertiliser for tomatoes')).toEqual(expected);
    expect(await slugsOf('Fertilizers tomato')).toEqual(expected);
  });

  it('a crop word finds the products for that crop, with prefixes and the article (والطماطم, بالطماطم)', async () => {
    const slugs = (await search('والطماطم')).map((p) => p.slug);
    for (const slug of tagged('tomato')) expect(slugs, slug).toContain(slug);
    // A fungicide for tomatoes whose own texts do not say "tomato" in Arabic is found through its crops.
    expect((await search('مبيد للخيار')).map((p) => p.slug)).toContain('syngenta-topas-10-ec-penconazole-250ml');
  });

  it('ranks the closest first: products named for the words before products that only serve the crop', async () => {
    const found = await search('tomato seeds');
    expect(found.length).toBeGreaterThan(2);
    expect(product(found[0]!.slug).category).toBe('seeds');
    expect(product(found[0]!.slug).crops).toEqual(['tomato']);
  });
});

describe('products and crops', () => {
  it('a product detail names its crops (REST `crops`), and `?crop=` lists the products for a crop', async () => {
    const detail = (await get('/api/products/slug/yaraliva-calcinit-calcium-nitrate-25kg')).data;
    expect(detail.crops).toEqual(['tomato', 'sweet-pepper', 'cucumber', 'strawberry']);
    const listed = (await get('/api/products?crop=tomato&limit=100')).data as Card[];
    expect(listed.map((p) => p.slug).sort()).toEqual(tagged('tomato'));
    const seeds = (await get('/api/products?crop=tomato&category=seeds&limit=100')).data as Card[];
    expect(seeds.map((p) => p.slug).sort()).toEqual(tagged('tomato', 'seeds'));
    // With a search, the crop narrows it too (answered by SQL, not the search cache).
    const within = (await get(`/api/products?crop=cucumber&search=${encodeURIComponent('مبيد')}&limit=100`))
      .data as Card[];
    expect(within.length).toBeGreaterThan(0);
    for (const p of within) expect(product(p.slug).crops).toContain('cucumber');
  });

  it('every crop a demo product names is a crop of the guide', async () => {
    const crops = new Set((await t.db.sql<{ slug: string }[]>`select slug from crops`).map((c) => c.slug));
    for (const p of demoFiles.products.load())
      for (const crop of p.crops) expect(crops.has(crop), `${p.slug}: ${crop}`).toBe(true);
  });
});

describe('the crop search', () => {
  it('finds the tomato crop from "للطماطم" and the maize crop from "الذرة"', async () => {
    const tomato = (await get(`/api/search/crops?q=${encodeURIComponent('للطماطم')}`)).data as { slug: string }[];
    expect(tomato.map((c) => c.slug)).toContain('tomato');
    const maize = (await get(`/api/search/crops?q=${encodeURIComponent('الذرة')}`)).data as { slug: string }[];
    expect(maize.map((c) => c.slug)).toContain('maize');
  });
});

describe('brands in Arabic (issue 45, item 7)', () => {
  it('an Egyptian brand has its Arabic name on the product and its card; an international one keeps its Latin name', async () => {
    const urea = (await get('/api/products/slug/abu-qir-prilled-urea-46-50kg')).data;
    expect(urea).toMatchObject({ brand: 'Abu Qir Fertilizers', brand_ar: 'أبو قير للأسمدة' });
    expect((await get('/api/products/slug/syngenta-ridomil-gold-mz-68-wg-1kg')).data).toMatchObject({
      brand: 'Syngenta',
      brand_ar: null,
    });
    const card = (await search('urea')).find((p) => p.slug === 'abu-qir-prilled-urea-46-50kg') as Card & {
      brand_ar: string | null;
    };
    expect(card.brand_ar).toBe('أبو قير للأسمدة');
  });

  it('the brand filter gets every brand with its Arabic name, and an Arabic brand name is searchable', async () => {
    const res = await t.app.inject('/trpc/products.brandNames');
    const names = res.json().result.data.json as { brand: string; brand_ar: string | null }[];
    const brands = (await get('/api/products/brands')).data as string[];
    expect(names.map((n) => n.brand)).toEqual(brands);
    expect(names.find((n) => n.brand === 'Local (Egypt)')?.brand_ar).toBe('صناعة مصرية');
    expect(names.find((n) => n.brand === 'Netafim')?.brand_ar).toBeNull();
    const found = (await search('كفر الزيات')).map((p) => p.slug).sort();
    expect(found).toEqual(['kz-malathion-57-ec-1l', 'kz-wettable-sulphur-80-wp-1kg']);
  });
});

describe('an administrator names a product’s crops and Arabic brand', () => {
  it('changes them through PUT /products/{id}, and the search and ?crop= follow at once; a crop that is no slug is refused', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const put = (id: string, payload: object) =>
      t.app
        .inject({
          method: 'PUT',
          url: `/api/products/${id}`,
          headers: { authorization: `Bearer ${admin.token}` },
          payload,
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }));
    const hose = (await get('/api/products/slug/truper-reinforced-garden-hose-1-2-inch-25m')).data as {
      id: string;
      crops: string[];
    };
    expect(hose.crops).toEqual([]);
    const changed = await put(hose.id, { crops: ['okra'], brand_ar: 'تروبر' });
    expect(changed.status).toBe(200);
    expect((await get('/api/products?crop=okra')).data.map((p: Card) => p.slug)).toContain(
      'truper-reinforced-garden-hose-1-2-inch-25m',
    );
    expect((await search('البامية')).map((p) => p.slug)).toContain('truper-reinforced-garden-hose-1-2-inch-25m');
    expect((await search('تروبر')).map((p) => p.slug)).toContain('truper-reinforced-garden-hose-1-2-inch-25m');
    const refused = await put(hose.id, { crops: ['Okra Plants!'] });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toMatch(/^crops/);
    expect(((await get(`/api/products/${hose.id}`)).data as { crops: string[] }).crops).toEqual(['okra']);
  });
});
