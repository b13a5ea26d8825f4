import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, isCommonPassword, passwordStrength } from '../../src/shared/passwordStrength';
import { ZChangePasswordInput, ZNewPassword, ZRegisterInput, ZResetPasswordInput } from '../../src/shared/schemas/auth';

const issueKey = (result: { success: boolean; error?: { issues: object[] } }) =>
  (result.error?.issues[0] as { message_key?: string } | undefined)?.message_key;

describe('a new password (NIST SP 800-63B: length and rarity, no composition rules)', () => {
  it('needs at least 8 characters', () => {
    expect(issueKey(ZNewPassword.safeParse('nile-27'))).toBe('form.passwordTooShort');
    expect(ZNewPassword.safeParse('nile-27x').success).toBe(true);
  });

  it('refuses the commonly breached passwords, whatever their letter case', () => {
    for (const password of ['password', '12345678', 'qwerty123', 'iloveyou', 'PASSWORD1', 'sunshine']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(issueKey(ZNewPassword.safeParse(password)), password).toBe('form.passwordTooCommon');
    }
  });

  it('refuses the easily guessed ones even when they look complex, and accepts long plain phrases', () => {
    expect(passwordStrength('Password1!').acceptable).toBe(false);
    expect(passwordStrength('abcdefgh').acceptable).toBe(false);
    expect(passwordStrength('aaaaaaaaaaaaaaaa').acceptable).toBe(false);
    expect(passwordStrength('1qaz2wsx3edc').acceptable).toBe(false);
    expect(passwordStrength('onion field at dawn').acceptable).toBe(true);
    expect(passwordStrength('green-fields-1').score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it('says what makes a password guessable, for the meter', () => {
    expect(passwordStrength('password').hint).toBe('common');
    expect(passwordStrength('abcdefghijk').hint).toBe('pattern');
    expect(passwordStrength('onion field at dawn').hint).toBeNull();
  });

  it('is the rule of sign-up, reset and change alike (REST, tRPC and the forms share these schemas)', () => {
    const base = { first_name: 'Mona', last_name: 'Saleh', email: 'mona@example.com' };
    expect(issueKey(ZRegisterInput.safeParse({ ...base, password: 'letmein1' }))).toBe('form.passwordTooCommon');
    expect(issueKey(ZResetPasswordInput.safeParse({ token: 'x'.repeat(43), newPassword: 'letmein1' }))).toBe(
      'form.passwordTooCommon',
    );
    expect(issueKey(ZChangePasswordInput.safeParse({ currentPassword: 'anything', newPassword: 'letmein1' }))).toBe(
      'form.passwordTooCommon',
    );
    expect(ZRegisterInput.safeParse({ ...base, password: 'sakha-wheat-2027' }).success).toBe(true);
  });

  it('judges a very long password by its start, so its check stays cheap', () => {
    expect(passwordStrength(`onion field at dawn ${'z'.repeat(5000)}`).acceptable).toBe(true);
  });
});
