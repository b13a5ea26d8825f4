import { humanizeSlug } from '../../shared/crops';
import { egyptDate } from '../../shared/seasonalTasks';
import type { TransactionSql } from '../db';
import { demoCrops } from './data/crops';
import { demoGuides } from './data/guides';
import { SAMPLE_DATA_NOTE, demoMarkets, demoPriceBases } from './data/markets';
import { demoSeasonalTasks } from './data/seasonalTasks';
import { demoSoils } from './data/soils';
import type { DemoDataSet } from './index';
import { generatePriceSeries } from './priceSeries';

/*
 * The demo knowledge base: the crops, tags, soil types, guides, seasonal tasks, wholesale markets and sample prices
 * of src/server/demo/data. Guides are signed by the first administrator when one exists (ADMIN_EMAIL makes one
 * before the demo data is loaded), else by nobody. Prices cover the 180 days up to the day of loading and carry the
 * sample-data note as their source. Everything is written with a few multi-row statements (the ~30,000 prices in
 * chunks through unnest), so the load takes a second or two even on the embedded database.
 */

/** Days of sample prices. */
export const DEMO_PRICE_DAYS = 180;
const PRICE_CHUNK = 10_000;

/** Arabic names of the demo tags (their English names come from the slugs). */
const TAG_NAMES_AR: Record<string, string> = {
  export: 'تصدير',
  'cool-season': 'موسم بارد',
  'warm-season': 'موسم دافئ',
  orchard: 'بساتين',
  perennial: 'معمّر',
  'drip-irrigation': 'ري بالتنقيط',
  medicinal: 'نبات طبي',
  aromatic: 'نبات عطري',
  'strategic-crop': 'محصول استراتيجي',
  'nursery-transplanted': 'يُشتل من المشتل',
  'drought-tolerant': 'متحمل للجفاف',
  'multi-cut': 'متعدد الحشات',
  ipm: 'المكافحة المتكاملة',
  'heat-tolerant': 'متحمل للحرارة',
  vegetables: 'خضر',
  'seed-spice': 'توابل بذرية',
  'salt-tolerant': 'متحمل للملوحة',
  leafy: 'خضر ورقية',
  'high-value': 'عالي القيمة',
  'direct-seeded': 'زراعة مباشرة بالبذور',
  legume: 'بقوليات',
  greenhouse: 'صوب زراعية',
  'fruit-vegetable': 'خضر ثمرية',
  feed: 'أعلاف',
  citrus: 'موالح',
  winter: 'شتوي',
  summer: 'صيفي',
  'storage-crop': 'محصول تخزيني',
  storage: 'التخزين',
  staple: 'غذاء أساسي',
  'short-season': 'قصير العمر',
  'root-crop': 'محصول جذري',
  'rain-fed': 'زراعة مطرية',
  'plastic-mulch': 'تغطية التربة بالبلاستيك',
  'nitrogen-fixing': 'مثبت للآزوت',
  'licensed-areas': 'مساحات مرخصة',
  'hybrid-seed': 'تقاوي هجين',
  'fruit-fly': 'ذبابة الفاكهة',
  'frost-sensitive': 'حساس للصقيع',
  fertilization: 'التسميد',
  'essential-oil': 'زيوت عطرية',
  curing: 'المعالجة بعد القلع',
  whitefly: 'الذبابة البيضاء',
  'white-rot': 'العفن الأبيض',
  'water-saving': 'ترشيد مياه الري',
  'tuta-absoluta': 'توتا أبسولوتا',
  'spider-mite': 'العنكبوت الأحمر',
  seed: 'التقاوي',
  rust: 'الأصداء',
  rotation: 'الدورة الزراعية',
  'red-palm-weevil': 'سوسة النخيل الحمراء',
  quarantine: 'الحجر الزراعي',
  pruning: 'التقليم',
  'post-harvest': 'ما بعد الحصاد',
  pollination: 'التلقيح',
  organic: 'زراعة عضوية',
  nursery: 'المشتل',
  nili: 'نيلي',
  'new-lands': 'الأراضي الجديدة',
  malformation: 'تشوه المانجو',
  'late-blight': 'الندوة المتأخرة',
  irrigation: 'الري',
  'high-water': 'شره للمياه',
  grafted: 'مطعّم',
  'government-procurement': 'توريد حكومي',
  flowering: 'التزهير',
  'fall-armyworm': 'دودة الحشد الخريفية',
  drying: 'التجفيف',
  broomrape: 'الهالوك',
  blast: 'لفحة الأرز',
};

