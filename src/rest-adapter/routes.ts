import { adminRoutes } from './routes/admin';
import { adminProductsCsvRoutes } from './routes/adminProductsCsv';
import { adminCouponsRoutes } from './routes/adminCoupons';
import { adminInsightsRoutes } from './routes/adminInsights';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { commentsRoutes } from './routes/comments';
import { creditRoutes } from './routes/credit';
import { cropsRoutes } from './routes/crops';
import { dashboardRoutes } from './routes/dashboard';
import { favoritesRoutes } from './routes/favorites';
import { marketPricesRoutes } from './routes/marketPrices';
import { newsletterRoutes } from './routes/newsletter';
import { notificationsRoutes } from './routes/notifications';
import { ordersRoutes } from './routes/orders';
import { priceAlertsRoutes } from './routes/priceAlerts';
import { productsRoutes } from './routes/products';
import { projectsRoutes } from './routes/projects';
import { quizzesRoutes } from './routes/quizzes';
import { searchRoutes } from './routes/search';
import { shippingRoutes } from './routes/shipping';
import { onlinePaymentsRoutes } from './routes/payments';
import { seasonalTasksRoutes } from './routes/seasonalTasks';
import { soilTypesRoutes } from './routes/soilTypes';
import { supportRoutes } from './routes/support';
import { systemRoutes } from './routes/system';
import { tagsRoutes } from './routes/tags';
import { uploadsRoutes } from './routes/uploads';
import { usersRoutes } from './routes/users';
import { weatherRoutes } from './routes/weather';
import type { RestRoute } from './types';

/**
 * The one table of REST routes: every row of docs/spec/rest-calls.tsv maps onto a tRPC procedure.
 * Each domain keeps its rows in routes/<domain>.ts; this is where they are joined.
 */
export const routes: RestRoute[] = [
  ...systemRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...productsRoutes,
  ...searchRoutes,
  ...cropsRoutes,
  ...tagsRoutes,
  ...marketPricesRoutes,
  ...priceAlertsRoutes,
  ...seasonalTasksRoutes,
  ...soilTypesRoutes,
  ...weatherRoutes,
  ...commentsRoutes,
  ...quizzesRoutes,
  ...newsletterRoutes,
  ...projectsRoutes,
  ...supportRoutes,
  ...uploadsRoutes,
  ...cartRoutes,
  ...favoritesRoutes,
  ...ordersRoutes,
  ...shippingRoutes,
  ...onlinePaymentsRoutes,
  ...creditRoutes,
  ...notificationsRoutes,
  ...analyticsRoutes,
  ...dashboardRoutes,
  ...adminProductsCsvRoutes,
  ...adminRoutes,
  ...adminInsightsRoutes,
  ...adminCouponsRoutes,
];
