export interface EventuallyOptions {
  /** How long to keep trying, in ms. */
  timeout?: number;
  /** The pause between two tries, in ms. */
  interval?: number;
  /** What is awaited, for the error when it never comes ("the worker caught up"). */
  message?: string;
}

/** Poll until `check` returns a value other than `undefined` or `false`, and return it; fail after `timeout`.
 * The one wait-until of the tests (unit, integration and the e2e harness outside the browser): for what happens after
 * an answer (projections, notifications, mail sent in the background, a server coming up or a breaker opening). */
export async function eventually<T>(
  check: () => Promise<T | false | undefined> | T | false | undefined,
  { timeout = 15_000, interval = 50, message = 'condition' }: EventuallyOptions = {},
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting: ${message} not met in ${timeout} ms`);
    await new Promise((r) => setTimeout(r, interval));
  }
}
