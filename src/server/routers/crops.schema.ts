import { z } from 'zod';
import { CROP_FIGURES_FIELDS } from '../crops/crops';
import { pickMask } from '../columns';
import { paged } from './common.schema';
import * as S from './outputs';

/* The answers of the Crops group (its inputs are shared with the storefront's forms: src/shared/crops.ts). */

export const ZCropPage = paged(S.CropCard);
/** src/server/crops/crops.ts `CropFigures`: what the calculators read of every active crop. */
export const ZCropFigures = z.array(S.Crop.pick(pickMask(CROP_FIGURES_FIELDS)));
export const ZCropStatistics = z.strictObject({ active_crops: z.number().int(), by_type: S.Counts });
export const ZGuides = z.array(S.Guide);
export const ZLatestPrices = z.array(S.LatestMarketPrice);
export const ZSeasonalTasks = z.array(S.SeasonalTask);
