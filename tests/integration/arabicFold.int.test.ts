import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldArabic, foldedContaining, foldedKey } from '../../src/shared/arabicFold';
import { type Database, openDatabase } from '../../src/server/db';
import { migrate } from '../../src/server/migrate';
import { expressAvailable } from '../../src/shared/shipping';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * The one Arabic fold: the TypeScript function (src/shared/arabicFold.ts) and the SQL arabic_fold (migration 0048)
 * answer the same for the same texts, on the test database (PostgreSQL when one runs) and on the embedded PGlite.
 */

/** Texts with every kind of thing the fold touches, and things it must leave alone. */
const TEXTS = [
  '',
  'Tomato seeds – 100 g',
  'الطماطم',
  'طماطم',
  'الطَّمَاطِمُ',
  'طمـــاطم',
  'بذور الطماطم الهجين',
  'أسمدة إسكندراني آمن ٱلحقل',
  'مؤسسة شئون بئر',
  'قوطة كوسة ذرة',
  'مستشفى على الى',
  'سماد ٢٠-٢٠-٢٠ ۱۲ ٥٫٥ كجم',
  'بالطماطم والسماد للطماطم',
  'ال',
  'الم',
  'ال طماطم',
  '(الطماطم) - الخيار،البطيخ',
  'x-الجيزة',
  'القاهرة',
  'الجيزة',
  'الإسكندرية',
  'يوريا 46% مُحبّبة (بريل) – شيكارة 50 كجم',
  'سُبْحَانَ ٱللَّٰهِ',
  'ﷲ ﻻ', // presentation forms: left as they are on both sides
  'Cairo AL-Giza',
  'نخيل البلح\nالتمر\tالرطب',
  'اللب',
  'الالوان',
];

async function foldsOf(db: { sql: Database['sql'] }, texts: readonly string[]): Promise<string[]> {
  const rows = await db.sql<{ i: number; folded: string }[]>`
    select i::int as i, arabic_fold(t) as folded from unnest(${db.sql.array(texts as string[])}::text[]) with ordinality as x(t, i)
    order by i`;
  return rows.map((r) => r.folded);
}

let db: TestDatabase;
let embedded: Database | undefined;
let embeddedDir: string | undefined;
beforeAll(async () => {
  db = await createTestDatabase();
  if (db.mode === 'postgres') {
    embeddedDir = mkdtempSync(join(tmpdir(), 'fellah-fold-'));
    embedded = await openDatabase({ databaseUrl: undefined, dataDir: embeddedDir, dbPoolSize: 2 });
    await migrate(embedded.sql);
  }
}, 120_000);
afterAll(async () => {
  await db?.close();
  await embedded?.close();
  if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
});

describe('the TypeScript fold', () => {
  it('drops marks and tatweel, unifies letters and digits, and drops a leading ال per word', () => {
    expect(foldArabic('الطَّمَاطِمُ')).toBe('طماطم');
    expect(foldArabic('طمـــاطم')).toBe('طماطم');
    expect(foldArabic('أإآٱ')).toBe('اااا');
    expect(foldArabic('مؤسسة شئون')).toBe('موسسه شيون');
    expect(foldArabic('مستشفى')).toBe('مستشفي');
    expect(foldArabic('قوطة')).toBe('قوطه');
    expect(foldArabic('٢٠-٢٠-٢٠ ۱۲ ٥٫٥')).toBe('20-20-20 12 5.5');
    expect(foldArabic('بذور الطماطم الهجين')).toBe('بذور طماطم هجين');
    expect(foldArabic('(الطماطم) - الخيار،البطيخ')).toBe('(طماطم) - خيار،بطيخ');
  });

  it('keeps an ال that is part of a word or has fewer than two letters after it, and leaves Latin text alone', () => {
    expect(foldArabic('بالطماطم')).toBe('بالطماطم');
    expect(foldArabic('ال')).toBe('ال');
    expect(foldArabic('الم')).toBe('الم');
    expect(foldArabic('Tomato AL-Giza')).toBe('Tomato AL-Giza');
  });

  it('makes keys and LIKE patterns of folded text', () => {
    expect(foldedKey('  Cairo ')).toBe('cairo');
    expect(foldedKey('القاهِرة')).toBe(foldedKey('قاهره'));
    expect(foldedContaining(' الطماطم 100%_ ')).toBe('%طماطم 100\\%\\_%');
    expect(foldedContaining('   ')).toBeNull();
  });

  it('lets express delivery go to Cairo and Giza however their names are written', () => {
    for (const city of ['Cairo', 'cairo ', 'القاهرة', 'القاهره', 'قاهرة', 'الجيزة', 'الجيزه', 'جيزة', 'GIZA'])
      expect(expressAvailable({ city }), city).toBe(true);
    for (const city of ['Alexandria', 'الإسكندرية', 'اسكندريه', 'Cairo Street'])
      expect(expressAvailable({ city }), city).toBe(false);
  });
});

describe('the SQL fold', () => {
  it('answers what the TypeScript fold answers, text by text', async () => {
    expect(await foldsOf(db, TEXTS)).toEqual(TEXTS.map(foldArabic));
  });

  it('answers the same on the embedded database (PGlite)', async () => {
    const other = embedded ?? db;
    expect(await foldsOf(other, TEXTS)).toEqual(TEXTS.map(foldArabic));
  });

  it('folds null to an empty text, as the search documents need', async () => {
    const [row] = await db.sql<{ folded: string }[]>`select arabic_fold(null) as folded`;
    expect(row!.folded).toBe('');
  });

  it('answers the typo-forgiving product match from the index on the folded Arabic name', async () => {
    const plan = await db.sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      const rows = await tx<{ 'QUERY PLAN': string }[]>`
        explain select id from products p where ${foldArabic('طماطِم')} <% arabic_fold(p.name_ar)`;
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_name_ar_fold_trgm');
  });
});
