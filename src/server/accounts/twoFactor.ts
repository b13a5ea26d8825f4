import { IllegalStateError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { isTotpSecret, newTotpEnrolment, totpStep } from '../auth/totp';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { type Origin, audit, recordActivity } from './activity';
import { openAttempt, settleAttempt, settleAttemptNow } from './throttle';
import { requireUser } from './userRecord';
import { say } from '../language';

type AccountDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

export const INVALID_TOTP_CODE = msg('accounts.invalidTwoFactorCode');

/**
 * Accept a TOTP code for a user who has two-factor sign-in: valid now and newer than the last code accepted
 * (one code works once). The step is claimed atomically, so two requests cannot both use it.
 */
export async function acceptTotpCode(sql: Queryable, userId: string, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const [claimed] = await sql`
    update users set two_factor_last_step = ${step}
    where id = ${userId} and (two_factor_last_step is null or two_factor_last_step < ${step})
    returning id`;
  return claimed !== undefined;
}

/** Start enrolment: a new secret, its otpauth URL and QR code. Nothing is stored until it is confirmed. */
export async function startTwoFactorEnrolment(sql: Queryable, userId: string) {
  const user = await requireUser(sql, userId);
  if (user.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorAlreadyOn'));
  const { secret, otpauthUrl, qrCode } = await newTotpEnrolment(user.email);
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * Turn two-factor sign-in on with the secret from enrolment and a code the authenticator app shows for it. The code
 * is counted by the two-factor throttle, like every code check.
 */
export async function confirmTwoFactor(deps: AccountDeps, userId: string, secret: string, code: string, origin: Origin) {
  if (!isTotpSecret(secret)) throw new ValidationError(msg('accounts.setupKeyInvalid'), 'secret');
  const { sql } = deps;
  const owner = await requireUser(sql, userId);
  if (owner.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorAlreadyOn'));
  const attempt = await openAttempt(sql, { action: 'two_factor', email: owner.email, userId }, origin);
  const step = totpStep(secret, code);
  if (step === null) {
    await settleAttemptNow(deps, attempt, 'invalid_two_factor_code', origin);
    throw new ValidationError(INVALID_TOTP_CODE, 'code');
  }
  await sql.begin(async (tx) => {
    await settleAttempt(tx, deps, attempt, 'success', origin); // the attempts' lock before the user's row
    const user = await requireUser(tx, userId, { lock: true });
    if (user.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorAlreadyOn'));
    await tx`update users set two_factor_secret = ${secret}, two_factor_enabled = true, two_factor_last_step = ${step}, updated_at = now()
             where id = ${userId}`;
    await recordActivity(tx, userId, 'two_factor.enabled', origin);
    await audit(tx, { actorId: userId, action: 'auth.two_factor_enabled', targetType: 'user', targetId: userId }, origin);
  });
  return { enabled: true as const, message: say('accounts.twoFactorOn') };
}

/** Turn two-factor sign-in off; a current code is required (counted by the two-factor throttle). */
export async function disableTwoFactor(deps: AccountDeps, userId: string, code: string, origin: Origin) {
  const { sql } = deps;
  const owner = await requireUser(sql, userId);
  if (!owner.two_factor_enabled || !owner.two_factor_secret) throw new IllegalStateError(msg('accounts.twoFactorNotOn'));
  const attempt = await openAttempt(sql, { action: 'two_factor', email: owner.email, userId }, origin);
  if (!(await acceptTotpCode(sql, userId, owner.two_factor_secret, code))) {
    await settleAttemptNow(deps, attempt, 'invalid_two_factor_code', origin);
    throw new ValidationError(INVALID_TOTP_CODE, 'code');
  }
  await sql.begin(async (tx) => {
    await settleAttempt(tx, deps, attempt, 'success', origin); // the attempts' lock before the user's row
    const user = await requireUser(tx, userId, { lock: true });
    if (!user.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorNotOn'));
    await tx`update users set two_factor_secret = null, two_factor_enabled = false, two_factor_last_step = null, updated_at = now()
             where id = ${userId}`;
    await recordActivity(tx, userId, 'two_factor.disabled', origin);
    await audit(tx, { actorId: userId, action: 'auth.two_factor_disabled', targetType: 'user', targetId: userId }, origin);
  });
  return { enabled: false as const, message: say('accounts.twoFactorOff') };
}
