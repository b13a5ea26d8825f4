import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue, demoCatalogueCrops } from '../../src/server/demo/catalogue';
import { demoFiles } from '../../src/server/demo/content';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { loadDataSets } from '../../src/server/seed';
import { type TestApp, startTestApp } from '../helpers/app';

/*
 * The relevance set: what a grower types, in Arabic or English — with or without ال, with tashkeel or tatweel, with
 * Arabic-Indic digits, misspelt, or by the Egyptian name ("قوطة" for tomatoes, "كوسا", "بتنجان") — and what must come
 * first, against the demo catalogue and the crop guide. Where several products answer a query equally (three tomato
 * seed packs for "بذور طماطم"), any of them may be first; nothing else may.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadDataSets(t.db.sql, [referenceKnowledge, demoCatalogue, demoCatalogueCrops]);
}, 120_000);
afterAll(() => t?.close());

const products = demoFiles.products.load();
/** The demo products whose slug holds every one of `parts`. */
const slugsWith = (...parts: string[]) =>
  products.filter((p) => parts.every((s) => p.slug.includes(s))).map((p) => p.slug);
const ofCategory = (category: string) => products.filter((p) => p.category === category).map((p) => p.slug);

const TOMATO_SEEDS = [
  'syngenta-determinate-tomato-hybrid-f1-1000-seeds',
  'seminis-super-strain-b-tomato-100g',
  'edkawi-tomato-local-variety-50g',
];
const TOMATO_NAMED = [...TOMATO_SEEDS, 'hybrid-tomato-seedlings-tray-209'];
const SQUASH = ['seminis-eskandarani-squash-hybrid-1000-seeds'];
const SEED_POTATOES = ['imported-seed-potatoes-spunta-class-a-25kg'];
const SWEET_PEPPER = slugsWith('sweet-pepper');
const CANTALOUPE = ['hazera-galia-cantaloupe-hybrid-1000-seeds'];
const UREA = slugsWith('urea');
const AMMONIUM_NITRATE = ['abu-qir-ammonium-nitrate-33-5-50kg'];
const SUPERPHOSPHATE = ['abu-zaabal-calcium-superphosphate-15-50kg'];
const POTASSIUM_SULPHATE = ['k-plus-s-potassium-sulphate-50-soluble-25kg'];
const SULPHUR = ['evergrow-agricultural-sulphur-98-50kg', 'kz-wettable-sulphur-80-wp-1kg'];
const DRIP_TAPE = ['netafim-streamline-x-16mm-drip-tape-2500m', 'rivulis-t-tape-506-16mm-3000m'];
const SPRINKLERS = ['rain-bird-35a-tnt-brass-impact-sprinkler', 'netafim-spinnet-micro-sprinkler-70lh-50'];
const FILTERS = ['screen-filter-3-4-inch-120-mesh', 'azud-helix-disc-filter-2-inch-130-micron'];
const WATER_PUMPS = ['honda-wb20xt-2-inch-water-pump', 'honda-wb30xt-3-inch-water-pump'];
const PUMPS = [
  ...WATER_PUMPS,
  'yanmar-l100-diesel-irrigation-pump-set-3-inch',
  'lorentz-ps2-1800-solar-submersible-pump',
];
const KNAPSACK = ['matabi-super-agro-16-manual-knapsack-sprayer', 'honda-wjr2525-engine-knapsack-power-sprayer'];
const FUNGICIDES = products.filter((p) => / fungicide/i.test(p.name)).map((p) => p.slug);
const HERBICIDES = products.filter((p) => /herbicide/i.test(p.name)).map((p) => p.slug);
const FAS = ['egyptian-fas-hoe-forged-steel'];
const ACTARA = ['syngenta-actara-25-wg-thiamethoxam-100g'];
const TERRACOTTA = ['fustat-terracotta-clay-pot-30cm', 'terracotta-pot-set-of-3'];
const SHADE_NETS = ['shade-net-50-percent-4x25m', 'shade-net-70-percent-4x25m'];

