import { NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { WeatherPlace } from '../../shared/weather';
import { lazily } from '../content';
import { type Governorate, governorates } from './normals';

/*
 * Naming a governorate: by its English or Arabic name, its capital or a main town, its slug, or its two-digit code
 * (with or without the leading zero, in Latin or Arabic-Indic digits). Case, diacritics, spaces, hyphens, the word
 * "governorate" / "محافظة", the Arabic article and the usual Arabic letter variants (أ إ آ ا, ة ه, ى ي) do not
 * matter.
 */

const ARABIC_DIGITS = /[\u0660-\u0669]/g;

/** The form names are compared in. */
export function normalizePlaceName(text: string): string {
  const folded = text
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/\bgovernorate\b|\bgov\b|محافظه/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return folded.startsWith('ال') && folded.length > 3 ? folded.slice(2) : folded;
}

/** The governorates by every name they go by, and by code: built on the first lookup. */
const index = lazily(() => {
  const byName = new Map<string, Governorate>();
  for (const g of governorates()) {
    for (const name of [g.slug, g.name, g.name_ar, g.capital, g.capital_ar, ...g.aliases])
      byName.set(normalizePlaceName(name), g);
  }
  return { byName, byId: new Map(governorates().map((g) => [g.id, g])) };
});

/** The governorate a location names, or null. */
export function findGovernorate(location: string): Governorate | null {
  const key = normalizePlaceName(location);
  if (/^\d{1,2}$/.test(key)) return index().byId.get(Number(key)) ?? null;
  return index().byName.get(key) ?? null;
}

/** The governorate a location names; 404 listing how to name one (and every governorate) when none matches. */
export function resolveGovernorate(location: string): Governorate {
  const found = findGovernorate(location);
  if (found) return found;
  throw new NotFoundError(msg('weather.unknownLocation', { location: location.slice(0, 100) }), 'location', {
    governorates: governorates().map((g) => ({ id: g.id, slug: g.slug, name: g.name, name_ar: g.name_ar })),
  });
}

/** The public description of a governorate in weather answers. */
export function placeOf(g: Governorate): WeatherPlace {
  return {
    id: g.id,
    slug: g.slug,
    name: g.name,
    name_ar: g.name_ar,
    capital: g.capital,
    capital_ar: g.capital_ar,
    latitude: g.latitude,
    longitude: g.longitude,
  };
}
