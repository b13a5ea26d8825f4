import { addDays, egyptDate } from '../../shared/seasonalTasks';
import { gaussian, uniform } from '../../shared/seededRandom';
import type { Condition, CurrentWeather, WeatherDay } from '../../shared/weather';
import type { Governorate } from './normals';

/*
 * The climatological weather model: a plausible day for a place and a date, built from the governorate's monthly
 * normals (src/server/weather/normals.ts) and deterministic "weather noise" seeded by the place and the date — the
 * same question always gets the same answer, and nothing here reads the clock or Math.random.
 *
 * - Normals are interpolated day by day between mid-month values.
 * - Temperature departures are mostly shared by the whole country on a date (weather systems are large) with a local
 *   part, and carried over from the two days before, so warm and cold spells last several days.
 * - Khamaseen: on some spring days (March to May) a hot, dry, dusty southerly wind blows over the country: maxima
 *   7–10 °C above normal, humidity a third of normal, wind 35–60 km/h from the south-west. Episodes last 1–3 days.
 * - Rain falls on a share of days that matches the month's rainfall; the amount per rainy day is larger on the coast.
 * - Reference evapotranspiration is Hargreaves' (FAO-56, eq. 52) from the day's temperatures and the latitude.
 */

// ─── Seeded noise ───────────────────────────────────────────────────────────────────────────────────

/** Noise that remembers the two days before (unit variance), so anomalies come in spells. */
function spell(key: string, date: string): number {
  return (
    (gaussian(`${key}|${date}`) +
      0.8 * gaussian(`${key}|${addDays(date, -1)}`) +
      0.5 * gaussian(`${key}|${addDays(date, -2)}`)) /
    Math.sqrt(1 + 0.64 + 0.25)
  );
}

// ─── Normals for a day ──────────────────────────────────────────────────────────────────────────────

const dayOfYear = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000) + 1;

/** A monthly series read at a date: linear between the 15th of one month and the 15th of the next. */
function interpolate(series: readonly number[], date: string): number {
  const month = Number(date.slice(5, 7)) - 1;
  const day = Number(date.slice(8, 10));
  const offset = (day - 15) / 30.4;
  const other = offset >= 0 ? (month + 1) % 12 : (month + 11) % 12;
  const w = Math.abs(offset);
  return (series[month] ?? 0) * (1 - w) + (series[other] ?? 0) * w;
}

/** Day-to-day spread of maximum temperatures by month (°C): widest in the changeable spring. */
const TEMPERATURE_SPREAD = [2.2, 2.4, 2.8, 3.0, 2.8, 2.0, 1.6, 1.6, 1.8, 2.2, 2.4, 2.2];

// ─── Khamaseen ──────────────────────────────────────────────────────────────────────────────────────

const KHAMASEEN_MONTHS = new Set([3, 4, 5]);
const episodeStarts = (date: string) => uniform(`khamaseen-start|${date}`) < 0.05;

/** Whether a khamaseen blows over Egypt on a date (a country-wide event of 1–3 days in March to May). */
export function isKhamaseenDay(date: string): boolean {
  if (!KHAMASEEN_MONTHS.has(Number(date.slice(5, 7)))) return false;
  if (episodeStarts(date)) return true;
  const yesterday = addDays(date, -1);
  const before = addDays(date, -2);
  return (
    (episodeStarts(yesterday) && uniform(`khamaseen-days|${yesterday}`) < 0.6) ||
    (episodeStarts(before) && uniform(`khamaseen-days|${before}`) < 0.25)
  );
}

// ─── Evapotranspiration ─────────────────────────────────────────────────────────────────────────────

/** Extraterrestrial radiation, mm of evaporation per day (FAO-56 eq. 21, times 0.408). */
function extraterrestrialRadiation(latitude: number, date: string): number {
  const j = dayOfYear(date);
  const phi = (latitude * Math.PI) / 180;
  const dr = 1 + 0.033 * Math.cos((2 * Math.PI * j) / 365);
  const delta = 0.409 * Math.sin((2 * Math.PI * j) / 365 - 1.39);
  const ws = Math.acos(-Math.tan(phi) * Math.tan(delta));
  const ra =
    ((24 * 60) / Math.PI) *
    0.082 *
    dr *
    (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws));
  return 0.408 * ra;
}

/** Hargreaves reference evapotranspiration, mm per day. */
export function hargreavesEt0(latitude: number, date: string, tmax: number, tmin: number): number {
  const mean = (tmax + tmin) / 2;
  return Math.max(
    0,
    0.0023 * (mean + 17.8) * Math.sqrt(Math.max(0, tmax - tmin)) * extraterrestrialRadiation(latitude, date),
  );
}

// ─── Days ───────────────────────────────────────────────────────────────────────────────────────────

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
export const compassOf = (degrees: number) => COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;

