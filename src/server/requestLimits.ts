/*
 * The per-client limits as the server's code uses them (the context, analytics): counted in the store that
 * src/host/rateLimit.ts keeps (Redis when REDIS_URL is set, memory otherwise), where the budgets are explained.
 */

export type Budget = 'requests' | 'uploads' | 'events';

export interface RateLimitState {
  limit: number;
  remaining: number;
  windowSeconds: number;
  resetAt: Date;
}

/** The limits of one app, backed by the shared store. */
export interface RequestLimits {
  /**
   * Count `calls` calls of `subject` against `budget`. `allowed` is false once they go past the minute's limit (they
   * count all the same, as the library counts a refused request).
   */
  hit(budget: Budget, subject: string, calls?: number): Promise<RateLimitState & { allowed: boolean }>;
  /** What is left of `subject`'s window of `budget`, read without counting. */
  peek(budget: Budget, subject: string): Promise<RateLimitState>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's limits (src/host/rateLimit.ts), for what builds a context without a request (tests). */
    requestLimits: RequestLimits;
  }
}
