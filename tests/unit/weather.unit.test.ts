import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/shared/errors';
import { addDays } from '../../src/shared/seasonalTasks';
import type { WeatherDay } from '../../src/shared/weather';
import { ALERT_THRESHOLDS, alertsFor, dayAlerts } from '../../src/server/weather/alerts';
import { findGovernorate, normalizePlaceName, resolveGovernorate } from '../../src/server/weather/governorates';
import { diurnalShare, isKhamaseenDay, modelDay, modelDays } from '../../src/server/weather/model';
import {
  type WeatherProvider,
  climatologicalProvider,
  currentWeather,
  setWeatherProvider,
  weatherAlerts,
  weatherForecast,
  weatherProvider,
} from '../../src/server/weather/provider';
import { type Governorate, governorates } from '../../src/server/weather/normals';

const GOVERNORATES = governorates();

/*
 * The climatological weather model: the same answer for the same place and date, alerts exactly at their
 * thresholds, and every governorate reachable by its names.
 */

const gov = (slug: string) => GOVERNORATES.find((g) => g.slug === slug)!;
const day = (over: Partial<WeatherDay>): WeatherDay => ({
  date: '2026-07-10',
  temp_max: 30,
  temp_min: 20,
  humidity: 50,
  wind_speed: 12,
  wind_direction: 330,
  wind_compass: 'NW',
  precipitation_mm: 0,
  precipitation_probability: 0,
  condition: 'clear',
  condition_ar: 'صحو',
  et0_mm: 5,
  ...over,
});
const inland = { coast: null, name: 'Minya', name_ar: 'المنيا' } as const;
const coast = { coast: 'mediterranean', name: 'Alexandria', name_ar: 'الإسكندرية' } as const;
const types = (g: Pick<Governorate, 'coast'>, d: WeatherDay) => dayAlerts(g, d).map((a) => `${a.type}:${a.severity}`);

describe('the same answer for the same date and place', () => {
  it('models a day identically every time', () => {
    for (const g of GOVERNORATES) expect(modelDay(g, '2026-04-17')).toEqual(modelDay(g, '2026-04-17'));
  });

  it('forecasts the same days whatever the hour of the same Egyptian date', async () => {
    const morning = await weatherForecast('Cairo', 14, new Date('2026-03-10T05:00:00Z'));
    const evening = await weatherForecast('القاهرة', 14, new Date('2026-03-10T19:00:00Z'));
    expect(evening.forecast).toEqual(morning.forecast);
    expect(morning.forecast.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays('2026-03-10', i)));
  });

  it('gives the same current weather for the same moment, and tomorrow’s forecast day again tomorrow', async () => {
    const now = new Date('2026-08-05T11:00:00Z');
    expect(await currentWeather('Luxor', now)).toEqual(await currentWeather('luxor', now));
    const today = await weatherForecast('Aswan', 2, now);
    const tomorrow = await weatherForecast('Aswan', 1, new Date('2026-08-06T11:00:00Z'));
    expect(tomorrow.forecast[0]).toEqual(today.forecast[1]);
  });

  it('differs from place to place and from day to day', () => {
    expect(modelDay(gov('cairo'), '2026-05-02')).not.toEqual(modelDay(gov('giza'), '2026-05-02'));
    expect(modelDay(gov('cairo'), '2026-05-02').temp_max).not.toBe(modelDay(gov('cairo'), '2026-05-03').temp_max);
  });

  it('says in every answer that it is a climatological estimate', async () => {
    const now = new Date('2026-01-15T10:00:00Z');
    for (const answer of [
      await currentWeather('Cairo', now),
      await weatherForecast('Cairo', 7, now),
      await weatherAlerts('Cairo', now),
    ]) {
      expect(answer.source).toBe('climatological-model');
      expect(answer.note).toMatch(/climatological estimate/i);
      expect(answer.note_ar).toContain('تقدير مناخي');
      expect(answer.location).toMatchObject({ id: 1, slug: 'cairo', name: 'Cairo', name_ar: 'القاهرة' });
    }
  });
});

