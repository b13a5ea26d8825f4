#!/usr/bin/env node
/**
 * Merges the Arabic long texts of the demo products (issue 22) into content/demo/products.json:
 * `node scripts/merge-product-ar.mjs [parts folder, default /tmp/ar]` reads every part-*.json there, each
 * `{ "<slug>": { usage_instructions_ar, maintenance_tips_ar, shipping_info_ar, warranty_info_ar, features_ar,
 * specifications_ar } }`, and writes each field right after its English one in the product of that slug. Parts are
 * read in name order; a later part wins for a slug given twice. Fields a part leaves out stay as they are; an unknown
 * slug or a field of the wrong kind stops the merge before anything is written. The file keeps its layout (two-space
 * indent, lists of texts on one line), so a merge changes only the lines it adds.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PRODUCTS_FILE = fileURLToPath(new URL('../content/demo/products.json', import.meta.url));

/** Each Arabic field, the English one it follows, and what it must be. */
const ARABIC_FIELDS = {
  usage_instructions_ar: { after: 'usage_instructions', kind: 'text' },
  maintenance_tips_ar: { after: 'maintenance_tips', kind: 'text' },
  shipping_info_ar: { after: 'shipping_info', kind: 'text or null' },
  warranty_info_ar: { after: 'warranty_info', kind: 'text or null' },
  features_ar: { after: 'features', kind: 'list of texts' },
  specifications_ar: { after: 'specifications', kind: 'object of texts' },
};

const isText = (value) => typeof value === 'string' && value.trim().length > 0;
const FITS = {
  text: isText,
  'text or null': (value) => value === null || isText(value),
  'list of texts': (value) => Array.isArray(value) && value.every(isText),
  'object of texts': (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.entries(value).every(([k, v]) => isText(k) && isText(v)),
};

/** The Arabic fields of every part, by slug (later parts win). */
function readParts(folder) {
  const files = readdirSync(folder)
    .filter((name) => /^part-.*\.json$/.test(name))
    .sort();
  const bySlug = new Map();
  for (const file of files) {
    const part = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    for (const [slug, texts] of Object.entries(part)) bySlug.set(slug, { ...bySlug.get(slug), ...texts, source: file });
  }
  return { files, bySlug };
}

/** The problems of one slug's texts: unknown fields and fields of the wrong kind. */
function problemsOf(slug, texts) {
  return Object.entries(texts)
    .filter(([field]) => field !== 'source')
    .flatMap(([field, value]) => {
      const rule = ARABIC_FIELDS[field];
      if (!rule) return [`${texts.source}: ${slug}.${field} is no Arabic field of a product`];
      return FITS[rule.kind](value) ? [] : [`${texts.source}: ${slug}.${field} must be a ${rule.kind}`];
    });
}

/** The product with the Arabic fields given, each right after its English one (an existing one replaced in place). */
function withArabic(product, texts) {
  const merged = {};
  for (const [key, value] of Object.entries(product)) {
    if (key in ARABIC_FIELDS && key in texts) continue;
    merged[key] = value;
    for (const [field, rule] of Object.entries(ARABIC_FIELDS)) if (rule.after === key && field in texts) merged[field] = texts[field];
  }
  return merged;
}

/** JSON as the catalogue file writes it: two-space indent, lists of plain values on one line. */
function layout(value, indent = '') {
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value) ? value.map((item) => `${inner}${layout(item, inner)}`) : Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layout(v, inner)}`);
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${indent}${close}`;
}

function main() {
  const folder = process.argv[2] ?? '/tmp/ar';
  const source = readFileSync(PRODUCTS_FILE, 'utf8');
  const products = JSON.parse(source);
  if (`${layout(products)}\n` !== source) throw new Error(`${PRODUCTS_FILE} is not laid out as this script writes it; merge by hand`);
  const { files, bySlug } = readParts(folder);
  const slugs = new Set(products.map((p) => p.slug));
  const problems = [...bySlug].flatMap(([slug, texts]) => (slugs.has(slug) ? problemsOf(slug, texts) : [`${texts.source}: no product has the slug ${slug}`]));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const merged = products.map((product) => (bySlug.has(product.slug) ? withArabic(product, bySlug.get(product.slug)) : product));
  writeFileSync(PRODUCTS_FILE, `${layout(merged)}\n`);
  const missing = products.filter((p) => !bySlug.has(p.slug)).map((p) => p.slug);
  console.log(`Read ${files.length} part(s) from ${folder}: ${bySlug.size} of ${products.length} products got Arabic texts.`);
  if (missing.length > 0) console.log(`Without Arabic texts yet (${missing.length}): ${missing.join(', ')}`);
}

main();
