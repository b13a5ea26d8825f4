import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_POLICIES,
  type AttemptAction,
  type AttemptRecord,
  accountLockEngaged,
  attemptCounts,
  judgeAttempt,
  lockoutMessage,
} from '../../src/server/accounts/rules';
import { selfDeactivated } from '../../src/server/accounts/userRecord';
import { newOpaqueToken, openSuccessor, sealSuccessor } from '../../src/server/auth/tokens';
import { accountLockedMail, emailChangeMail, emailChangedMail } from '../../src/server/mail/accountTemplates';

/* The pure rules of issue 20's account hardening: the guessing throttles, sealed refresh successors, e-mails. */

const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const failure = (minutes: number, clientKey = '10.0.0.1'): AttemptRecord => ({
  success: false,
  counted: true,
  client_key: clientKey,
  created_at: ago(minutes),
});
const success = (minutes: number, clientKey = '10.0.0.1'): AttemptRecord => ({
  success: true,
  counted: false,
  client_key: clientKey,
  created_at: ago(minutes),
});
const refusal = (minutes: number, clientKey = '10.0.0.1'): AttemptRecord => ({
  success: false,
  counted: false,
  client_key: clientKey,
  created_at: ago(minutes),
});
const login = ATTEMPT_POLICIES.login;
const judge = (
  others: AttemptRecord[],
  opts: { clientKey?: string; knownAddress?: boolean; passwordChangedAt?: Date | null; action?: AttemptAction } = {},
) =>
  judgeAttempt(ATTEMPT_POLICIES[opts.action ?? 'login'], {
    others,
    clientKey: opts.clientKey ?? '10.0.0.1',
    knownAddress: opts.knownAddress ?? false,
    passwordChangedAt: opts.passwordChangedAt ?? null,
    now: NOW,
  });
/** `n` failures, one a minute, each from its own address (an attacker rotating addresses). */
const rotating = (n: number, startMinutes = 1) =>
  Array.from({ length: n }, (_, i) => failure(startMinutes + i, `203.0.113.${i + 1}`));

describe('the policy', () => {
  it('allows 10 guesses per account and 5 per address in 15 minutes for sign-in, codes and password confirmations', () => {
    for (const action of ['login', 'two_factor', 'password_confirm'] as const) {
      expect(ATTEMPT_POLICIES[action]).toMatchObject({ perAccount: 10, perAddress: 5, windowMinutes: 15 });
    }
    expect(ATTEMPT_POLICIES.verification_mail.perAccount).toBe(5);
  });

  it('counts wrong guesses and pending attempts, not a right password that meets a refusal or the second step', () => {
    expect(attemptCounts('login', 'pending')).toBe(true);
    expect(attemptCounts('login', 'wrong_password')).toBe(true);
    expect(attemptCounts('login', 'unknown_email')).toBe(true);
    expect(attemptCounts('login', 'success')).toBe(false);
    expect(attemptCounts('login', 'locked')).toBe(false);
    expect(attemptCounts('login', 'two_factor_required')).toBe(false);
    expect(attemptCounts('login', 'invalid_two_factor_code')).toBe(false);
    expect(attemptCounts('login', 'account_suspended')).toBe(false);
    expect(attemptCounts('two_factor', 'invalid_two_factor_code')).toBe(true);
    expect(attemptCounts('password_confirm', 'wrong_password')).toBe(true);
    // each verification mail sent spends the budget; a request for an address already verified does not
    expect(attemptCounts('verification_mail', 'success')).toBe(true);
    expect(attemptCounts('verification_mail', 'already_verified')).toBe(false);
  });
});

