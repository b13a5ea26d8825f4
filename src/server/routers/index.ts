import { createCallerFactory, router } from '../trpc';
import { authRouter } from './auth';
import { systemRouter } from './system';
import { usersRouter } from './users';

/** Every domain router, merged. The client imports only the type. */
export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
