import { z } from 'zod';
import { ZSlug, wholeNumber } from '../../shared/crops';
import { jsonContentFile } from '../content';

/*
 * Monthly climate normals of Egypt's 27 governorates (content/reference/governorates.json): data for the built-in
 * climatological weather model, read on the first weather call.
 *
 * Each governorate is represented by the station at or nearest its capital. Figures are long-term monthly means
 * (January to December) as published for those stations by the Egyptian Meteorological Authority and the WMO
 * (1961–1990 and 1991–2020 normals), rounded: mean daily maximum and minimum temperature (°C), mean relative
 * humidity (%), total rainfall (mm) and mean wind speed (km/h, at 10 m). Where a capital has no long published
 * record (Banha, Shibin El Kom, Damanhur, Qena, Sohag, Zagazig) the values follow the nearest stations of the same
 * landscape (Delta farmland, Nile valley), which differ by a degree or less.
 *
 * `id` is the governorate's official two-digit code (the one in Egyptian national ID numbers). `coast` marks the
 * Mediterranean governorates, where sea air makes 35 °C a heat-wave day (40 °C elsewhere).
 */

/** Twelve monthly values, January to December. */
const months = z.array(z.number()).length(12);

const ZMonthlyNormals = z.strictObject({
  /** Mean daily maximum temperature, °C. */
  tmax: months,
  /** Mean daily minimum temperature, °C. */
  tmin: months,
  /** Mean relative humidity, %. */
  humidity: months,
  /** Total rainfall, mm. */
  rain: months,
  /** Mean wind speed, km/h. */
  wind: months,
});

const ZGovernorate = z.strictObject({
  id: wholeNumber('id', 1, 99),
  slug: ZSlug,
  name: z.string().min(1),
  name_ar: z.string().min(1),
  capital: z.string().min(1),
  capital_ar: z.string().min(1),
  station: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  coast: z.literal('mediterranean').nullable(),
  /** Other spellings and the main towns, in English and Arabic, that name this governorate. */
  aliases: z.array(z.string().min(1)),
  normals: ZMonthlyNormals,
});
export type Governorate = z.output<typeof ZGovernorate>;

export const governoratesFile = jsonContentFile('reference/governorates.json', z.array(ZGovernorate));

/** The 27 governorates with their normals, read on first use. */
export const governorates = (): readonly Governorate[] => governoratesFile.load();
