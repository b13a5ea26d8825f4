import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/client/i18n/ar';
import { en } from '../../src/client/i18n/en';
import { countryName } from '../../src/client/lib/countryName';
import { PROFILE_COUNTRIES, SHIPPING_COUNTRIES } from '../../src/shared/schemas/auth';

/* Countries in addresses and profiles, named in the reader's language (the admin drawers printed "Egypt" in Arabic). */
describe('countryName', () => {
  const translator = async (language: 'en' | 'ar') => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { en: { translation: en }, ar: { translation: ar } },
      interpolation: { escapeValue: false },
    });
    return i18n.t;
  };

  it('names every country an address or a profile can hold in Arabic, and in English as stored', async () => {
    const [tAr, tEn] = await Promise.all([translator('ar'), translator('en')]);
    expect(countryName(tAr, 'Egypt')).toBe('مصر');
    for (const country of new Set([...PROFILE_COUNTRIES, ...SHIPPING_COUNTRIES])) {
      expect(countryName(tAr, country), country).toMatch(/^[\u0600-\u06FF\s]+$/);
      expect(countryName(tEn, country), country).toBe(country);
    }
  });

  it('keeps a country it does not know as it is stored', async () => {
    expect(countryName(await translator('ar'), 'Sudan')).toBe('Sudan');
  });
});
