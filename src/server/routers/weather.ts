import { ZForecastInput, ZWeatherInput } from '../../shared/weather';
import { publicProcedure, router } from '../trpc';
import { placeOf } from '../weather/governorates';
import { governorates } from '../weather/normals';
import { currentWeather, weatherAlerts, weatherForecast } from '../weather/provider';
import { ZCurrentWeather, ZGovernorates, ZWeatherAlerts, ZWeatherForecast } from './weather.schema';

/** The Weather group: current weather, a forecast and alerts for an Egyptian governorate (climatological by default). */
export const weatherRouter = router({
  current: publicProcedure
    .input(ZWeatherInput)
    .output(ZCurrentWeather)
    .query(({ input }) => currentWeather(input.location, new Date())),
  /** 1 to 14 days from today (default 7). */
  forecast: publicProcedure
    .input(ZForecastInput)
    .output(ZWeatherForecast)
    .query(({ input }) => weatherForecast(input.location, input.days, new Date())),
  /** Heat-wave, frost and khamaseen alerts over the coming week, with advice for growers in English and Arabic. */
  alerts: publicProcedure
    .input(ZWeatherInput)
    .output(ZWeatherAlerts)
    .query(({ input }) => weatherAlerts(input.location, new Date())),
  /** The 27 governorates a location can name. */
  governorates: publicProcedure.output(ZGovernorates).query(() => governorates().map(placeOf)),
});
