import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CODE_SLOT, CodeText, WithCode } from '../../src/client/components/CodeText/CodeText';
import { accountsAr } from '../../src/client/i18n/accounts/ar';
import { adminAr } from '../../src/client/i18n/admin/ar';
import { ar } from '../../src/client/i18n/ar';
import { cartAr } from '../../src/client/i18n/cart/ar';
import { creditAr } from '../../src/client/i18n/credit/ar';
import { cropsAr } from '../../src/client/i18n/crops/ar';
import { learningAr } from '../../src/client/i18n/learning/ar';
import { legalAr } from '../../src/client/i18n/legal/ar';
import { notificationsAr } from '../../src/client/i18n/notifications/ar';
import { ordersAr } from '../../src/client/i18n/orders/ar';
import { recommendationsAr } from '../../src/client/i18n/recommendations/ar';
import { shopAr } from '../../src/client/i18n/shop/ar';
import { formatPercent, joinList, sortByName } from '../../src/client/lib/format';
import { digitsOnly } from '../../src/shared/digits';
import { fillIn } from '../../src/shared/messages';
import { messagesAr } from '../../src/shared/messagesAr';

/*
 * Arabic grammar on Arabic screens: counted nouns in the form Arabic gives each number, the Arabic
 * comma, alphabet order by Arabic names, the percent sign on one side, Arabic-Indic digits typed, codes kept whole.
 */

const catalogues = {
  ar,
  accountsAr,
  adminAr,
  cartAr,
  creditAr,
  cropsAr,
  learningAr,
  legalAr,
  notificationsAr,
  ordersAr,
  recommendationsAr,
  shopAr,
};

/** Every text of a catalogue by its dotted key. */
function texts(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value as object, `${prefix}${key}.`),
  );
}

/** The client's own texts: `server.*` are the server's messages (src/shared/messagesAr.ts), checked with them. */
const clientTexts = Object.entries(catalogues).flatMap(([name, catalogue]) =>
  texts(catalogue)
    .filter(([key]) => !key.startsWith('server.'))
    .map(([key, text]): [string, string] => [`${name}:${key}`, text]),
);

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;
/** A count that counts nothing (a counter "12 / 500", "× 3") needs no plural form. */
const BARE_FIGURE = /\{\{count\}\} [×/]|× \{\{count\}\}/;

