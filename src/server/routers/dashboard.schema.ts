import { z } from 'zod';
import { ORDER_STATUSES } from '../../shared/orders';
import { limitField } from '../../shared/catalogue';
import { RECOMMENDATIONS_DEFAULT_LIMIT, RECOMMENDATIONS_MAX_LIMIT } from '../dashboard/recommendations';
import * as S from './outputs';

/** GET /dashboard/recommendations: ?limit of products and of crops (6, at most 20). */
export const ZRecommendationsInput = z
  .object({ limit: limitField(RECOMMENDATIONS_DEFAULT_LIMIT, RECOMMENDATIONS_MAX_LIMIT) })
  .prefault({});

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const int = z.number().int();

/** src/server/dashboard/stats.ts `DashboardStats`: the signed-in user's counters. */
export const ZDashboardStats = z.strictObject({
  orders: z.strictObject({
    total: int,
    open: int,
    by_status: S.countsOf(ORDER_STATUSES),
    total_spent: S.money,
    last_order_at: S.at.nullable(),
  }),
  favorites: z.strictObject({ count: int }),
  cart: z.strictObject({ lines: int, item_count: int }),
  notifications: z.strictObject({ unread: int }),
  quizzes: z.strictObject({
    attempts: int,
    best_score: z.number().nullable(),
    average_score: z.number().nullable(),
    last_attempt_at: S.at.nullable(),
  }),
});

/** src/server/dashboard/recommendations.ts `Recommendations`: what to buy and plant next, each with a reason. */
export const ZRecommendations = z.strictObject({
  based_on: z.enum(['purchases', 'bestsellers']),
  products: z.array(
    z.strictObject({
      product: S.Product,
      kind: z.enum(['bought_together', 'bestseller']),
      reason: z.string(),
      because: z.strictObject({ id: S.id, name: z.string() }).nullable(),
    }),
  ),
  crops: z.array(
    z.strictObject({
      crop: S.Crop.pick({
        id: true,
        slug: true,
        name: true,
        name_ar: true,
        crop_type: true,
        image_url: true,
        seasons: true,
        growing_season_days: true,
      }),
      plant_now: z.boolean(),
      planting_months: z.array(int),
      reason: z.string(),
    }),
  ),
  location: z.strictObject({
    city: z.string().nullable(),
    source: z.enum(['address', 'profile', 'last_order']).nullable(),
    governorate: z.strictObject({ slug: z.string(), name: z.string(), name_ar: z.string() }).nullable(),
    region: z.string().nullable(),
  }),
  month: int,
});
