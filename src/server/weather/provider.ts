import { addDays, egyptDate } from '../../shared/seasonalTasks';
import {
  type CurrentWeather,
  FORECAST_DEFAULT_DAYS,
  type WeatherAlert,
  type WeatherDay,
  type WeatherPlace,
  type WeatherSource,
} from '../../shared/weather';
import { alertsFor } from './alerts';
import { placeOf, resolveGovernorate } from './governorates';
import { modelCurrent, modelDays } from './model';
import type { Governorate } from './normals';

/**
 * Where weather comes from. The built-in provider is the climatological model; a live service (a national
 * meteorological feed, a commercial API) implements the same two calls and is installed with
 * `setWeatherProvider` at start-up. Alerts are worked out here from the days a provider gives, so every provider
 * gets the same thresholds and advice.
 */
export interface WeatherProvider extends WeatherSource {
  /** The weather now at the governorate's capital. */
  current(place: Governorate, now: Date): Promise<CurrentWeather>;
  /** `count` days from `from` ('YYYY-MM-DD', a date in Egypt). */
  days(place: Governorate, from: string, count: number): Promise<WeatherDay[]>;
}

/** The built-in provider: estimates from long-term monthly normals, the same for the same place and date. */
export const climatologicalProvider: WeatherProvider = {
  source: 'climatological-model',
  note: 'Climatological estimate from long-term monthly averages for this governorate, not a live forecast or observation. Check the Egyptian Meteorological Authority before acting on it.',
  note_ar:
    'تقدير مناخي مبني على المتوسطات الشهرية طويلة المدى لهذه المحافظة، وليس توقعاً أو رصداً حياً. راجع الهيئة العامة للأرصاد الجوية قبل الاعتماد عليه.',
  current: async (place, now) => modelCurrent(place, now),
  days: async (place, from, count) => modelDays(place, from, count),
};

let active: WeatherProvider = climatologicalProvider;

/** Install a provider (a live source); the climatological one stays the default. */
export function setWeatherProvider(provider: WeatherProvider): void {
  active = provider;
}

export const weatherProvider = (): WeatherProvider => active;

interface Answer extends WeatherSource {
  location: WeatherPlace;
}
const answerOf = (provider: WeatherProvider, g: Governorate): Answer => ({
  location: placeOf(g),
  source: provider.source,
  note: provider.note,
  note_ar: provider.note_ar,
});

/** The weather now in a governorate (404 for a location that names none). */
export async function currentWeather(
  location: string,
  now: Date,
  provider = active,
): Promise<Answer & { current: CurrentWeather }> {
  const g = resolveGovernorate(location);
  return { ...answerOf(provider, g), current: await provider.current(g, now) };
}

/** `days` days of weather from today (in Egypt). */
export async function weatherForecast(
  location: string,
  days: number,
  now: Date,
  provider = active,
): Promise<Answer & { days: number; forecast: WeatherDay[] }> {
  const g = resolveGovernorate(location);
  return { ...answerOf(provider, g), days, forecast: await provider.days(g, egyptDate(now), days) };
}

/** Heat-wave, frost and khamaseen alerts over the coming week (today and six days on). */
export async function weatherAlerts(
  location: string,
  now: Date,
  provider = active,
): Promise<Answer & { from: string; to: string; alerts: WeatherAlert[] }> {
  const g = resolveGovernorate(location);
  const from = egyptDate(now);
  const days = await provider.days(g, from, FORECAST_DEFAULT_DAYS);
  return { ...answerOf(provider, g), from, to: addDays(from, FORECAST_DEFAULT_DAYS - 1), alerts: alertsFor(g, days) };
}
