import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, STORE_CONTACT } from '../../shared/business';
import type { Language } from '../i18n';
import type { RouterOutputs } from './trpc';

/*
 * The shop settings the storefront shows (settings.public): the free-shipping threshold and fee, the store's contact
 * block and the maintenance banner. Until they arrive, or when they cannot (offline), the spec's constants stand in:
 * the shop behaves as the defaults say. Deliberately not imported from src/shared/settings.ts, which brings zod.
 * Pure: the hook that reads them is hooks/useStoreSettings.ts.
 */

/** The answer of settings.public. */
export type StoreSettings = RouterOutputs['settings']['public'];

/** What the storefront shows while the settings are on their way or cannot come: the spec's constants. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
  shipping_fee: SHIPPING_FEE,
  store_contact: { phone: STORE_CONTACT.phone, email: STORE_CONTACT.email, address: STORE_CONTACT.location },
  maintenance_banner: { enabled: false, message_en: '', message_ar: '' },
};

/** The maintenance banner's words in the reader's language (Arabic falls back to English), or null when it is off. */
export function maintenanceMessage(banner: StoreSettings['maintenance_banner'], language: Language): string | null {
  if (!banner.enabled) return null;
  const message =
    (language === 'ar'
      ? banner.message_ar.trim() || banner.message_en.trim()
      : banner.message_en.trim() || banner.message_ar.trim()) || null;
  return message;
}

/**
 * The store's address as shown: null while it is the default one (the page then shows its translated "Cairo, Egypt"),
 * else the address the administrator wrote, as it is.
 */
export function customAddress(contact: StoreSettings['store_contact']): string | null {
  const address = contact.address.trim();
  return address && address !== STORE_CONTACT.location ? address : null;
}
