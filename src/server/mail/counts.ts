import type { Language } from '../../shared/messages';

/*
 * A number of days, hours or minutes inside a mail's sentence ("within 7 days", "خلال 7 أيام"), with the counted noun
 * in the form each language gives that number. Arabic has six forms, picked as Intl.PluralRules('ar') (and so
 * i18next on the client, src/client/i18n/arabicPlurals.ts `arabicDays`) picks them: 1 يوم واحد, 2 يومان, 3–10 أيام,
 * 11–99 يومًا, and the singular for 0 and 100–102; Western digits, as everywhere on the site.
 */

export type CountedUnit = 'day' | 'hour' | 'minute';

/**
 * Where the count stands in the Arabic sentence; only the dual shows it. `nominative` as subject or predicate ("والباقي
 * على الموعد يومان"), `oblique` after a preposition or as an object ("خلال يومين", "لمدة ساعتين").
 */
export type ArabicCase = 'nominative' | 'oblique';

interface ArabicForms {
  one: string;
  two: Record<ArabicCase, string>;
  /** 3–10 (and 103–110, …): the broken plural. */
  few: string;
  /** 11–99 (and 111–199, …): the singular in the accusative. */
  many: string;
  /** 0, 100–102, …: the singular. */
  other: string;
}

const ARABIC: Record<CountedUnit, ArabicForms> = {
  day: { one: 'يوم واحد', two: { nominative: 'يومان', oblique: 'يومين' }, few: 'أيام', many: 'يومًا', other: 'يوم' },
  hour: { one: 'ساعة واحدة', two: { nominative: 'ساعتان', oblique: 'ساعتين' }, few: 'ساعات', many: 'ساعة', other: 'ساعة' },
  minute: { one: 'دقيقة واحدة', two: { nominative: 'دقيقتان', oblique: 'دقيقتين' }, few: 'دقائق', many: 'دقيقة', other: 'دقيقة' },
};

const arabicRules = new Intl.PluralRules('ar');
const englishRules = new Intl.PluralRules('en');

/** `n` days, hours or minutes in `language`: "1 day", "7 days"; "يوم واحد", "يومين" (oblique), "7 أيام", "14 يومًا". */
export function countOf(language: Language, n: number, unit: CountedUnit, arabicCase: ArabicCase = 'nominative'): string {
  if (language === 'en') return `${n} ${englishRules.select(n) === 'one' ? unit : `${unit}s`}`;
  const forms = ARABIC[unit];
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
