import { ForbiddenError, UnauthorizedError } from '../../shared/errors';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../auth/password';
import type { AppDeps } from '../context';
import { dispatchMail } from '../mail/outbox';
import { type Origin, recordActivity } from './activity';
import { queueEmailVerification } from './recovery';
import { type AuthResult, startSession } from './sessions';
import { assertNotLockedOut, recordLoginAttempt, recordLoginFailure } from './throttle';
import { INVALID_TOTP_CODE, acceptTotpCode } from './twoFactor';
import { findUserByEmail } from './userRecord';
import { insertUser } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_SUSPENDED = 'This account has been suspended. Please contact support.';
export const TWO_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app';

/** What sign-in answers: a session, or the request for the second step. */
export type SignInResult = AuthResult | { two_factor_required: true; message: string };

type AccountDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/** Sign-up: a new customer, signed in at once; a verification link goes to the outbox. */
export async function register(deps: AccountDeps, input: RegisterInput, origin: Origin): Promise<AuthResult> {
  const passwordHash = await hashPassword(input.password);
  const { result, mail } = await deps.sql.begin(async (tx) => {
    const user = await insertUser(tx, input, passwordHash);
    await recordActivity(tx, String(user.id), 'account.registered', origin);
    const result = await startSession(tx, deps.config.jwtSecret, user, false, origin);
    return { result, mail: await queueEmailVerification(tx, deps.config, user) };
  });
  dispatchMail(deps, [mail]);
  return result;
}

/**
 * Sign-in, in order: the throttle (429 while locked out), the password (one failure message for an unknown
 * e-mail and a wrong password, taking the same time), a suspended account (403), the second step for two-factor
 * accounts, then a new session. Every failure is recorded; a deactivated account is reactivated.
 */
export async function signIn(deps: AccountDeps, input: LoginInput, origin: Origin): Promise<SignInResult> {
  const { sql } = deps;
  const found = await findUserByEmail(sql, input.email);
  const user = found && found.status !== 'deleted' ? found : undefined;
  const userId = user ? String(user.id) : null;
  await assertNotLockedOut(sql, input.email, userId, origin);

  if (!user || !userId) {
    await spendPasswordCheck(input.password);
    await recordLoginFailure(sql, input.email, null, 'unknown_email', origin);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordLoginFailure(sql, input.email, userId, 'wrong_password', origin);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (user.status === 'banned') {
    await recordLoginFailure(sql, input.email, userId, 'account_suspended', origin);
    throw new ForbiddenError(ACCOUNT_SUSPENDED);
  }
  if (user.two_factor_enabled && user.two_factor_secret) {
    if (!input.code) return { two_factor_required: true, message: TWO_FACTOR_REQUIRED };
    if (!(await acceptTotpCode(sql, userId, user.two_factor_secret, input.code))) {
      await recordLoginFailure(sql, input.email, userId, 'invalid_two_factor_code', origin);
      throw new UnauthorizedError(INVALID_TOTP_CODE, 'code');
    }
  }

  return sql.begin(async (tx) => {
    if (user.status === 'deactivated') {
      await tx`update users set status = 'active', deactivated_at = null, updated_at = now() where id = ${userId}`;
      await recordActivity(tx, userId, 'account.reactivated', origin);
    }
    await recordLoginAttempt(tx, { email: input.email, userId, success: true, reason: null }, origin);
    await recordActivity(tx, userId, 'auth.login', origin, { remember_me: input.rememberMe, two_factor: user.two_factor_enabled });
    return startSession(tx, deps.config.jwtSecret, user, input.rememberMe, origin);
  });
}