/** Product searches: the query and the products one of which must come first. */
const PRODUCT_QUERIES: [string, string[]][] = [
  // Tomatoes: with and without ال, tashkeel, tatweel, the Egyptian and Levantine names, misspelt.
  ['طماطم', TOMATO_NAMED],
  ['الطماطم', TOMATO_NAMED],
  ['الطَّمَاطِم', TOMATO_NAMED],
  ['طماطـــم', TOMATO_NAMED],
  ['قوطة', TOMATO_NAMED],
  ['قوطه', TOMATO_NAMED],
  ['القوطة', TOMATO_NAMED],
  ['بندورة', TOMATO_NAMED],
  ['بذور طماطم', TOMATO_SEEDS],
  ['بذور الطماطم', TOMATO_SEEDS],
  ['بزور طماطم', TOMATO_SEEDS],
  ['tomato seeds', TOMATO_SEEDS],
  ['tomatoe seeds', TOMATO_SEEDS],
  ['tomatos', TOMATO_NAMED],
  ['شتلات طماطم', ['hybrid-tomato-seedlings-tray-209']],
  // Squash (كوسة), both spellings of the taa marbuta, the Levantine كوسا, English names.
  ['كوسة', SQUASH],
  ['كوسه', SQUASH],
  ['الكوسة', SQUASH],
  ['كوسا', SQUASH],
  ['بذور كوسة', SQUASH],
  ['zucchini', SQUASH],
  ['courgette', SQUASH],
  ['squash seeds', SQUASH],
  // Potatoes and the other vegetables and field crops.
  ['بطاطس', SEED_POTATOES],
  ['البطاطس', SEED_POTATOES],
  ['تقاوي بطاطس', SEED_POTATOES],
  ['potatoes', SEED_POTATOES],
  ['seed potatoes', SEED_POTATOES],
  ['خيار', ['rijk-zwaan-beit-alpha-cucumber-hybrid-1000-seeds']],
  ['cucumber', ['rijk-zwaan-beit-alpha-cucumber-hybrid-1000-seeds']],
  ['فلفل حلو', SWEET_PEPPER],
  ['فلفل رومي', SWEET_PEPPER],
  ['بطيخ', ['crimson-sweet-watermelon-500g']],
  ['كنتالوب', CANTALOUPE],
  ['شمام', CANTALOUPE],
  ['بصل', ['onion-giza-6-mohassan-1kg']],
  ['تقاوي قمح', slugsWith('wheat', 'seed')],
  ['ذرة شامية', ['white-maize-single-cross-10-10kg']],
  ['برسيم', ['berseem-clover-meskawi-sakha-4-25kg']],
  ['فول بلدي', ['faba-bean-giza-843-certified-25kg']],
  ['ملوخية', ['molokhia-jews-mallow-seeds-1kg']],
  ['ملوخيا', ['molokhia-jews-mallow-seeds-1kg']],
  // Fertilisers: tashkeel, Arabic-Indic digits, British and American spellings.
  ['يوريا', UREA],
  ['يُورِيَا', UREA],
  ['يوريا ٤٦', UREA],
  ['urea', UREA],
  ['سماد ٢٠-٢٠-٢٠', ['evergrow-npk-20-20-20-te-5kg']],
  ['نترات نشادر', AMMONIUM_NITRATE],
  ['ammonium nitrate', AMMONIUM_NITRATE],
  ['سوبر فوسفات', SUPERPHOSPHATE],
  ['superphosphate', SUPERPHOSPHATE],
  ['سلفات البوتاسيوم', POTASSIUM_SULPHATE],
  ['سلفات بوتاسيوم', POTASSIUM_SULPHATE],
  ['potassium sulphate', POTASSIUM_SULPHATE],
  ['potassium sulfate', POTASSIUM_SULPHATE],
  ['كبريت زراعي', ['evergrow-agricultural-sulphur-98-50kg']],
  ['sulphur', SULPHUR],
  ['sulfur', SULPHUR],
  ['كمبوست', ['ecaru-mature-plant-compost-25kg']],
  ['compost', ['ecaru-mature-plant-compost-25kg']],
  ['هيومات', ['evergrow-potassium-humate-85-flakes-1kg']],
  ['fertiliser', ofCategory('fertilizers')],
  // Irrigation.
  ['شريط تنقيط', DRIP_TAPE],
  ['drip tape', DRIP_TAPE],
  ['خرطوم تنقيط', ['gr-drip-line-16mm-30cm-4lh-400m']],
  ['drip line', ['gr-drip-line-16mm-30cm-4lh-400m']],
  ['dripper', ['netafim-pcj-pressure-compensating-dripper-4lh-500']],
  ['رشاش', SPRINKLERS],
  ['sprinkler', SPRINKLERS],
  ['فلتر', FILTERS],
  ['disc filter', ['azud-helix-disc-filter-2-inch-130-micron']],
  ['طلمبة مياه', WATER_PUMPS],
  ['طلمبه', PUMPS],
  ['water pump', WATER_PUMPS],
  ['solar pump', ['lorentz-ps2-1800-solar-submersible-pump']],
  ['ماسورة', ['hdpe-pipe-50mm-pn6-100m']],
  ['garden hose', ['truper-reinforced-garden-hose-1-2-inch-25m']],
  // Tools and machines: hamza on alef or none.
  ['مقص تقليم', ['bahco-px-m2-ergonomic-secateurs', 'bahco-bypass-lopper-70cm']],
  ['secateurs', ['bahco-px-m2-ergonomic-secateurs']],
  ['pruning saw', ['bahco-396-lap-laplander-folding-saw']],
  ['فأس', FAS],
  ['فاس', FAS],
  ['منجل', ['serrated-harvest-sickle-mengal']],
  ['رشاشة ظهرية', KNAPSACK],
  ['knapsack sprayer', KNAPSACK],
  ['عزاقة', ['honda-fj500-power-tiller']],
  ['shovel', ['truper-round-point-shovel-long-handle']],
  ['wheelbarrow', ['truper-steel-wheelbarrow-85l']],
  ['stihl', slugsWith('stihl')],
  ['honda pump', WATER_PUMPS],
  // Pesticides: trade names with and without hamza.
  ['مبيد فطري', FUNGICIDES],
  ['fungicide', FUNGICIDES],
  ['ريدوميل', ['syngenta-ridomil-gold-mz-68-wg-1kg']],
  ['ridomil', ['syngenta-ridomil-gold-mz-68-wg-1kg']],
  ['أكتارا', ACTARA],
  ['اكتارا', ACTARA],
  ['actara', ACTARA],
  ['مبيد حشائش', HERBICIDES],
  ['herbicide', HERBICIDES],
  ['جليفوسات', ['shoura-glyphosate-48-sl-1l']],
  // Plants, pots and supplies.
  ['شتلة مانجو', ['mango-keitt-grafted-sapling']],
  ['mango sapling', ['mango-keitt-grafted-sapling']],
  ['نخلة برحي', ['date-palm-barhi-tissue-culture']],
  ['date palm', ['date-palm-barhi-tissue-culture']],
  ['عنب', ['flame-seedless-grape-rooted-cuttings-10']],
  ['أصيص فخار', TERRACOTTA],
  ['terracotta pot', TERRACOTTA],
  ['بيت موس', ['klasmann-ts1-peat-moss-seedling-substrate']],
  ['peat moss', ['klasmann-ts1-peat-moss-seedling-substrate']],
  ['بيرلايت', ['expanded-perlite-100l']],
  ['perlite', ['expanded-perlite-100l']],
  ['شبك تظليل', SHADE_NETS],
  ['shade net', SHADE_NETS],
  ['ملش', ['black-mulch-film-25-micron-1-2m-500m']],
  ['mulch film', ['black-mulch-film-25-micron-1-2m-500m']],
  ['greenhouse film', ['greenhouse-film-uv-200-micron-12x50m']],
];

