import { humanizeSlug } from '../../shared/crops';
import type { TransactionSql } from '../db';
import type { DataSet } from '../dataSet';
import { referenceFiles, referenceGuides } from './content';

/*
 * The knowledge base of content/reference: the crops, tags, soil types, guides, seasonal tasks and wholesale markets
 * (the sample prices at those markets are demo data: src/server/demo/prices.ts). Guides are signed by the first
 * administrator when one exists (ADMIN_EMAIL makes one before the content is seeded), else by nobody. Everything is
 * written with a few multi-row statements, so the load takes well under a second even on the embedded database.
 */

/** slug → id of the rows of a table with slugs. */
export async function idsBySlug(
  tx: TransactionSql,
  table: 'crops' | 'tags' | 'soil_types' | 'markets' | 'guides',
): Promise<Map<string, string>> {
  const rows = await tx<{ id: string; slug: string }[]>`select id::text as id, slug from ${tx(table)}`;
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The knowledge base; recorded as 'demo-knowledge' (with the sample prices) before it was split from the demo data. */
export const referenceKnowledge: DataSet = {
  name: 'reference-knowledge',
  replaces: ['demo-knowledge'],
  async load(tx) {
    const crops = referenceFiles.crops.load();
    const soils = referenceFiles.soils.load();
    const guides = referenceGuides();

    await tx`insert into crops ${tx(
      crops.map((c) => ({
        slug: c.slug,
        name: c.name,
        name_ar: c.name_ar,
        other_names: c.other_names,
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
    const cropIds = await idsBySlug(tx, 'crops');
    const cropId = (slug: string | null) => (slug ? (cropIds.get(slug) ?? null) : null);

    // Tags of crops and guides, one vocabulary.
    const tagNamesAr = referenceFiles.tagNamesAr.load();
    const tagSlugs = [...new Set([...crops.flatMap((c) => c.tags), ...guides.flatMap((g) => g.tags)])];
    await tx`insert into tags ${tx(tagSlugs.map((slug) => ({ slug, name: humanizeSlug(slug), name_ar: tagNamesAr[slug] ?? null })))}
             on conflict (slug) do nothing`;
    const tagIds = await idsBySlug(tx, 'tags');
    await tx`insert into crop_tags ${tx(crops.flatMap((c) => c.tags.map((t) => ({ crop_id: cropIds.get(c.slug)!, tag_id: tagIds.get(t)! }))))}
             on conflict do nothing`;

    // Soil types, linked to crops from both sides (a soil's suitable crops and a crop's soil preferences).
    await tx`insert into soil_types ${tx(
      soils.map(({ ph_range, suitable_crops: _crops, ...soil }) => ({
        ...soil,
        ph_min: ph_range[0],
        ph_max: ph_range[1],
      })),
    )} on conflict (slug) do nothing`;
    const soilIds = await idsBySlug(tx, 'soil_types');
    const links = new Set([
      ...soils.flatMap((s) => s.suitable_crops.map((c) => `${c}|${s.slug}`)),
      ...crops.flatMap((c) => c.soil_preferences.map((s) => `${c.slug}|${s}`)),
    ]);
    const soilLinks = [...links]
      .map((link) => link.split('|') as [string, string])
      .filter(([crop, soil]) => cropIds.has(crop) && soilIds.has(soil))
      .map(([crop, soil]) => ({ crop_id: cropIds.get(crop)!, soil_type_id: soilIds.get(soil)! }));
    await tx`insert into crop_soil_types ${tx(soilLinks)} on conflict do nothing`;

    // Guides, signed by the first administrator, published a week apart (the first of the list the longest ago).
    const [admin] = await tx<
      { id: string }[]
    >`select id::text as id from users where role = 'admin' and status = 'active' order by id limit 1`;
    const now = Date.now();
    await tx`insert into guides ${tx(
      guides.map((g, i) => {
        const published = new Date(now - (guides.length - i) * 7 * 86_400_000);
        return {
          slug: g.slug,
          title: g.title,
          title_ar: g.title_ar,
          body: g.body_markdown,
          body_ar: g.body_markdown_ar,
          crop_id: cropId(g.crop_slug),
          author_id: admin?.id ?? null,
          published: true,
          published_at: published,
          created_at: published,
          updated_at: published,
        };
      }),
    )} on conflict (slug) do nothing`;
    const guideIds = await idsBySlug(tx, 'guides');
    await tx`insert into guide_tags ${tx(guides.flatMap((g) => g.tags.map((t) => ({ guide_id: guideIds.get(g.slug)!, tag_id: tagIds.get(t)! }))))}
             on conflict do nothing`;

    // The farm calendar.
    await tx`insert into seasonal_tasks ${tx(referenceFiles.seasonalTasks.load().map(({ crop_slug, ...task }) => ({ ...task, crop_id: cropId(crop_slug) })))}`;

    // The wholesale markets.
    await tx`insert into markets ${tx(referenceFiles.markets.load().map((m) => ({ ...m })))} on conflict (slug) do nothing`;
  },
};
