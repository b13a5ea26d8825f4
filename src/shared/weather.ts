import { z } from 'zod';
import { wholeNumber } from './crops';
import { says } from './messages';

/**
 * Weather for an Egyptian governorate (backend-api.md, group Weather): input schemas and the shapes of the answers.
 * Pure. The built-in provider estimates the weather from climatology (src/server/weather); a live provider answers
 * the same shapes.
 */

export const FORECAST_DEFAULT_DAYS = 7;
export const FORECAST_MAX_DAYS = 14;

const LOCATION_MISSING = says('weather.nameLocation');
const ZLocation = z
  .string(LOCATION_MISSING)
  .trim()
  .min(1, LOCATION_MISSING)
  .max(100, says('field.atMostChars', { field: 'location', max: 100 }));

export const ZWeatherInput = z.object({ location: ZLocation });
export const ZForecastInput = z.object({
  location: ZLocation,
  days: wholeNumber('days', 1, FORECAST_MAX_DAYS).default(FORECAST_DEFAULT_DAYS),
});

export type Condition = 'clear' | 'partly_cloudy' | 'cloudy' | 'rain' | 'dust';

/** The governorate an answer is for. */
export interface WeatherPlace {
  id: number;
  slug: string;
  name: string;
  name_ar: string;
  capital: string;
  capital_ar: string;
  latitude: number;
  longitude: number;
}

/** One day of weather. Temperatures in °C, wind in km/h (direction in degrees the wind blows from), rain in mm. */
export interface WeatherDay {
  date: string;
  temp_max: number;
  temp_min: number;
  humidity: number;
  wind_speed: number;
  wind_direction: number;
  wind_compass: string;
  precipitation_mm: number;
  precipitation_probability: number;
  condition: Condition;
  condition_ar: string;
  /** Reference evapotranspiration (Hargreaves), mm per day: what a well-watered grass field loses. */
  et0_mm: number;
}

export interface CurrentWeather extends WeatherDay {
  observed_at: string;
  temperature: number;
}

export type AlertType = 'heat_wave' | 'frost' | 'khamaseen';

export interface WeatherAlert {
  type: AlertType;
  severity: 'warning' | 'severe';
  start_date: string;
  end_date: string;
  title: string;
  title_ar: string;
  message: string;
  message_ar: string;
  advice: string[];
  advice_ar: string[];
}

/** What every weather answer says about where it comes from. */
export interface WeatherSource {
  source: string;
  note: string;
  note_ar: string;
}