/** Crop searches: the query and the crop that must come first. */
const CROP_QUERIES: [string, string][] = [
  ['طماطم', 'tomato'],
  ['الطماطم', 'tomato'],
  ['قوطة', 'tomato'],
  ['tomatoes', 'tomato'],
  ['كوسة', 'squash'],
  ['كوسا', 'squash'],
  ['zucchini', 'squash'],
  ['بتنجان', 'eggplant'],
  ['باذنجان', 'eggplant'],
  ['aubergine', 'eggplant'],
  ['البامية', 'okra'],
  ['باميا', 'okra'],
  ['corn', 'maize'],
  ['فول', 'faba-bean'],
  ['بسلة', 'peas'],
  ['رز', 'rice'],
  ['الأرز', 'rice'],
  ['ارز', 'rice'],
  ['مانجا', 'mango'],
  ['شمام', 'cantaloupe'],
  ['ملوخيا', 'molokhia'],
  ['بلح', 'date-palm'],
  ['بطاطس', 'potato'],
  ['البَطَاطِس', 'potato'],
];

describe('the relevance set', () => {
  it('has at least 50 queries, Arabic and English, each expecting demo products that exist', () => {
    expect(PRODUCT_QUERIES.length + CROP_QUERIES.length).toBeGreaterThanOrEqual(50);
    const slugs = new Set(products.map((p) => p.slug));
    for (const [q, expected] of PRODUCT_QUERIES) {
      expect(expected.length, q).toBeGreaterThan(0);
      for (const slug of expected) expect(slugs.has(slug), `${q}: ${slug}`).toBe(true);
    }
  });

  it.each(PRODUCT_QUERIES)('product search "%s" puts one of the expected products first', async (q, expected) => {
    const res = await t.app.inject(`/api/products?search=${encodeURIComponent(q)}&limit=5`);
    expect(res.statusCode).toBe(200);
    const first = (res.json().data as { slug: string }[])[0]?.slug;
    expect(expected, `${q} → ${first}`).toContain(first);
  });

  it.each(CROP_QUERIES)('crop search "%s" puts %s first', async (q, crop) => {
    const res = await t.app.inject(`/api/search/crops?q=${encodeURIComponent(q)}&limit=3`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as { slug: string }[])[0]?.slug, q).toBe(crop);
  });
});
