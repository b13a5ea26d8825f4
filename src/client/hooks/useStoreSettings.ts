import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '../lib/storeSettings';
import { trpc } from '../lib/trpc';

/** How long the settings are taken as fresh: an administrator's change reaches open pages within this time. */
export const STORE_SETTINGS_STALE_MS = 5 * 60_000;

/**
 * The shop settings (settings.public: free-shipping threshold and fee, store contact, maintenance banner): the
 * server's once loaded, the spec's defaults while loading and when they cannot be loaded (offline).
 */
export function useStoreSettings(): StoreSettings {
  const { data } = trpc.settings.public.useQuery(undefined, { staleTime: STORE_SETTINGS_STALE_MS });
  return data ?? DEFAULT_STORE_SETTINGS;
}
