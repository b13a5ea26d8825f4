/*
 * Arabic counted nouns, written once for the server's mails (src/server/mail/counts.ts `countOf`) and the app's
 * catalogues (src/client/i18n/arabicPlurals.ts, i18next keys). Arabic has six plural forms, picked by
 * Intl.PluralRules('ar') on both sides: 1 يوم واحد, 2 يومان, 3–10 أيام, 11–99 يومًا, and the singular for 0 and
 * 100–102. Pure data.
 */

/**
 * Where the count stands in the Arabic sentence; only the dual shows it. `nominative` as subject or predicate ("والباقي
 * على الموعد يومان"), `oblique` after a preposition or as an object ("خلال يومين", "لمدة ساعتين").
 */
export type ArabicCase = 'nominative' | 'oblique';

export interface ArabicForms {
  one: string;
  two: Record<ArabicCase, string>;
  /** 3–10 (and 103–110, …): the broken plural. */
  few: string;
  /** 11–99 (and 111–199, …): the singular in the accusative. */
  many: string;
  /** 0, 100–102, …: the singular. */
  other: string;
}

export type CountedUnit = 'day' | 'hour' | 'minute';

export const ARABIC_COUNTED: Record<CountedUnit, ArabicForms> = {
  day: { one: 'يوم واحد', two: { nominative: 'يومان', oblique: 'يومين' }, few: 'أيام', many: 'يومًا', other: 'يوم' },
  hour: {
    one: 'ساعة واحدة',
    two: { nominative: 'ساعتان', oblique: 'ساعتين' },
    few: 'ساعات',
    many: 'ساعة',
    other: 'ساعة',
  },
  minute: {
    one: 'دقيقة واحدة',
    two: { nominative: 'دقيقتان', oblique: 'دقيقتين' },
    few: 'دقائق',
    many: 'دقيقة',
    other: 'دقيقة',
  },
};

/**
 * The six i18next keys of one counted noun under `key` (`days_zero` … `days_other`, `{{count}}` where the number is
 * written), in the nominative: a crop's season "يومان", "{{count}} أيام".
 */
export function arabicPluralKeys<K extends string>(
  key: K,
  forms: ArabicForms,
): Record<`${K}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`, string> {
  return {
    [`${key}_zero`]: `{{count}} ${forms.other}`,
    [`${key}_one`]: forms.one,
    [`${key}_two`]: forms.two.nominative,
    [`${key}_few`]: `{{count}} ${forms.few}`,
    [`${key}_many`]: `{{count}} ${forms.many}`,
    [`${key}_other`]: `{{count}} ${forms.other}`,
  } as Record<`${K}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`, string>;
}
