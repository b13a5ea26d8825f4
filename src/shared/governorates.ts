import { z } from 'zod';
import { says } from './messages';

/*
 * Egypt's 27 governorates: one list for the shop's addresses and shipping zones and for the weather
 * (content/reference/governorates.json carries the same ids, slugs and names with each one's climate normals; a unit
 * test holds the two together). `code` is the ISO 3166-2:EG code an address stores; `id` the two-digit code of the
 * national ID numbers, which the weather calls name.
 */

export const GOVERNORATES = [
  { code: 'EG-C', id: 1, slug: 'cairo', name: 'Cairo', name_ar: 'القاهرة' },
  { code: 'EG-ALX', id: 2, slug: 'alexandria', name: 'Alexandria', name_ar: 'الإسكندرية' },
  { code: 'EG-PTS', id: 3, slug: 'port-said', name: 'Port Said', name_ar: 'بورسعيد' },
  { code: 'EG-SUZ', id: 4, slug: 'suez', name: 'Suez', name_ar: 'السويس' },
  { code: 'EG-DT', id: 11, slug: 'damietta', name: 'Damietta', name_ar: 'دمياط' },
  { code: 'EG-DK', id: 12, slug: 'dakahlia', name: 'Dakahlia', name_ar: 'الدقهلية' },
  { code: 'EG-SHR', id: 13, slug: 'sharqia', name: 'Sharqia', name_ar: 'الشرقية' },
  { code: 'EG-KB', id: 14, slug: 'qalyubia', name: 'Qalyubia', name_ar: 'القليوبية' },
  { code: 'EG-KFS', id: 15, slug: 'kafr-el-sheikh', name: 'Kafr El Sheikh', name_ar: 'كفر الشيخ' },
  { code: 'EG-GH', id: 16, slug: 'gharbia', name: 'Gharbia', name_ar: 'الغربية' },
  { code: 'EG-MNF', id: 17, slug: 'monufia', name: 'Monufia', name_ar: 'المنوفية' },
  { code: 'EG-BH', id: 18, slug: 'beheira', name: 'Beheira', name_ar: 'البحيرة' },
  { code: 'EG-IS', id: 19, slug: 'ismailia', name: 'Ismailia', name_ar: 'الإسماعيلية' },
  { code: 'EG-GZ', id: 21, slug: 'giza', name: 'Giza', name_ar: 'الجيزة' },
  { code: 'EG-BNS', id: 22, slug: 'beni-suef', name: 'Beni Suef', name_ar: 'بني سويف' },
  { code: 'EG-FYM', id: 23, slug: 'faiyum', name: 'Faiyum', name_ar: 'الفيوم' },
  { code: 'EG-MN', id: 24, slug: 'minya', name: 'Minya', name_ar: 'المنيا' },
  { code: 'EG-AST', id: 25, slug: 'asyut', name: 'Asyut', name_ar: 'أسيوط' },
  { code: 'EG-SHG', id: 26, slug: 'sohag', name: 'Sohag', name_ar: 'سوهاج' },
  { code: 'EG-KN', id: 27, slug: 'qena', name: 'Qena', name_ar: 'قنا' },
  { code: 'EG-ASN', id: 28, slug: 'aswan', name: 'Aswan', name_ar: 'أسوان' },
  { code: 'EG-LX', id: 29, slug: 'luxor', name: 'Luxor', name_ar: 'الأقصر' },
  { code: 'EG-BA', id: 31, slug: 'red-sea', name: 'Red Sea', name_ar: 'البحر الأحمر' },
  { code: 'EG-WAD', id: 32, slug: 'new-valley', name: 'New Valley', name_ar: 'الوادي الجديد' },
  { code: 'EG-MT', id: 33, slug: 'matrouh', name: 'Matrouh', name_ar: 'مطروح' },
  { code: 'EG-SIN', id: 34, slug: 'north-sinai', name: 'North Sinai', name_ar: 'شمال سيناء' },
  { code: 'EG-JS', id: 35, slug: 'south-sinai', name: 'South Sinai', name_ar: 'جنوب سيناء' },
] as const;

export type GovernorateCode = (typeof GOVERNORATES)[number]['code'];
export type GovernorateEntry = (typeof GOVERNORATES)[number];

const byCode = new Map<string, GovernorateEntry>(GOVERNORATES.map((g) => [g.code, g]));

/** The governorate of an ISO code (`EG-ASN`), or undefined. */
export const governorateOf = (code: string | null | undefined): GovernorateEntry | undefined =>
  code ? byCode.get(code) : undefined;

/** A governorate's name in a language ('Aswan', 'أسوان'); the code itself for an unknown one. */
export function governorateName(code: string, language: 'en' | 'ar'): string {
  const g = byCode.get(code);
  return g ? (language === 'ar' ? g.name_ar : g.name) : code;
}

/** An address's governorate: one of the 27 ISO codes, upper-cased as sent (`eg-asn` → `EG-ASN`). */
export const ZGovernorateCode = z
  .string(says('form.governorateFromList'))
  .trim()
  .toUpperCase()
  .refine((v): v is GovernorateCode => byCode.has(v), says('form.governorateFromList'))
  .transform((v) => v as GovernorateCode);
