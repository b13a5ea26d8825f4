/**
 * A fixed-window request limiter per client address, in memory (one server process; behind several
 * processes each enforces its own share). What it enforces is reported by GET /api/rate-limit-info.
 */
export interface RateLimitState {
  limit: number;
  remaining: number;
  windowSeconds: number;
  resetAt: Date;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly windowMs: number;

  constructor(
    readonly limit: number,
    windowSeconds = 60,
    private readonly now: () => number = Date.now,
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  /** Count one request for `key`; `allowed` is false once the window's limit is used up. */
  hit(key: string): RateLimitState & { allowed: boolean } {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.prune(t);
    }
    w.count++;
    return { ...this.state(key, w), allowed: w.count <= this.limit };
  }

  /** The state for `key` without counting a request. */
  peek(key: string): RateLimitState {
    const w = this.windows.get(key);
    const t = this.now();
    return this.state(key, w && t - w.start < this.windowMs ? w : { start: t, count: 0 });
  }

  private state(_key: string, w: { start: number; count: number }): RateLimitState {
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - w.count),
      windowSeconds: this.windowMs / 1000,
      resetAt: new Date(w.start + this.windowMs),
    };
  }

  private prune(t: number) {
    for (const [k, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(k);
  }
}
