import { describe, expect, it } from 'vitest';

/*
 * The seam between the shared password schema and zxcvbn-ts (src/shared/passwordJudge.ts): the schema module alone does
 * not bring the dictionary (the sign-in and checkout pages share that module); the server's auth schemas do, so every
 * call that sets a password is judged. Dynamic imports, in order: the first test sees the module graph without the judge.
 */
describe('the judge of new passwords', () => {
  it('is not loaded by the shared schema module alone, which then checks the length only', async () => {
    const { ZNewPassword } = await import('../../src/shared/schemas/auth');
    const { passwordJudgeLoaded } = await import('../../src/shared/passwordJudge');
    expect(passwordJudgeLoaded()).toBe(false);
    expect(ZNewPassword.safeParse('password123').success).toBe(true);
    expect(ZNewPassword.safeParse('pass123').success).toBe(false);
  });

  it('is loaded with the server’s auth schemas: a commonly breached password is then refused', async () => {
    await import('../../src/server/routers/auth.schema');
    const { passwordJudgeLoaded } = await import('../../src/shared/passwordJudge');
    const { ZNewPassword } = await import('../../src/shared/schemas/auth');
    expect(passwordJudgeLoaded()).toBe(true);
    expect(ZNewPassword.safeParse('password123').success).toBe(false);
    expect(ZNewPassword.safeParse('onion field at dawn').success).toBe(true);
  });
});
