import { ZSettingsOutput } from './admin.schema';

/* The answer of the settings router. */

/** The settings the storefront reads: the shop's settings but moderation (src/shared/settings.ts PUBLIC_SETTING_KEYS). */
export const ZPublicSettings = ZSettingsOutput.omit({ moderation_enabled: true });
