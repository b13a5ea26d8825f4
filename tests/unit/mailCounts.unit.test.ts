import { describe, expect, it } from 'vitest';
import { countOf } from '../../src/server/mail/counts';

/* A number of days, hours or minutes in a mail's sentence, with the counted noun as each language says it. */

describe('counts in the e-mails', () => {
  it('says days in Arabic in the form each number takes, the dual by its place in the sentence', () => {
    const said = [1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map((n) => countOf('ar', n, 'day'));
    expect(said).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '10 أيام',
      '11 يومًا',
      '99 يومًا',
      '100 يوم',
      '102 يوم',
      '103 أيام',
      '111 يومًا',
    ]);
    expect(countOf('ar', 2, 'day', 'oblique')).toBe('يومين');
    expect(countOf('ar', 7, 'day', 'oblique')).toBe('7 أيام');
  });

  it('says hours and minutes in Arabic with their own nouns', () => {
    expect([1, 2, 5, 24].map((n) => countOf('ar', n, 'hour', 'oblique'))).toEqual([
      'ساعة واحدة',
      'ساعتين',
      '5 ساعات',
      '24 ساعة',
    ]);
    expect([1, 2, 5, 15].map((n) => countOf('ar', n, 'minute'))).toEqual([
      'دقيقة واحدة',
      'دقيقتان',
      '5 دقائق',
      '15 دقيقة',
    ]);
  });

  it('says one or more in English', () => {
    expect([1, 2, 14].map((n) => countOf('en', n, 'day'))).toEqual(['1 day', '2 days', '14 days']);
    expect(countOf('en', 1, 'hour', 'oblique')).toBe('1 hour');
    expect(countOf('en', 15, 'minute')).toBe('15 minutes');
  });
});
