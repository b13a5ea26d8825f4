/** Poll until `check` returns a value (not undefined), or fail after `ms`: for what
 * happens after an answer (projections, notifications from the database, mail sent in the background). */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
