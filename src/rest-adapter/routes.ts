import { authRoutes } from './routes/auth';
import { systemRoutes } from './routes/system';
import { usersRoutes } from './routes/users';
import type { RestRoute } from './types';

/**
 * The one table of REST routes: every row of ../shared/spec/rest-calls.tsv maps onto a tRPC procedure.
 * Each domain keeps its rows in routes/<domain>.ts; this is where they are joined.
 */
export const routes: RestRoute[] = [...systemRoutes, ...authRoutes, ...usersRoutes];
