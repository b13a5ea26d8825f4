import { createCallerFactory, router } from '../trpc';
import { accountAdminRouter } from './accountAdmin';
import { adminInsightsRouter } from './adminInsights';
import { adminRouter } from './admin';
import { adminCouponsRouter } from './adminCoupons';
import { analyticsRouter } from './analytics';
import { authRouter } from './auth';
import { cartRouter } from './cart';
import { couponsRouter } from './coupons';
import { creditRouter } from './credit';
import { commentsRouter } from './comments';
import { cropsRouter } from './crops';
import { dashboardRouter } from './dashboard';
import { favoritesRouter } from './favorites';
import { marketPricesRouter } from './marketPrices';
import { newsletterRouter } from './newsletter';
import { notificationsRouter } from './notifications';
import { messagingRouter } from './messaging';
import { ordersRouter } from './orders';
import { paymentsRouter } from './payments';
import { priceAlertsRouter } from './priceAlerts';
import { productsRouter } from './products';
import { projectsRouter } from './projects';
import { quizzesRouter } from './quizzes';
import { searchRouter } from './search';
import { seasonalTasksRouter } from './seasonalTasks';
import { settingsRouter } from './settings';
import { shippingRouter } from './shipping';
import { soilTypesRouter } from './soilTypes';
import { supportRouter } from './support';
import { systemRouter } from './system';
import { tagsRouter } from './tags';
import { uploadsRouter } from './uploads';
import { usersRouter } from './users';
import { weatherRouter } from './weather';

/** Every domain router, merged. The client imports only the type. */
export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  accountAdmin: accountAdminRouter,
  users: usersRouter,
  products: productsRouter,
  search: searchRouter,
  crops: cropsRouter,
  tags: tagsRouter,
  marketPrices: marketPricesRouter,
  priceAlerts: priceAlertsRouter,
  seasonalTasks: seasonalTasksRouter,
  soilTypes: soilTypesRouter,
  weather: weatherRouter,
  comments: commentsRouter,
  quizzes: quizzesRouter,
  newsletter: newsletterRouter,
  projects: projectsRouter,
  support: supportRouter,
  uploads: uploadsRouter,
  cart: cartRouter,
  favorites: favoritesRouter,
  orders: ordersRouter,
  credit: creditRouter,
  coupons: couponsRouter,
  shipping: shippingRouter,
  payments: paymentsRouter,
  settings: settingsRouter,
  admin: adminRouter,
  notifications: notificationsRouter,
  messaging: messagingRouter,
  analytics: analyticsRouter,
  dashboard: dashboardRouter,
  adminInsights: adminInsightsRouter,
  adminCoupons: adminCouponsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
