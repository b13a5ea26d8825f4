/*
 * A product's long texts as the admin editor writes them: a list one item a line, a specification map one
 * "label: value" a line. Pure, so that the form and its tests share one reading of the text boxes.
 */

/** The English and Arabic fields the editor changes, in the order it shows them. */
export const PRODUCT_TEXT_FIELDS = [
  'usage_instructions',
  'maintenance_tips',
  'shipping_info',
  'warranty_info',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The lists and maps the editor writes as lines. */
export const PRODUCT_LINE_FIELDS = ['features', 'specifications'] as const;
export type ProductLineField = (typeof PRODUCT_LINE_FIELDS)[number];

/** Every field of the editor, English and Arabic. */
export type ProductTextsFieldName =
  | ProductTextField
  | `${ProductTextField}_ar`
  | ProductLineField
  | `${ProductLineField}_ar`;

/** What the editor sends: texts (null clears one), lists and maps, in both languages. */
export type ProductTexts = { [F in ProductTextField | `${ProductTextField}_ar`]: string | null } & {
  [F in 'features' | 'features_ar']: string[];
} & { [F in 'specifications' | 'specifications_ar']: Record<string, string> };

/** The editor's text boxes, one per field. */
export type ProductTextsDraft = Record<ProductTextsFieldName, string>;

/** A list as lines (blank lines left out). */
export function listOfLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A specification map from "label: value" lines. The first colon splits a line (an Arabic label may end in the
 * Arabic-script colon too, which some keyboards give); a line without one is a label with an empty value, which the
 * server keeps and the shop does not show.
 */
export function specificationsOfLines(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const line of listOfLines(text)) {
    const at = line.search(/[:：]/);
    const [label, value] = at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
    if (label.trim()) map[label.trim()] = value.trim();
  }
  return map;
}

/** A specification map as "label: value" lines. */
export function linesOfSpecifications(map: Readonly<Record<string, string>>): string {
  return Object.entries(map)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The text boxes of a product's current texts. */
export function draftOf(product: ProductTexts): ProductTextsDraft {
  const draft = {} as ProductTextsDraft;
  for (const field of PRODUCT_TEXT_FIELDS) {
    draft[field] = product[field] ?? '';
    draft[`${field}_ar`] = product[`${field}_ar`] ?? '';
  }
  for (const suffix of ['', '_ar'] as const) {
    draft[`features${suffix}`] = product[`features${suffix}`].join('\n');
    draft[`specifications${suffix}`] = linesOfSpecifications(product[`specifications${suffix}`]);
  }
  return draft;
}

/** What the text boxes say, as the product update takes it: an empty box clears its text. */
export function textsOfDraft(draft: ProductTextsDraft): ProductTexts {
  const texts = {} as ProductTexts;
  for (const field of PRODUCT_TEXT_FIELDS) {
    texts[field] = draft[field].trim() || null;
    texts[`${field}_ar`] = draft[`${field}_ar`].trim() || null;
  }
  for (const suffix of ['', '_ar'] as const) {
    texts[`features${suffix}`] = listOfLines(draft[`features${suffix}`]);
    texts[`specifications${suffix}`] = specificationsOfLines(draft[`specifications${suffix}`]);
  }
  return texts;
}
