import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/routers';

/** What each procedure of the server's AppRouter takes and answers (types only: no server code reaches the browser). */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The user object every auth answer carries. */
export type PublicUser = RouterOutputs['auth']['profile'];
/** A token pair and its user: the answer of sign-up, sign-in and refresh. */
export type AuthResult = RouterOutputs['auth']['refresh'];
