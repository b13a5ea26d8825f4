import { createCallerFactory, router } from '../trpc';
import { systemRouter } from './system';

/** Every domain router, merged. The client imports only the type. */
export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