describe('the model follows the climate', () => {
  const years = [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029];
  const month = (g: Governorate, y: number, m: number) => modelDays(g, `${y}-${String(m).padStart(2, '0')}-01`, 28);

  it('averages to the normals (July maxima in Cairo, January minima in Aswan) within a degree', () => {
    const julyMax = years.flatMap((y) => month(gov('cairo'), y, 7)).map((d) => d.temp_max);
    expect(Math.abs(julyMax.reduce((a, b) => a + b) / julyMax.length - 34.6)).toBeLessThan(1);
    const janMin = years.flatMap((y) => month(gov('aswan'), y, 1)).map((d) => d.temp_min);
    expect(Math.abs(janMin.reduce((a, b) => a + b) / janMin.length - 9)).toBeLessThan(1);
  });

  it('blows khamaseen only in March to May, a few days each spring', () => {
    const days = years.flatMap((y) => Array.from({ length: 365 }, (_, i) => addDays(`${y}-01-01`, i)));
    const windy = days.filter(isKhamaseenDay);
    expect(new Set(windy.map((d) => Number(d.slice(5, 7))))).toEqual(new Set([3, 4, 5]));
    expect(windy.length / years.length).toBeGreaterThan(3);
    expect(windy.length / years.length).toBeLessThan(20);
  });

  it('brings frost to Middle Egypt in some winters but never to Alexandria, and heat to Aswan in June', () => {
    const minyaWinters = years.flatMap((y) => month(gov('minya'), y, 1));
    expect(minyaWinters.some((d) => dayAlerts(gov('minya'), d).some((a) => a.type === 'frost'))).toBe(true);
    const alexWinters = years.flatMap((y) => month(gov('alexandria'), y, 1));
    expect(alexWinters.some((d) => d.temp_min <= ALERT_THRESHOLDS.frost)).toBe(false);
    expect(years.flatMap((y) => month(gov('aswan'), y, 6)).filter((d) => d.temp_max >= 40).length).toBeGreaterThan(100);
  });

  it('keeps its figures in range: minimum below maximum, humidity 5-100 %, rain only with rain', () => {
    for (const g of GOVERNORATES) {
      for (const d of modelDays(g, '2026-01-01', 365)) {
        expect(d.temp_min).toBeLessThan(d.temp_max);
        expect(d.humidity).toBeGreaterThanOrEqual(5);
        expect(d.humidity).toBeLessThanOrEqual(100);
        expect(d.precipitation_mm > 0).toBe(d.condition === 'rain');
        expect(d.et0_mm).toBeGreaterThan(0);
      }
    }
  });

  it('is coolest at dawn and warmest in the afternoon', () => {
    expect(diurnalShare(5.5)).toBeCloseTo(0);
    expect(diurnalShare(14.5)).toBeCloseTo(1);
    expect(diurnalShare(10)).toBeGreaterThan(diurnalShare(7));
    expect(diurnalShare(22)).toBeLessThan(diurnalShare(17));
  });
});

describe('alerts at their thresholds', () => {
  it('heat wave from 40 °C inland and 35 °C on the Mediterranean coast, severe 4 °C above', () => {
    expect(types(inland, day({ temp_max: 39.9 }))).toEqual([]);
    expect(types(inland, day({ temp_max: 40 }))).toEqual(['heat_wave:warning']);
    expect(types(inland, day({ temp_max: 43.9 }))).toEqual(['heat_wave:warning']);
    expect(types(inland, day({ temp_max: 44 }))).toEqual(['heat_wave:severe']);
    expect(types(coast, day({ temp_max: 34.9 }))).toEqual([]);
    expect(types(coast, day({ temp_max: 35 }))).toEqual(['heat_wave:warning']);
    expect(types(coast, day({ temp_max: 39 }))).toEqual(['heat_wave:severe']);
  });

  it('frost from a minimum of 2 °C, severe from 0 °C', () => {
    expect(types(inland, day({ date: '2026-01-10', temp_min: 2.1 }))).toEqual([]);
    expect(types(inland, day({ date: '2026-01-10', temp_min: 2 }))).toEqual(['frost:warning']);
    expect(types(inland, day({ date: '2026-01-10', temp_min: 0.1 }))).toEqual(['frost:warning']);
    expect(types(inland, day({ date: '2026-01-10', temp_min: 0 }))).toEqual(['frost:severe']);
  });

  it('khamaseen: March to May, a southerly wind of 30 km/h or more, humidity of 30 % or less', () => {
    const spring = { date: '2026-04-12', wind_speed: 30, humidity: 30, wind_direction: 200 };
    expect(types(inland, day(spring))).toEqual(['khamaseen:warning']);
    expect(types(inland, day({ ...spring, wind_speed: 45 }))).toEqual(['khamaseen:severe']);
    expect(types(inland, day({ ...spring, wind_speed: 29 }))).toEqual([]);
    expect(types(inland, day({ ...spring, humidity: 31 }))).toEqual([]);
    expect(types(inland, day({ ...spring, wind_direction: 330 }))).toEqual([]);
    expect(types(inland, day({ ...spring, date: '2026-06-12' }))).toEqual([]);
    expect(types(inland, day({ ...spring, date: '2026-03-01' }))).toEqual(['khamaseen:warning']);
  });

  it('joins consecutive days of one kind into one alert with advice in English and Arabic', () => {
    const days = [
      day({ date: '2026-06-01', temp_max: 41 }),
      day({ date: '2026-06-02', temp_max: 45 }),
      day({ date: '2026-06-03', temp_max: 38 }),
      day({ date: '2026-06-04', temp_max: 40.5 }),
    ];
    const alerts = alertsFor(inland, days);
    expect(alerts.map((a) => [a.type, a.severity, a.start_date, a.end_date])).toEqual([
      ['heat_wave', 'severe', '2026-06-01', '2026-06-02'],
      ['heat_wave', 'warning', '2026-06-04', '2026-06-04'],
    ]);
    expect(alerts[0]!.message).toBe('Maximum temperatures up to 45 °C in Minya (alert from 40 °C).');
    expect(alerts[0]!.title_ar).toBe('موجة حارة');
    expect(alerts[0]!.advice.length).toBe(alerts[0]!.advice_ar.length);
    expect(alerts[0]!.advice_ar.join(' ')).toMatch(/[\u0600-\u06ff]/);
  });

  it('raises the model’s own khamaseen days as khamaseen alerts', () => {
    const date = Array.from({ length: 92 }, (_, i) => addDays('2026-03-01', i)).find(isKhamaseenDay)!;
    expect(dayAlerts(gov('cairo'), modelDay(gov('cairo'), date)).map((a) => a.type)).toContain('khamaseen');
  });
});

