import { useLocalStorage } from '@mantine/hooks';
import { trpc } from '../lib/trpc';

/** The governorate shown first, and the key under which a visitor's choice is remembered. */
export const DEFAULT_GOVERNORATE = 'cairo';
const GOVERNORATE_KEY = 'weatherGovernorate';

/** The governorate whose weather the crop page shows; the choice is kept for the next visit. */
export function useGovernorateChoice() {
  return useLocalStorage<string>({
    key: GOVERNORATE_KEY,
    defaultValue: DEFAULT_GOVERNORATE,
    getInitialValueInEffect: false,
  });
}

/** The 27 governorates, with Arabic names (`weather.governorates`). */
export function useGovernorates() {
  return trpc.weather.governorates.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Today's weather and this week's alerts for a governorate (`weather.current` and `weather.alerts`). The built-in
 * source is a climatological estimate: each answer carries a note that says so.
 */
export function useWeather(location: string) {
  const current = trpc.weather.current.useQuery({ location }, { staleTime: 30 * 60_000 });
  const alerts = trpc.weather.alerts.useQuery({ location }, { staleTime: 30 * 60_000 });
  return { current, alerts };
}