describe('per address', () => {
  it('lets the fifth guess through and refuses the sixth, until the oldest of the five is 15 minutes old', () => {
    expect(judge([failure(1), failure(2), failure(3), failure(4)])).toBeNull();
    const lock = judge([failure(1), failure(2), failure(3), failure(4), failure(10)]);
    expect(lock).toEqual({
      scope: 'address',
      until: new Date(ago(10).getTime() + 15 * 60_000),
      retryAfterSeconds: 5 * 60,
    });
  });

  it('counts only since the last success from that address, never refusals while locked, never old guesses', () => {
    expect(judge([failure(1), failure(2), success(3), failure(4), failure(5), failure(6)])).toBeNull();
    expect(judge([refusal(1), failure(2), failure(3), failure(4), failure(5)])).toBeNull();
    expect(judge([failure(1), failure(2), failure(3), failure(4), failure(15)])).toBeNull();
  });

  it('limits a known address too (it only escapes the account-wide count)', () => {
    expect(judge([failure(1), failure(2), failure(3), failure(4), failure(5)], { knownAddress: true })?.scope).toBe(
      'address',
    );
  });
});

describe('per account, across addresses', () => {
  it('lets ten guesses from ten addresses through and refuses the eleventh from a fresh address', () => {
    expect(judge(rotating(9), { clientKey: '198.51.100.1' })).toBeNull();
    const lock = judge(rotating(10), { clientKey: '198.51.100.1' });
    expect(lock?.scope).toBe('account');
    // it lifts when the oldest of the ten leaves the window: no longer than 15 minutes after the last of them
    expect(lock?.until).toEqual(new Date(ago(10).getTime() + 15 * 60_000));
    expect(lock?.retryAfterSeconds).toBe(5 * 60);
  });

  it('keeps no one out longer than the window after the guessing stops', () => {
    expect(judge(rotating(10, 6), { clientKey: '198.51.100.1' })).toBeNull();
  });

  it('is not reset by the owner signing in, so an attacker cannot reload his budget on the owner’s success', () => {
    expect(
      judge([...rotating(5), success(6, '192.0.2.9'), ...rotating(5, 7)], { clientKey: '198.51.100.1' })?.scope,
    ).toBe('account');
  });

  it('lets the owner in from an address they signed in from lately', () => {
    expect(judge(rotating(10), { clientKey: '192.0.2.9', knownAddress: true })).toBeNull();
    // two-factor codes too; confirmations of a signed-in session are not exempt
    expect(judge(rotating(10), { clientKey: '192.0.2.9', knownAddress: true, action: 'two_factor' })).toBeNull();
    expect(judge(rotating(10), { clientKey: '192.0.2.9', knownAddress: true, action: 'password_confirm' })?.scope).toBe(
      'account',
    );
  });

  it('forgets wrong passwords guessed before the password changed, but not wrong codes', () => {
    expect(judge(rotating(10), { clientKey: '198.51.100.1', passwordChangedAt: ago(0.5) })).toBeNull();
    expect(
      judge(rotating(10), { clientKey: '198.51.100.1', passwordChangedAt: ago(0.5), action: 'two_factor' })?.scope,
    ).toBe('account');
  });

  it('engages the account lock (the owner is mailed) at the tenth counted guess', () => {
    expect(accountLockEngaged(login, rotating(9), null, NOW)).toBe(false);
    expect(accountLockEngaged(login, rotating(10), null, NOW)).toBe(true);
    expect(accountLockEngaged(login, [...rotating(9), refusal(1)], null, NOW)).toBe(false);
    expect(accountLockEngaged(login, rotating(10, 6), null, NOW)).toBe(false);
  });
});

