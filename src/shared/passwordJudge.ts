/*
 * The seam between the shared password schema and its judge (issue 38.2). `ZNewPassword` (src/shared/schemas/auth.ts)
 * asks `passwordAcceptable`; the judge — zxcvbn-ts with its ~200 kB (gzip) dictionary, src/shared/passwordStrength.ts —
 * registers itself when that module is loaded. The server always loads it (src/server/routers/auth.schema.ts), so every
 * REST and tRPC call is judged; in the browser only the forms that take a new password load it (with their strength
 * meter), so the sign-in and checkout pages, which share the schema module, do not download the dictionary.
 */

let judge: ((password: string) => boolean) | undefined;

/** Set the judge of new passwords (src/shared/passwordStrength.ts does, once loaded). */
export function registerPasswordJudge(accepts: (password: string) => boolean): void {
  judge = accepts;
}

/** Whether a new password is acceptable; true while no judge is loaded (a page without a new-password form). */
export function passwordAcceptable(password: string): boolean {
  return judge ? judge(password) : true;
}

/** Whether the judge is loaded (tests/unit/passwordJudge.unit.test.ts: the server's auth schemas load it). */
export function passwordJudgeLoaded(): boolean {
  return judge !== undefined;
}
