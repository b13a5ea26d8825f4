import { z } from 'zod';
import { paged } from './common.schema';
import * as S from './outputs';

/* The answers of the soil types router (its inputs are the soil forms': src/shared/crops.ts). */

export const ZSoilTypePage = paged(S.SoilType);
export const ZSoilTypes = z.array(S.SoilType);
/** A soil type with the crops suited to it. */
export const ZSoilTypeDetail = S.SoilType.extend({ suitable_crops: z.array(S.CropRef) });