describe('refusal messages', () => {
  it('say how long to wait in whole minutes, per action', () => {
    expect(lockoutMessage(15 * 60)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(lockoutMessage(61)).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    expect(lockoutMessage(5)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(lockoutMessage(120, 'two_factor')).toBe('Too many wrong two-factor codes. Please try again in 2 minutes.');
    expect(lockoutMessage(120, 'password_confirm')).toBe('Too many wrong passwords. Please try again in 2 minutes.');
    expect(lockoutMessage(120, 'verification_mail')).toBe(
      'Too many verification e-mails were asked for. Please try again in 2 minutes.',
    );
  });
});

describe('sealed refresh successors', () => {
  it('open only with the token they were sealed for', () => {
    const presented = newOpaqueToken();
    const successor = newOpaqueToken();
    const sealed = sealSuccessor(presented, successor);
    expect(sealed).not.toContain(successor);
    expect(openSuccessor(presented, sealed)).toBe(successor);
    expect(openSuccessor(newOpaqueToken(), sealed)).toBeNull();
    // a new seal each time (random IV), and an altered seal does not open
    expect(sealSuccessor(presented, successor)).not.toBe(sealed);
    const [iv, data, tag] = sealed.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(openSuccessor(presented, [iv, flipped, tag].join('.'))).toBeNull();
    expect(openSuccessor(presented, 'not-a-seal')).toBeNull();
  });
});

describe('who may reopen a deactivated account', () => {
  it('only its owner, when the owner closed it', () => {
    expect(selfDeactivated({ id: 7n, status: 'deactivated', deactivated_by: 7n })).toBe(true);
    expect(selfDeactivated({ id: '7', status: 'deactivated', deactivated_by: '7' })).toBe(true);
    expect(selfDeactivated({ id: 7n, status: 'deactivated', deactivated_by: 1n })).toBe(false);
    expect(selfDeactivated({ id: 7n, status: 'deactivated', deactivated_by: null })).toBe(false);
    expect(selfDeactivated({ id: 7n, status: 'banned', deactivated_by: 7n })).toBe(false);
  });
});

describe('account security e-mails', () => {
  it('tell the owner about a paused sign-in in their language, with the reset link', () => {
    const en = accountLockedMail({
      language: 'en',
      firstName: 'Mona',
      action: 'login',
      minutes: 15,
      resetLink: 'https://fellah.example/login?mode=forgot',
    });
    expect(en.subject).toBe('We paused sign-in attempts to your Fellah account');
    expect(en.text).toContain('up to 15 minutes');
    expect(en.text).toContain('https://fellah.example/login?mode=forgot');
    const ar = accountLockedMail({
      language: 'ar',
      firstName: '<Mona>',
      action: 'two_factor',
      minutes: 15,
      resetLink: 'https://fellah.example/login?mode=forgot',
    });
    expect(ar.html).toContain('dir="rtl"');
    // A name with markup is left out of the greeting (issue 38: the user's words never read as the shop's).
    expect(ar.html).not.toContain('Mona');
    expect(ar.text.startsWith('مرحبًا،')).toBe(true);
    expect(ar.text).toContain('رموز تحقق');
    expect(ar.text).toContain('لمدة أقصاها 15 دقيقة.');
    expect(ar.text.endsWith('إعادة تعيين كلمة المرور: https://fellah.example/login?mode=forgot\n\n— فلّاح')).toBe(true);
    const short = accountLockedMail({
      language: 'ar',
      firstName: 'منى',
      action: 'login',
      minutes: 5,
      resetLink: 'https://fellah.example/login',
    });
    expect(short.text).toContain('لمدة أقصاها 5 دقائق.');
    expect(short.text.startsWith('مرحبًا منى،\n\nجرت محاولات دخول كثيرة')).toBe(true);
  });

  it('send the confirmation link to the new address and tell the old one what happened', () => {
    const link = 'https://fellah.example/confirm-email-change?token=abc';
    const change = emailChangeMail({ language: 'en', firstName: 'Mona', newEmail: 'new@example.com', link, hours: 24 });
    expect(change.text).toContain(link);
    expect(change.html).toContain(link);
    expect(change.text).toContain('new@example.com');
    expect(change.text).toContain('The link works once, within 24 hours.');
    const arabicChange = emailChangeMail({
      language: 'ar',
      firstName: 'منى',
      newEmail: 'new@example.com',
      link,
      hours: 2,
    });
    expect(arabicChange.text).toContain('يعمل الرابط مرة واحدة خلال ساعتين.');
    expect(arabicChange.text).toContain(`تأكيد البريد الجديد: ${link}`);
    expect(arabicChange.html).toContain('<html lang="ar" dir="rtl">');
    const notice = emailChangedMail({
      language: 'ar',
      firstName: 'منى',
      newEmail: 'new@example.com',
      supportLink: 'https://fellah.example/about',
    });
    expect(notice.subject).toBe('تغيّر البريد الإلكتروني لحسابك في فلّاح');
    expect(notice.text).toContain('\u2068new@example.com\u2069');
  });
});
