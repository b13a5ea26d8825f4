import type { i18n as I18n } from 'i18next';
import { cropsAr } from './crops/ar';
import { cropsEn } from './crops/en';
import { learningAr } from './learning/ar';
import { learningEn } from './learning/en';
import { shopAr } from './shop/ar';
import { shopEn } from './shop/en';

/**
 * Adds the feature catalogues the server-painted screens and their heads read (shop, crops, learning), in both
 * languages, under the texts already there: what src/client/prerender.tsx has from the start, in one list.
 */
export function addPaintedTexts(texts: I18n): void {
  for (const [english, arabic] of [
    [shopEn, shopAr],
    [cropsEn, cropsAr],
    [learningEn, learningAr],
  ] as const) {
    texts.addResourceBundle('en', 'translation', english, true, false);
    texts.addResourceBundle('ar', 'translation', arabic, true, false);
  }
}
