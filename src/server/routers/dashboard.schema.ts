import { z } from 'zod';
import { limitField } from '../../shared/catalogue';
import { RECOMMENDATIONS_DEFAULT_LIMIT, RECOMMENDATIONS_MAX_LIMIT } from '../dashboard/recommendations';

/** GET /dashboard/recommendations: ?limit of products and of crops (6, at most 20). */
export const ZRecommendationsInput = z.object({ limit: limitField(RECOMMENDATIONS_DEFAULT_LIMIT, RECOMMENDATIONS_MAX_LIMIT) }).prefault({});
