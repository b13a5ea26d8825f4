import { randomBytes } from 'node:crypto';
import { ForbiddenError, IllegalStateError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { RECOVERY_CODE } from '../../shared/schemas/auth';
import { isSealed, seal, unseal } from '../auth/secretBox';
import { hashToken } from '../auth/tokens';
import { isTotpSecret, newTotpEnrolment, totpStep } from '../auth/totp';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { dispatchMail } from '../mail/outbox';
import { say } from '../language';
import { type Origin, audit, recordActivity } from './activity';
import { type TwoFactorChange, queueTwoFactorNotice } from './notices';
import { openAttempt, settleAttempt, settleAttemptNow } from './throttle';
import { type UserRow, requireUser, signInName } from './userRecord';
import { confirmPassword } from './users';

/*
 * Two-factor sign-in done properly:
 * - turning it on, confirming it, turning it off and making new recovery codes need a step-up: the session proved
 *   its password again within STEP_UP_MINUTES (a stolen access token alone cannot take the account's second factor);
 * - ten one-time recovery codes are shown once, at confirmation, and stored hashed; each works once instead of a code;
 * - every change is told to the owner by e-mail, in their language;
 * - an administrator can turn it off for a user who lost their phone, with their own password, audited;
 * - the TOTP secret is kept encrypted (AES-256-GCM, DATA_ENCRYPTION_KEY); one stored in the clear before is read as
 *   it is and sealed at the next sign-in.
 */

type AccountDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

export const INVALID_TOTP_CODE = msg('accounts.invalidTwoFactorCode');

/** How long a confirmed password stands for the session's sensitive two-factor changes. */
export const STEP_UP_MINUTES = 5;
/** Recovery codes made at a time (each works once). */
export const RECOVERY_CODE_COUNT = 10;

const TOTP_PURPOSE = 'totp-secret';

/* ------------------------------------------------------------------ step-up */

/** Confirm the password again (counted by the password-confirmation throttle): the session is stepped up. */
export async function stepUp(deps: AccountDeps, userId: string, sessionId: string, password: string, origin: Origin) {
  await confirmPassword(deps, await requireUser(deps.sql, userId), password, origin);
  await deps.sql`update sessions set stepped_up_at = now() where id = ${sessionId} and user_id = ${userId}`;
  return { message: say('accounts.passwordConfirmed'), valid_minutes: STEP_UP_MINUTES };
}

/**
 * The session must have confirmed the password within STEP_UP_MINUTES — or give it now (`password`, then it is
 * checked and the session stepped up). Otherwise 403 with `details.step_up_required`.
 */
async function requireStepUp(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  password: string | undefined,
  origin: Origin,
): Promise<void> {
  if (password !== undefined) {
    await stepUp(deps, userId, sessionId, password, origin);
    return;
  }
  const [fresh] = await deps.sql`
    select 1 from sessions where id = ${sessionId} and user_id = ${userId}
      and stepped_up_at > now() - make_interval(mins => ${STEP_UP_MINUTES})`;
  if (!fresh)
    throw new ForbiddenError(msg('accounts.stepUpRequired', { minutes: STEP_UP_MINUTES }), 'password', {
      step_up_required: true,
    });
}

/* ------------------------------------------------------------------ the secret, sealed */

/** The TOTP secret of a user as the authenticator has it (null when it cannot be opened with this key). */
export function totpSecretOf(deps: Pick<AppDeps, 'config'>, stored: string): string | null {
  return unseal(stored, deps.config.dataEncryptionKey, TOTP_PURPOSE);
}

const sealTotpSecret = (deps: Pick<AppDeps, 'config'>, secret: string) =>
  seal(secret, deps.config.dataEncryptionKey, TOTP_PURPOSE);

/* ------------------------------------------------------------------ recovery codes */

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new recovery code: 50 random bits as ten base32 letters, `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const letters = [...bytes].map((b) => BASE32[b & 31]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** What is stored and compared for a recovery code: the SHA-256 of its letters, lower case and without the dash. */
const recoveryCodeHash = (code: string) => hashToken(code.trim().toLowerCase().replace('-', ''));

/** Replace the user's recovery codes with RECOVERY_CODE_COUNT new ones (in the caller's transaction): the codes, once. */
async function replaceRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx`delete from two_factor_recovery_codes where user_id = ${userId}`;
  await tx`insert into two_factor_recovery_codes (user_id, code_hash)
           select ${userId}, unnest(${codes.map(recoveryCodeHash)}::text[])`;
  return codes;
}

/** Spend one of the user's recovery codes; true when it was one of them and unused (a code works once). */
async function spendRecoveryCode(sql: Queryable, userId: string, code: string): Promise<boolean> {
  const [used] = await sql`
    update two_factor_recovery_codes set used_at = now()
    where id = (select id from two_factor_recovery_codes where user_id = ${userId} and code_hash = ${recoveryCodeHash(code)} and used_at is null limit 1)
    returning id`;
  return used !== undefined;
}

/* ------------------------------------------------------------------ the second step */

/**
 * Accept a TOTP code for a user who has two-factor sign-in: valid now and newer than the last code accepted (one code
 * works once; the step is claimed atomically, so two requests cannot both use it).
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

/**
 * The second factor of a user with two-factor sign-in: a code from the app, or one of the recovery codes (spent, and
 * the owner told). A secret still stored in the clear is sealed now. `via` says which one passed, or null.
 */
export async function acceptSecondFactor(
  deps: AccountDeps,
  user: UserRow,
  code: string,
): Promise<{ via: 'totp' | 'recovery_code' | null }> {
  const userId = String(user.id);
  const stored = user.two_factor_secret;
  if (!stored) return { via: null };
  if (!isSealed(stored))
    await deps.sql`update users set two_factor_secret = ${sealTotpSecret(deps, stored)} where id = ${userId} and two_factor_secret = ${stored}`;
  if (RECOVERY_CODE.test(code.trim())) {
    if (!(await spendRecoveryCode(deps.sql, userId, code))) return { via: null };
    const mail = await deps.sql.begin((tx) =>
      queueTwoFactorNotice(tx, deps.config.publicUrl, userId, 'recovery_code_used'),
    );
    dispatchMail(deps, mail);
    return { via: 'recovery_code' };
  }
  const secret = totpSecretOf(deps, stored);
  if (!secret) {
    deps.log.error({ userId }, 'two-factor secret cannot be opened with DATA_ENCRYPTION_KEY (was the key changed?)');
    return { via: null };
  }
  return { via: (await acceptTotpCode(deps.sql, userId, secret, code.trim())) ? 'totp' : null };
}

/* ------------------------------------------------------------------ turning it on and off */

/** What a change did, with the notice queued for the owner. */
async function changed(
  deps: AccountDeps,
  userId: string,
  change: TwoFactorChange,
  work: (tx: Queryable) => Promise<void>,
) {
  const mail = await deps.sql.begin(async (tx) => {
    await work(tx);
    return queueTwoFactorNotice(tx, deps.config.publicUrl, userId, change);
  });
  dispatchMail(deps, mail);
}

/**
 * A change the owner makes once their code was accepted: in one transaction, the attempt settled as a success (the
 * attempts' lock before the user's row), the user's row locked and given to `work`, the activity and the audit recorded.
 */
async function ownerChanged(
  deps: AccountDeps,
  userId: string,
  change: 'enabled' | 'disabled',
  attempt: Awaited<ReturnType<typeof openAttempt>>,
  origin: Origin,
  work: (tx: Queryable, user: Awaited<ReturnType<typeof requireUser>>) => Promise<void>,
) {
  await changed(deps, userId, change, async (tx) => {
    await settleAttempt(tx, deps, attempt, 'success', origin);
    await work(tx, await requireUser(tx, userId, { lock: true }));
    await recordActivity(tx, userId, `two_factor.${change}`, origin);
    await audit(
      tx,
      { actorId: userId, action: `auth.two_factor_${change}`, targetType: 'user', targetId: userId },
      origin,
    );
  });
}

/** Start enrolment (after a step-up): a new secret, its otpauth URL and QR code. Nothing is stored until it is confirmed. */
export async function startTwoFactorEnrolment(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  password: string | undefined,
  origin: Origin,
) {
  const user = await requireUser(deps.sql, userId);
  if (user.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorAlreadyOn'));
  await requireStepUp(deps, userId, sessionId, password, origin);
  const { secret, otpauthUrl, qrCode } = await newTotpEnrolment(signInName(user));
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * Turn two-factor sign-in on (after a step-up) with the secret from enrolment and a code the authenticator app shows
 * for it (counted by the two-factor throttle). Answers the ten recovery codes, shown this once.
 */
export async function confirmTwoFactor(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  input: { secret: string; code: string; password?: string | undefined },
  origin: Origin,
) {
  if (!isTotpSecret(input.secret)) throw new ValidationError(msg('accounts.setupKeyInvalid'), 'secret');
  const { sql } = deps;
  const owner = await requireUser(sql, userId);
  if (owner.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorAlreadyOn'));
  await requireStepUp(deps, userId, sessionId, input.password, origin);
  const attempt = await openAttempt(sql, { action: 'two_factor', email: signInName(owner), userId }, origin);
  const step = totpStep(input.secret, input.code);
  if (step === null) {
    await settleAttemptNow(deps, attempt, 'invalid_two_factor_code', origin);
    throw new ValidationError(INVALID_TOTP_CODE, 'code');
  }
  let codes: string[] = [];
  await ownerChanged(deps, userId, 'enabled', attempt, origin, async (tx, user) => {
    if (user.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorAlreadyOn'));
    await tx`update users set two_factor_secret = ${sealTotpSecret(deps, input.secret)}, two_factor_enabled = true, two_factor_last_step = ${step}, updated_at = now()
             where id = ${userId}`;
    codes = await replaceRecoveryCodes(tx, userId);
  });
  return { enabled: true as const, message: say('accounts.twoFactorOn'), recovery_codes: codes };
}

/** Turn two-factor sign-in off (after a step-up), with a current code or a recovery code (counted by the throttle). */
export async function disableTwoFactor(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  input: { code: string; password?: string | undefined },
  origin: Origin,
) {
  const { sql } = deps;
  const owner = await requireUser(sql, userId);
  if (!owner.two_factor_enabled || !owner.two_factor_secret)
    throw new IllegalStateError(msg('accounts.twoFactorNotOn'));
  await requireStepUp(deps, userId, sessionId, input.password, origin);
  const attempt = await openAttempt(sql, { action: 'two_factor', email: signInName(owner), userId }, origin);
  if (!(await acceptSecondFactor(deps, owner, input.code)).via) {
    await settleAttemptNow(deps, attempt, 'invalid_two_factor_code', origin);
    throw new ValidationError(INVALID_TOTP_CODE, 'code');
  }
  await ownerChanged(deps, userId, 'disabled', attempt, origin, async (tx, user) => {
    if (!user.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorNotOn'));
    await turnOff(tx, userId);
  });
  return { enabled: false as const, message: say('accounts.twoFactorOff') };
}

async function turnOff(tx: Queryable, userId: string): Promise<void> {
  await tx`update users set two_factor_secret = null, two_factor_enabled = false, two_factor_last_step = null, updated_at = now() where id = ${userId}`;
  await tx`delete from two_factor_recovery_codes where user_id = ${userId}`;
}

/** New recovery codes (after a step-up): the earlier ones stop working. Answers the new ones, shown this once. */
export async function regenerateRecoveryCodes(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  password: string | undefined,
  origin: Origin,
) {
  const owner = await requireUser(deps.sql, userId);
  if (!owner.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorNotOn'));
  await requireStepUp(deps, userId, sessionId, password, origin);
  let codes: string[] = [];
  await changed(deps, userId, 'recovery_codes', async (tx) => {
    codes = await replaceRecoveryCodes(tx, userId);
    await audit(
      tx,
      { actorId: userId, action: 'auth.two_factor_recovery_codes', targetType: 'user', targetId: userId },
      origin,
    );
  });
  return { recovery_codes: codes, message: say('accounts.recoveryCodesMade') };
}

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export async function twoFactorState(sql: Queryable, userId: string) {
  const user = await requireUser(sql, userId);
  const [left] = await sql<
    { n: bigint }[]
  >`select count(*) as n from two_factor_recovery_codes where user_id = ${userId} and used_at is null`;
  return { enabled: user.two_factor_enabled, recovery_codes_left: user.two_factor_enabled ? Number(left!.n) : 0 };
}

/**
 * An administrator turns a user's two-factor sign-in off (the user lost their phone and their codes): the
 * administrator's own password is checked (their password-confirmation throttle), the reset is audited and the user
 * is told by e-mail.
 */
export async function adminResetTwoFactor(
  deps: AccountDeps,
  adminId: string,
  adminPassword: string,
  userId: string,
  origin: Origin,
) {
  await confirmPassword(deps, await requireUser(deps.sql, adminId), adminPassword, origin);
  const target = await requireUser(deps.sql, userId);
  if (!target.two_factor_enabled) throw new IllegalStateError(msg('accounts.twoFactorNotOn'));
  await changed(deps, userId, 'reset_by_admin', async (tx) => {
    await requireUser(tx, userId, { lock: true });
    await turnOff(tx, userId);
    await recordActivity(tx, userId, 'two_factor.disabled', origin, { by: adminId });
    await audit(
      tx,
      { actorId: adminId, action: 'admin.user.two_factor_reset', targetType: 'user', targetId: userId },
      origin,
    );
  });
  return { enabled: false as const, message: say('accounts.twoFactorResetByAdmin') };
}
