import { z } from 'zod';
import * as S from './outputs';

/* The answers of the price alerts router (its inputs are the alerts form's: src/shared/priceAlerts.ts). */

/** src/shared/priceAlerts.ts `PriceAlert` (the named record, so OpenAPI lists it under components). */
export const ZPriceAlert = S.PriceAlert;
export const ZPriceAlertList = z.strictObject({ alerts: z.array(ZPriceAlert) });
