import { i18n } from '../index';
import { legalAr } from './ar';
import { legalEn } from './en';

/** Adds the `legal` namespace (terms and privacy texts); the legal pages call it when their chunk loads. */
export function registerLegalCatalogues(): void {
  if (i18n.hasResourceBundle('en', 'legal')) return;
  i18n.addResourceBundle('en', 'legal', legalEn);
  i18n.addResourceBundle('ar', 'legal', legalAr);
}
