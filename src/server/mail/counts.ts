/*
 * A number of days, hours or minutes inside a mail's sentence ("within 7 days", "خلال 7 أيام"), with the counted noun
 * in the form each language gives that number: the Arabic forms are src/shared/arabicCounts.ts (the app's catalogues
 * say days with the same ones); Western digits, as everywhere on the site.
 */

import { ARABIC_COUNTED, type ArabicCase, type CountedUnit } from '../../shared/arabicCounts';
import type { Language } from '../../shared/messages';

export type { ArabicCase, CountedUnit };

const arabicRules = new Intl.PluralRules('ar');
const englishRules = new Intl.PluralRules('en');

/** `n` days, hours or minutes in `language`: "1 day", "7 days"; "يوم واحد", "يومين" (oblique), "7 أيام", "14 يومًا". */
export function countOf(
  language: Language,
  n: number,
  unit: CountedUnit,
  arabicCase: ArabicCase = 'nominative',
): string {
  if (language === 'en') return `${n} ${englishRules.select(n) === 'one' ? unit : `${unit}s`}`;
  const forms = ARABIC_COUNTED[unit];
  switch (arabicRules.select(n)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two[arabicCase];
    case 'few':
      return `${n} ${forms.few}`;
    case 'many':
      return `${n} ${forms.many}`;
    default:
      return `${n} ${forms.other}`;
  }
}
