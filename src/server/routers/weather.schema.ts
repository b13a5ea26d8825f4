import { z } from 'zod';
import * as S from './outputs';

/* The answers of the weather router (src/shared/weather.ts types them): each says where it comes from. */

export const ZCurrentWeather = z.strictObject({
  ...S.WeatherSource,
  current: S.WeatherDay.extend({ observed_at: S.atText, temperature: z.number() }),
});
export const ZWeatherForecast = z.strictObject({
  ...S.WeatherSource,
  days: z.number().int(),
  forecast: z.array(S.WeatherDay),
});

/** A heat-wave, frost or khamaseen alert, with advice for growers in both languages. */
const ZWeatherAlert = z.strictObject({
  type: z.enum(['heat_wave', 'frost', 'khamaseen']),
  severity: z.enum(['warning', 'severe']),
  start_date: S.day,
  end_date: S.day,
  title: z.string(),
  title_ar: z.string(),
  message: z.string(),
  message_ar: z.string(),
  advice: z.array(z.string()),
  advice_ar: z.array(z.string()),
});
export const ZWeatherAlerts = z.strictObject({
  ...S.WeatherSource,
  from: S.day,
  to: S.day,
  alerts: z.array(ZWeatherAlert),
});
export const ZGovernorates = z.array(S.Governorate);