const arabic = i18next.createInstance();
await arabic.init({
  lng: 'ar',
  resources: { ar: { translation: ar } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
for (const catalogue of [shopAr, cropsAr, learningAr, cartAr])
  arabic.addResourceBundle('ar', 'translation', catalogue, true, false);

describe('Arabic plural forms', () => {
  it('gives every text that counts something all six forms Intl.PluralRules("ar") picks from', () => {
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories.toSorted()).toEqual([...PLURAL_FORMS].sort());
    const formsOf = new Map<string, Set<string>>();
    for (const [key, text] of clientTexts) {
      const plural = PLURAL_KEY.exec(key);
      if (plural) formsOf.set(plural[1]!, (formsOf.get(plural[1]!) ?? new Set()).add(plural[2]!));
      else if (text.includes('{{count}}') && !BARE_FIGURE.test(text)) formsOf.set(key, new Set());
    }
    const lacking = [...formsOf].filter(([, forms]) => forms.size < PLURAL_FORMS.length).map(([key]) => key);
    expect(lacking).toEqual([]);
  });

  it('counts the minutes of the server’s waits as Arabic does: دقيقة واحدة، دقيقتين، 5 دقائق، 15 دقيقة', () => {
    const wait = (key: 'accounts.tooManyAttempts' | 'learning.contactLimit', count: number) =>
      fillIn(messagesAr[key], { count, limit: 5 }, 'ar', () => '');
    expect(wait('accounts.tooManyAttempts', 1)).toContain('بعد دقيقة واحدة');
    expect(wait('accounts.tooManyAttempts', 2)).toContain('بعد دقيقتين');
    expect(wait('accounts.tooManyAttempts', 5)).toContain('بعد 5 دقائق');
    expect(wait('accounts.tooManyAttempts', 15)).toContain('بعد 15 دقيقة');
    expect(wait('learning.contactLimit', 10)).toContain('بعد 10 دقائق');
    // Every server text that counts minutes, hours or days after {{count}} has the form for 3–10.
    const lacking = Object.entries(messagesAr).filter(
      ([, text]) => typeof text === 'object' && /\{\{count\}\} (دقيقة|ساعة|يوم)/.test(text.other) && !text.few,
    );
    expect(lacking.map(([key]) => key)).toEqual([]);
  });

  it('says two correct answers, 107 and 111 products, and the cart’s pieces as Arabic counts them', () => {
    expect(arabic.t('quiz.result.correctOf', { count: 2, total: 5 })).toBe('إجابتان صحيحتان من 5');
    expect(arabic.t('quiz.result.correctOf', { count: 4, total: 5 })).toBe('4 إجابات صحيحة من 5');
    expect(arabic.t('shop.showing', { from: 1, to: 12, count: 107 })).toBe('عرض 1 إلى 12 من 107 منتجات');
    expect(arabic.t('shop.showing', { from: 1, to: 12, count: 111 })).toBe('عرض 1 إلى 12 من 111 منتجًا');
    expect(arabic.t('crops.showing', { from: 1, to: 12, count: 24 })).toBe('عرض 1 إلى 12 من 24 محصولًا');
    expect(arabic.t('nav.cartWithCount', { count: 2 })).toBe('السلة، منتجان');
    expect(arabic.t('product.inStock', { count: 5 })).toBe('متوفر (5 قطع متاحة)');
    expect(arabic.t('cart.messages.onlyAvailable', { product: 'سماد', count: 2 })).toBe('المتاح من سماد قطعتان فقط');
  });
});

describe('Figures and lists on Arabic screens', () => {
  it('writes a percentage with Western digits and the sign on its right in both languages', () => {
    expect(formatPercent(82.5, 'ar')).toBe('82.5%');
    expect(formatPercent(82.5, 'en')).toBe('82.5%');
    expect(formatPercent(70, 'ar', 1, 1)).toBe('70.0%');
    expect(formatPercent(-12.34, 'ar')).toBe('-12.3%');
    expect(formatPercent(66.67, 'ar', 0)).toBe('67%');
  });

  it('joins an address or a list with the Arabic comma on Arabic screens', () => {
    expect(joinList(['شارع التحرير', 'القاهرة', 'مصر'], 'ar')).toBe('شارع التحرير، القاهرة، مصر');
    expect(joinList(['12 Tahrir St', 'Cairo', 'Egypt'], 'en')).toBe('12 Tahrir St, Cairo, Egypt');
  });

  it('sorts by the Arabic names in the Arabic alphabet’s order, leaving the list given as it was', () => {
    const crops = [
      { name: 'Wheat', name_ar: 'قمح' },
      { name: 'Tomato', name_ar: 'طماطم' },
      { name: 'Onion', name_ar: 'بصل' },
    ];
    expect(sortByName(crops, (c) => c.name_ar, 'ar').map((c) => c.name_ar)).toEqual(['بصل', 'طماطم', 'قمح']);
    expect(sortByName(crops, (c) => c.name, 'en').map((c) => c.name)).toEqual(['Onion', 'Tomato', 'Wheat']);
    expect(crops[0]!.name).toBe('Wheat');
  });

  it('reads a quantity typed with Arabic-Indic or Persian digits as Western digits, dropping anything else', () => {
    expect(digitsOnly('١٢')).toBe('12');
    expect(digitsOnly('۳۰ قطعة')).toBe('30');
    expect(digitsOnly('7')).toBe('7');
    expect(digitsOnly('')).toBe('');
  });
});

describe('Codes kept whole', () => {
  it('isolates an order number left to right in a class that never breaks it', () => {
    expect(renderToStaticMarkup(createElement(CodeText, null, 'FL-2026-000032'))).toBe(
      '<bdi dir="ltr" class="code-run">FL-2026-000032</bdi>',
    );
    const css = readFileSync(new URL('../../src/client/styles/global.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.code-run \{[^}]*white-space: nowrap;[^}]*\}/);
    expect(css).toMatch(/\.code-run \{[^}]*unicode-bidi: isolate;[^}]*\}/);
  });

  it('puts the code in its place in a translated sentence', () => {
    expect(
      renderToStaticMarkup(
        createElement(WithCode, { text: `طلب رقم ${CODE_SLOT} قيد التجهيز`, code: 'FL-2026-000032' }),
      ),
    ).toBe('طلب رقم <bdi dir="ltr" class="code-run">FL-2026-000032</bdi> قيد التجهيز');
  });
});
