import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, type ContentFile } from '../../src/server/content';
import { demoFiles } from '../../src/server/demo/content';
import { GUIDES_DIR, referenceFiles, referenceGuides } from '../../src/server/reference/content';
import { governoratesFile } from '../../src/server/weather/normals';

/*
 * The files of content/ (reference content and demo fixtures): each one matches its schema, a broken one is refused
 * with the file and the field named, no file lies there unread, and the files name each other's records rightly.
 */

type AnyFile = ContentFile<unknown>;
const FILES: Record<string, AnyFile> = { ...referenceFiles, ...demoFiles, governorates: governoratesFile };

/** Every file under content/, as a path under it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(CONTENT_DIR, join(dir, entry.name))],
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a mutation reaches into the file's JSON as it is written
type Json = any;
/** One break per file, and the field its error must name. */
const BREAKS: Record<string, { field: string; mutate(data: Json): void }> = {
  crops: { field: 'crop_type', mutate: (d) => (d[0].crop_type = 'tree') },
  soils: { field: 'ph_range', mutate: (d) => (d[0].ph_range = [7.8]) },
  tagNamesAr: { field: 'Not A Slug', mutate: (d) => (d['Not A Slug'] = 'وسم') },
  guides: { field: 'title', mutate: (d) => delete d[0].title },
  seasonalTasks: { field: 'week_end', mutate: (d) => (d[0].week_end = 5) },
  markets: { field: 'governorate_ar', mutate: (d) => (d[0].governorate_ar = '') },
  quizzes: { field: 'difficulty', mutate: (d) => (d[0].difficulty = 'expert') },
  products: { field: 'category', mutate: (d) => (d[0].category = 'toys') },
  growers: { field: 'city', mutate: (d) => delete Object.values<Json>(d)[0].city },
  reviews: { field: 'rating', mutate: (d) => (Object.values<Json>(d)[0][0].rating = 6) },
  prices: { field: 'unit', mutate: (d) => (d.bases[0].unit = 'crate') },
  coupons: { field: 'kind', mutate: (d) => (d[0].kind = 'gift') },
  customer: { field: 'email', mutate: (d) => (d.email = 'not an address') },
  creditLine: { field: 'limit', mutate: (d) => (d.limit = -5) },
  governorates: { field: 'tmax', mutate: (d) => d[0].normals.tmax.pop() },
};

describe('the content files', () => {
  it.each(Object.entries(FILES))('%s matches its schema', (_name, file) => {
    expect(() => file.load()).not.toThrow();
  });

  it.each(Object.entries(FILES))('%s is refused when broken, naming the file and the field', (name, file) => {
    const data = JSON.parse(JSON.stringify(file.load()));
    BREAKS[name]!.mutate(data);
    expect(() => file.parse(JSON.stringify(data))).toThrow(`content/${file.path} does not match its schema`);
    expect(() => file.parse(JSON.stringify(data))).toThrow(BREAKS[name]!.field);
    expect(() => file.parse('{"unfinished":')).toThrow(`content/${file.path} is not valid JSON`);
  });

  it('are all read: each JSON file has its schema, each Markdown file is a guide of the index', () => {
    const guideFiles = referenceFiles.guides
      .load()
      .flatMap((g) => [`${GUIDES_DIR}/${g.slug}.en.md`, `${GUIDES_DIR}/${g.slug}.ar.md`]);
    const known = new Set([...Object.values(FILES).map((f) => f.path), ...guideFiles, 'README.md']);
    expect(filesUnder(CONTENT_DIR).filter((path) => !known.has(path))).toEqual([]);
  });

  it('give every guide its English and its Arabic text', () => {
    for (const guide of referenceGuides()) {
      expect(guide.body_markdown, guide.slug).toMatch(/^# \S/);
      expect(guide.body_markdown_ar, guide.slug).toMatch(/^# \S/);
    }
  });

  it('name each other rightly: crops, soils, guides, tasks and sample prices name crops and soils that exist', () => {
    const crops = new Set(referenceFiles.crops.load().map((c) => c.slug));
    const soils = new Set(referenceFiles.soils.load().map((s) => s.slug));
    const tagNames = referenceFiles.tagNamesAr.load();
    for (const crop of referenceFiles.crops.load()) {
      for (const soil of crop.soil_preferences) expect(soils.has(soil), `${crop.slug}: ${soil}`).toBe(true);
      for (const tag of crop.tags) expect(tagNames, crop.slug).toHaveProperty(tag);
    }
    for (const soil of referenceFiles.soils.load())
      for (const crop of soil.suitable_crops) expect(crops.has(crop), `${soil.slug}: ${crop}`).toBe(true);
    for (const guide of referenceFiles.guides.load()) expect(crops.has(guide.crop_slug), guide.slug).toBe(true);
    for (const task of referenceFiles.seasonalTasks.load())
      if (task.crop_slug) expect(crops.has(task.crop_slug), task.title).toBe(true);
    for (const base of demoFiles.prices.load().bases) expect(crops.has(base.crop_slug), base.crop_slug).toBe(true);
  });
});
