import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Queryable } from '../db';

/**
 * The crops an administrator gives a product (`crops`, the crop guide's slugs): each must name a crop of the guide, or
 * the shop's "for: tomato" line, the crop pages and the search by crop would point at nothing. Answers the list without
 * repeats, in the order given; an unknown slug is a 400 on `crops` naming it. Absent (undefined) stays absent.
 */
export async function checkedProductCrops(
  sql: Queryable,
  crops: readonly string[] | undefined,
): Promise<string[] | undefined> {
  if (crops === undefined) return undefined;
  const wanted = [...new Set(crops)];
  if (wanted.length === 0) return [];
  const known = new Set(
    (await sql<{ slug: string }[]>`select slug from crops where slug in ${sql(wanted)}`).map((r) => r.slug),
  );
  const unknown = wanted.find((slug) => !known.has(slug));
  if (unknown) throw new ValidationError(msg('catalogue.cropUnknown', { crop: unknown }), 'crops');
  return wanted;
}