/** slug → id of rows just written. */
async function idsBySlug(tx: TransactionSql, table: 'crops' | 'tags' | 'soil_types' | 'markets' | 'guides'): Promise<Map<string, string>> {
  const rows = await tx<{ id: string; slug: string }[]>`select id::text as id, slug from ${tx(table)}`;
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export const demoKnowledge: DemoDataSet = {
  name: 'demo-knowledge',
  async load(tx) {
    // Crops.
    await tx`insert into crops ${tx(
      demoCrops.map((c) => ({
        slug: c.slug,
        name: c.name,
        name_ar: c.name_ar,
        crop_type: c.crop_type,
        growing_season_days: c.growing_season_days,
        climate_zone: c.climate_zone,
        seasons: c.seasons,
        description: c.description,
        description_ar: c.description_ar,
        planting_months: tx.json(c.planting_months),
        water_needs: c.water_needs,
        water_needs_m3_per_feddan: c.water_needs_m3_per_feddan,
        spacing: c.spacing,
        spacing_ar: c.spacing_ar,
        plant_density_per_feddan: c.plant_density_per_feddan,
        avg_weight_per_plant_kg: c.avg_weight_per_plant_kg,
        seed_rate_kg_per_feddan: c.seed_rate_kg_per_feddan,
        expected_yield_per_feddan: c.expected_yield_per_feddan.value,
        expected_yield_unit: c.expected_yield_per_feddan.unit,
      })),
    )} on conflict (slug) do nothing`;
    const crops = await idsBySlug(tx, 'crops');
    const cropId = (slug: string | null) => (slug ? (crops.get(slug) ?? null) : null);

    // Tags of crops and guides, one vocabulary.
    const tagSlugs = [...new Set([...demoCrops.flatMap((c) => c.tags), ...demoGuides.flatMap((g) => g.tags)])];
    await tx`insert into tags ${tx(tagSlugs.map((slug) => ({ slug, name: humanizeSlug(slug), name_ar: TAG_NAMES_AR[slug] ?? null })))}
             on conflict (slug) do nothing`;
    const tags = await idsBySlug(tx, 'tags');
    await tx`insert into crop_tags ${tx(demoCrops.flatMap((c) => c.tags.map((t) => ({ crop_id: crops.get(c.slug)!, tag_id: tags.get(t)! }))))}
             on conflict do nothing`;

    // Soil types, linked to crops from both sides (a soil's suitable crops and a crop's soil preferences).
    await tx`insert into soil_types ${tx(
      demoSoils.map(({ ph_range, suitable_crops: _crops, ...soil }) => ({ ...soil, ph_min: ph_range[0], ph_max: ph_range[1] })),
    )} on conflict (slug) do nothing`;
    const soils = await idsBySlug(tx, 'soil_types');
    const links = new Set([
      ...demoSoils.flatMap((s) => s.suitable_crops.map((c) => `${c}|${s.slug}`)),
      ...demoCrops.flatMap((c) => c.soil_preferences.map((s) => `${c.slug}|${s}`)),
    ]);
    const soilLinks = [...links]
      .map((link) => link.split('|') as [string, string])
      .filter(([crop, soil]) => crops.has(crop) && soils.has(soil))
      .map(([crop, soil]) => ({ crop_id: crops.get(crop)!, soil_type_id: soils.get(soil)! }));
    await tx`insert into crop_soil_types ${tx(soilLinks)} on conflict do nothing`;

    // Guides, signed by the first administrator, published a week apart (the first of the list the longest ago).
    const [admin] = await tx<{ id: string }[]>`select id::text as id from users where role = 'admin' and status = 'active' order by id limit 1`;
    const now = Date.now();
    await tx`insert into guides ${tx(
      demoGuides.map((g, i) => {
        const published = new Date(now - (demoGuides.length - i) * 7 * 86_400_000);
        return {
          slug: g.slug,
          title: g.title,
          title_ar: g.title_ar,
          body: g.body_markdown,
          body_ar: g.body_markdown_ar ?? null,
          crop_id: cropId(g.crop_slug),
          author_id: admin?.id ?? null,
          published: true,
          published_at: published,
          created_at: published,
          updated_at: published,
        };
      }),
    )} on conflict (slug) do nothing`;
    const guides = await idsBySlug(tx, 'guides');
    await tx`insert into guide_tags ${tx(demoGuides.flatMap((g) => g.tags.map((t) => ({ guide_id: guides.get(g.slug)!, tag_id: tags.get(t)! }))))}
             on conflict do nothing`;

    // The farm calendar.
    await tx`insert into seasonal_tasks ${tx(demoSeasonalTasks.map(({ crop_slug, ...task }) => ({ ...task, crop_id: cropId(crop_slug) })))}`;

    // Markets and 180 days of sample prices.
    await tx`insert into markets ${tx(demoMarkets.map((m) => ({ ...m })))} on conflict (slug) do nothing`;
    const markets = await idsBySlug(tx, 'markets');
    const prices = generatePriceSeries(
      demoPriceBases.filter((b) => crops.has(b.crop_slug)),
      demoMarkets,
      egyptDate(new Date()),
      DEMO_PRICE_DAYS,
    );
    for (let start = 0; start < prices.length; start += PRICE_CHUNK) {
      const chunk = prices.slice(start, start + PRICE_CHUNK);
      await tx`
        insert into market_prices (crop_id, market_id, unit, price_date, min_price, avg_price, max_price, source)
        select q.crop_id, q.market_id, q.unit, q.price_date, q.min_price, q.avg_price, q.max_price, ${SAMPLE_DATA_NOTE}
        from unnest(${chunk.map((p) => crops.get(p.crop_slug)!)}::bigint[], ${chunk.map((p) => markets.get(p.market_slug)!)}::bigint[],
                    ${chunk.map((p) => p.unit)}::text[], ${chunk.map((p) => p.price_date)}::date[], ${chunk.map((p) => p.min_price)}::numeric[],
                    ${chunk.map((p) => p.avg_price)}::numeric[], ${chunk.map((p) => p.max_price)}::numeric[])
          as q (crop_id, market_id, unit, price_date, min_price, avg_price, max_price)
        on conflict (crop_id, market_id, price_date) do nothing`;
    }
  },
};
