/**
 * A customer's preferences (language, newsletter, which notifications): pure, read by the server's account code and by
 * the event core's notification projections alike.
 */

export interface Preferences {
  language: 'en' | 'ar';
  newsletter: boolean;
  notifications: { order_updates: boolean; promotions: boolean; crop_tips: boolean };
}

export interface PreferencesPatch {
  language?: 'en' | 'ar' | undefined;
  newsletter?: boolean | undefined;
  notifications?: Partial<Record<keyof Preferences['notifications'], boolean | undefined>> | undefined;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  newsletter: false,
  notifications: { order_updates: true, promotions: false, crop_tips: true },
};

const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** Stored preferences (any JSON) completed with the defaults; unknown keys and wrong types are dropped. */
export function resolvePreferences(stored: unknown): Preferences {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const n = (s.notifications && typeof s.notifications === 'object' ? s.notifications : {}) as Record<string, unknown>;
  const d = DEFAULT_PREFERENCES;
  return {
    language: s.language === 'ar' || s.language === 'en' ? s.language : d.language,
    newsletter: bool(s.newsletter, d.newsletter),
    notifications: {
      order_updates: bool(n.order_updates, d.notifications.order_updates),
      promotions: bool(n.promotions, d.notifications.promotions),
      crop_tips: bool(n.crop_tips, d.notifications.crop_tips),
    },
  };
}

/** The preferences after a partial update: only the keys sent change. */
export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  const n = patch.notifications ?? {};
  return {
    language: patch.language ?? current.language,
    newsletter: patch.newsletter ?? current.newsletter,
    notifications: {
      order_updates: n.order_updates ?? current.notifications.order_updates,
      promotions: n.promotions ?? current.notifications.promotions,
      crop_tips: n.crop_tips ?? current.notifications.crop_tips,
    },
  };
}
