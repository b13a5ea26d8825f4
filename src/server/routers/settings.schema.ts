import { ZSettingsOutput } from './admin.schema';

/* The answer of the settings router. */

/** The settings the storefront reads: the shop's settings but moderation (src/shared/settings.ts PUBLIC_SETTING_KEYS). */
export const ZPublicSettings = ZSettingsOutput.omit({
  moderation_enabled: true,
  unverified_max_pending_orders: true,
  unverified_max_pending_total: true,
  pending_cod_expiry_days: true,
  backup_keep_count: true,
  backup_keep_days: true,
  phone_codes_per_address_day: true,
  phone_codes_per_day: true,
  phone_codes_any_country: true,
});