describe('naming a governorate', () => {
  it('ships normals for all 27 governorates, twelve months each', () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES.map((g) => g.id)).size).toBe(27);
    for (const g of GOVERNORATES) {
      for (const series of Object.values(g.normals)) expect(series).toHaveLength(12);
      g.normals.tmax.forEach((max, i) => {
        expect(max).toBeGreaterThan(g.normals.tmin[i]!);
      });
    }
  });

  it.each(GOVERNORATES.map((g) => [g.name, g.name_ar, g]))(
    'finds %s (%s) by English and Arabic name, capital, slug and code',
    (_en, _ar, g) => {
      for (const name of [
        g.name,
        g.name_ar,
        g.capital,
        g.capital_ar,
        g.slug,
        String(g.id),
        g.name.toUpperCase(),
        `${g.name} Governorate`,
        `محافظة ${g.name_ar}`,
      ]) {
        expect(findGovernorate(name)?.slug, name).toBe(g.slug);
      }
    },
  );

  it('no name or alias points at two governorates', () => {
    const owner = new Map<string, string>();
    for (const g of GOVERNORATES) {
      for (const name of [g.slug, g.name, g.name_ar, g.capital, g.capital_ar, ...g.aliases]) {
        const key = normalizePlaceName(name);
        expect(owner.get(key) ?? g.slug, `${name} → ${owner.get(key)} and ${g.slug}`).toBe(g.slug);
        owner.set(key, g.slug);
      }
    }
  });

  it('forgives spelling: hamza and ta marbuta forms, missing article, leading zero, Arabic digits, other transliterations', () => {
    expect(findGovernorate('الاسكندريه')?.slug).toBe('alexandria');
    expect(findGovernorate('اسكندرية')?.slug).toBe('alexandria');
    expect(findGovernorate('01')?.slug).toBe('cairo');
    expect(findGovernorate('٢٨')?.slug).toBe('aswan');
    expect(findGovernorate('Assiut')?.slug).toBe('asyut');
    expect(findGovernorate('kafr el-sheikh')?.slug).toBe('kafr-el-sheikh');
    expect(findGovernorate('Sharm El Sheikh')?.slug).toBe('south-sinai');
    expect(findGovernorate('بور سعيد')?.slug).toBe('port-said');
  });

  it('answers an unknown place with a 404 that explains how to name a governorate', () => {
    const error = (() => {
      try {
        resolveGovernorate('Atlantis');
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ field: 'location', details: { governorates: expect.any(Array) } });
    expect((error as NotFoundError).message).toMatch(
      /^Unknown location 'Atlantis'\. Name an Egyptian governorate in English or Arabic/,
    );
    expect((error as NotFoundError).details).toMatchObject({
      governorates: expect.arrayContaining([expect.objectContaining({ slug: 'cairo' })]),
    });
    expect(Object.keys((error as NotFoundError).details ?? {})).toEqual(['governorates']);
    expect(findGovernorate('99')).toBeNull();
  });
});

describe('weather providers', () => {
  const hotFeed: WeatherProvider = {
    source: 'test-feed',
    note: 'Observed by a test feed.',
    note_ar: 'من مصدر تجريبي.',
    current: async (_place, now) => ({ ...day({ temp_max: 46 }), observed_at: now.toISOString(), temperature: 44 }),
    days: async (_place, from, count) =>
      Array.from({ length: count }, (_, i) => day({ date: addDays(from, i), temp_max: 46 })),
  };

  it('uses the climatological model by default', () => {
    expect(weatherProvider()).toBe(climatologicalProvider);
  });

  it('answers from an installed provider, with the same alert thresholds and advice', async () => {
    const now = new Date('2026-06-10T09:00:00Z');
    setWeatherProvider(hotFeed);
    try {
      const forecast = await weatherForecast('Aswan', 3, now);
      expect(forecast).toMatchObject({
        source: 'test-feed',
        note: 'Observed by a test feed.',
        location: { slug: 'aswan' },
      });
      expect(forecast.forecast.map((d) => d.date)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
      const alerts = await weatherAlerts('Aswan', now);
      expect(alerts.alerts).toEqual([
        expect.objectContaining({
          type: 'heat_wave',
          severity: 'severe',
          start_date: '2026-06-10',
          end_date: '2026-06-16',
        }),
      ]);
      expect((await currentWeather('Aswan', now)).current.temperature).toBe(44);
    } finally {
      setWeatherProvider(climatologicalProvider);
    }
    expect((await weatherForecast('Aswan', 1, now)).source).toBe('climatological-model');
  });
});