export const CONDITION_AR: Record<Condition, string> = {
  clear: 'صحو',
  partly_cloudy: 'غائم جزئياً',
  cloudy: 'غائم',
  rain: 'أمطار',
  dust: 'رياح محملة بالأتربة',
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The modelled weather of one governorate on one date. */
export function modelDay(g: Governorate, date: string): WeatherDay {
  const n = g.normals;
  const month = Number(date.slice(5, 7));
  const spread = TEMPERATURE_SPREAD[month - 1] ?? 2;
  const place = `${g.slug}|${date}`;

  // Departures from normal: 0.8 national + 0.6 local (unit variance), nights following days less closely.
  const national = spell('national', date);
  const local = spell(`local-${g.slug}`, date);
  const dayAnomaly = spread * (0.8 * national + 0.6 * local);
  const nightAnomaly = 0.8 * spread * (0.7 * (0.8 * national + 0.6 * local) + 0.7 * gaussian(`night|${place}`));

  let tmax = interpolate(n.tmax, date) + dayAnomaly;
  let tmin = interpolate(n.tmin, date) + nightAnomaly;
  let humidity = interpolate(n.humidity, date) * (1 - 0.03 * dayAnomaly) + 4 * gaussian(`humidity|${place}`);
  let wind = interpolate(n.wind, date) * (0.6 + 0.8 * uniform(`wind|${place}`));
  // Prevailing northerly to north-westerly winds.
  let direction = 330 + 40 * (uniform(`direction|${place}`) - 0.5) * 2;

  // Rain: the share of rainy days matches the month's total at `perDay` mm a rainy day.
  const perDay = g.coast ? 6 : 3;
  const daysInMonth = new Date(Date.UTC(Number(date.slice(0, 4)), month, 0)).getUTCDate();
  const rainChance = clamp(interpolate(n.rain, date) / (perDay * daysInMonth), 0, 0.5);
  const khamaseen = isKhamaseenDay(date);
  // No rain falls on a khamaseen day.
  const rains = !khamaseen && uniform(`rain|${place}`) < rainChance;
  const precipitation = rains ? perDay * (0.3 + 1.4 * uniform(`rain-amount|${place}`)) : 0;
  let condition: Condition = 'clear';
  if (rains) {
    condition = 'rain';
    tmax -= 2;
    humidity += 15;
  } else {
    const cloud = uniform(`cloud|${place}`);
    const cloudiness = clamp(0.05 + 4 * rainChance, 0, 0.6);
    if (cloud < cloudiness / 3) condition = 'cloudy';
    else if (cloud < cloudiness) condition = 'partly_cloudy';
  }

  if (khamaseen) {
    const strength = g.coast ? 0.8 : 1;
    tmax = interpolate(n.tmax, date) + strength * (7 + 3 * uniform(`khamaseen-heat|${place}`));
    tmin = interpolate(n.tmin, date) + strength * 3;
    humidity = interpolate(n.humidity, date) * 0.35;
    wind = 35 + 25 * uniform(`khamaseen-wind|${place}`);
    direction = 190 + 40 * uniform(`khamaseen-direction|${place}`);
    condition = 'dust';
  }

  tmin = Math.min(tmin, tmax - 4);
  const windDirection = Math.round(((direction % 360) + 360) % 360);
  return {
    date,
    temp_max: round1(tmax),
    temp_min: round1(tmin),
    humidity: Math.round(clamp(humidity, 5, 100)),
    wind_speed: Math.round(wind),
    wind_direction: windDirection,
    wind_compass: compassOf(windDirection),
    precipitation_mm: round1(precipitation),
    precipitation_probability: Math.round(rainChance * 100),
    condition,
    condition_ar: CONDITION_AR[condition],
    et0_mm: round1(hargreavesEt0(g.latitude, date, tmax, tmin)),
  };
}

/** `count` modelled days from `from` ('YYYY-MM-DD'). */
export const modelDays = (g: Governorate, from: string, count: number): WeatherDay[] =>
  Array.from({ length: count }, (_, i) => modelDay(g, addDays(from, i)));

/** Hour of the day in Egypt at `now` (fractional). */
function egyptHour(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') + value('minute') / 60;
}

/** Share of the day's range reached at an hour: 0 at 05:30 (coolest), 1 at 14:30 (warmest). */
export function diurnalShare(hour: number): number {
  if (hour >= 5.5 && hour <= 14.5) return 0.5 - 0.5 * Math.cos((Math.PI * (hour - 5.5)) / 9);
  const sinceWarmest = (hour - 14.5 + 24) % 24;
  return 0.5 + 0.5 * Math.cos((Math.PI * sinceWarmest) / 15);
}

/** The modelled weather now: the day's values with the temperature and humidity of this hour in Egypt. */
export function modelCurrent(g: Governorate, now: Date): CurrentWeather {
  const day = modelDay(g, egyptDate(now));
  const share = diurnalShare(egyptHour(now));
  return {
    ...day,
    observed_at: now.toISOString(),
    temperature: round1(day.temp_min + (day.temp_max - day.temp_min) * share),
    humidity: Math.round(clamp(day.humidity * (1.3 - 0.6 * share), 5, 100)),
  };
}
