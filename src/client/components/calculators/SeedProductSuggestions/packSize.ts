import type { Language } from '../../../i18n';
import { formatNumber } from '../../../lib/format';

/** What a pack is measured in, and the container it comes in (the catalogue's pack sizes: '25 kg bag', '1,000 seeds'). */
const PACK_UNITS = { kg: 'kg', g: 'g', l: 'L', ml: 'ml', seed: 'seeds', seeds: 'seeds' } as const;
type PackUnit = (typeof PACK_UNITS)[keyof typeof PACK_UNITS];
type PackageWord = 'bag' | 'sack' | 'bucket';

/** A pack size as amount, unit and package word, so that it can be said in the reader's language. */
export interface PackSize {
  amount: number;
  unit: PackUnit;
  package: PackageWord | null;
}

type Translate = (key: string, values: Record<string, unknown>) => string;

// The amount may carry thousands commas ('1,000'); the package word may follow a material ('50 kg PE-lined woven bag').
const PACK_SIZE = /^\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(kg|g|l|ml|seeds?)\b(?:[^(]*?\b(bag|sack|bucket)\b)?/i;

/**
 * The structured pack size of the shop's (English) pack-size text, or null when it is not a measured amount ('10
 * trays'). What the text adds after the package word or in brackets ('(about 7,500 seeds)') is left out.
 */
export function parsePackSize(text: string | null): PackSize | null {
  const match = text ? PACK_SIZE.exec(text) : null;
  if (!match) return null;
  const unit = PACK_UNITS[match[2]!.toLowerCase() as keyof typeof PACK_UNITS];
  const packageWord = (match[3]?.toLowerCase() ?? null) as PackageWord | null;
  return { amount: Number(match[1]!.replaceAll(',', '')), unit, package: packageWord };
}

/** A pack size in the reader's words: '25 kg bag' in English, 'كيس 25 كجم' in Arabic. */
export function packSizeText(pack: PackSize, t: Translate, language: Language): string {
  const values = {
    amount: formatNumber(pack.amount, language),
    unit: t(`calculator.seedProducts.packUnits.${pack.unit}`, { count: pack.amount }),
  };
  return pack.package
    ? t('calculator.seedProducts.packagedSize', {
        ...values,
        package: t(`calculator.seedProducts.packages.${pack.package}`, {}),
      })
    : t('calculator.seedProducts.packSize', values);
}

/**
 * A product's pack size as shown: in the reader's words when it is a measured amount, else the shop's own text;
 * isolated, so it reads whole inside text of the other direction.
 */
export function shownPackSize(size: string, t: Translate, language: Language): string {
  const pack = parsePackSize(size);
  return `\u2068${pack ? packSizeText(pack, t, language) : size}\u2069`;
}
