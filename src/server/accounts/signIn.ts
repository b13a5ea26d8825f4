import { ForbiddenError, UnauthorizedError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../auth/password';
import type { AppDeps } from '../context';
import { dispatchMail } from '../mail/outbox';
import { deliverSoon } from '../messaging/deliver';
import { type Origin, recordActivity } from './activity';
import { deviceOf } from './devices';
import { queueNewDeviceNotice, rememberDevice } from './notices';
import { queueEmailVerification } from './recovery';
import { type AuthResult, startSession } from './sessions';
import { abandonAttempt, openAttempt, settleAttempt, settleAttemptNow } from './throttle';
import { INVALID_TOTP_CODE, acceptSecondFactor } from './twoFactor';
import { findUserByEmail, findUserByPhone, selfDeactivated } from './userRecord';
import { assertCodeCountry, channelFor, issuePhoneCode } from './phoneCodes';
import { insertUser } from './users';
import { languageOfCall, say } from '../language';

export const INVALID_CREDENTIALS = msg('accounts.invalidCredentials');
export const INVALID_PHONE_CREDENTIALS = msg('phone.invalidCredentials');
export const ACCOUNT_SUSPENDED = msg('accounts.accountSuspended');
export const ACCOUNT_CLOSED_BY_ADMIN = msg('accounts.accountClosedByAdmin');

/** What sign-in answers: a session, or the request for the second step. */
export type SignInResult = AuthResult | { two_factor_required: true; message: string };

type AccountDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/**
 * Sign-up: a new customer, signed in at once. An e-mail address gets its verification link, a mobile number its
 * 6-digit code (by SMS, or WhatsApp when asked for and configured) — under the codes' limits: a sign-up that would
 * pass them is refused (429) and nothing is created.
 */
export async function register(deps: AccountDeps, input: RegisterInput, origin: Origin): Promise<AuthResult> {
  if (input.phone) await assertCodeCountry(deps.sql, input.phone);
  const passwordHash = await hashPassword(input.password);
  const { result, mail, codeChannel } = await deps.sql.begin(async (tx) => {
    const user = await insertUser(tx, input, passwordHash);
    const userId = String(user.id);
    await recordActivity(tx, userId, 'account.registered', origin, { with: user.email ? 'email' : 'phone' });
    const codeChannel = user.phone
      ? await issuePhoneCode(
          tx,
          deps,
          {
            phone: user.phone,
            purpose: 'verify',
            userId,
            channel: channelFor(deps, input.code_channel),
            language: languageOfCall(),
          },
          origin,
        )
      : null;
    const result = await startSession(tx, deps.config.jwtSecret, user, false, origin);
    await rememberDevice(tx, userId, deviceOf(origin.userAgent, origin.ip));
    const mail = user.email ? [await queueEmailVerification(tx, deps.config, { ...user, email: user.email })] : [];
    return { result, mail, codeChannel };
  });
  dispatchMail(deps, mail);
  if (codeChannel) deliverSoon(deps, [codeChannel]);
  return result;
}

/**
 * Sign-in, in order: the attempt is recorded and judged before anything is checked (429 while the account or this
 * address has used up its guesses), then the password (one failure message for an unknown e-mail and a wrong
 * password, taking the same time), a suspended account or one an administrator closed (403), the second step for
 * two-factor accounts (its code under its own throttle), then a new session. A self-deactivated account is
 * reactivated.
 */
export async function signIn(deps: AccountDeps, input: LoginInput, origin: Origin): Promise<SignInResult> {
  const { sql } = deps;
  // The name typed: an e-mail address, or a mobile number in E.164 (what the attempts are kept under).
  const name = input.email ?? input.phone ?? '';
  const found = input.email ? await findUserByEmail(sql, input.email) : await findUserByPhone(sql, name);
  const user = found && found.status !== 'deleted' ? found : undefined;
  const userId = user ? String(user.id) : null;
  const invalid = input.email ? INVALID_CREDENTIALS : INVALID_PHONE_CREDENTIALS;
  const attempt = await openAttempt(sql, { action: 'login', email: name, userId }, origin);

  // Under the hashing cap (src/server/auth/password.ts); a check refused by a full queue leaves no attempt behind.
  const passwordRight = await (user
    ? verifyPassword(user.password_hash, input.password)
    : spendPasswordCheck(input.password).then(() => false)
  ).catch(async (err: unknown) => {
    await abandonAttempt(sql, attempt);
    throw err;
  });
  if (!user || !userId) {
    await settleAttemptNow(deps, attempt, 'unknown_email', origin);
    throw new UnauthorizedError(invalid);
  }
  if (!passwordRight) {
    await settleAttemptNow(deps, attempt, 'wrong_password', origin);
    throw new UnauthorizedError(invalid);
  }
  if (user.status === 'banned') {
    await settleAttemptNow(deps, attempt, 'account_suspended', origin);
    throw new ForbiddenError(ACCOUNT_SUSPENDED);
  }
  if (user.status === 'deactivated' && !selfDeactivated(user)) {
    await settleAttemptNow(deps, attempt, 'account_deactivated', origin);
    throw new ForbiddenError(ACCOUNT_CLOSED_BY_ADMIN);
  }
  let codeAttempt: Awaited<ReturnType<typeof openAttempt>> | undefined;
  if (user.two_factor_enabled && user.two_factor_secret) {
    if (!input.code) {
      await settleAttemptNow(deps, attempt, 'two_factor_required', origin);
      return { two_factor_required: true, message: say('accounts.twoFactorRequired') };
    }
    try {
      codeAttempt = await openAttempt(sql, { action: 'two_factor', email: name, userId }, origin);
    } catch (refused) {
      await settleAttemptNow(deps, attempt, 'two_factor_required', origin);
      throw refused;
    }
    if (!(await acceptSecondFactor(deps, user, input.code)).via) {
      await settleAttemptNow(deps, codeAttempt, 'invalid_two_factor_code', origin);
      await settleAttemptNow(deps, attempt, 'invalid_two_factor_code', origin);
      throw new UnauthorizedError(INVALID_TOTP_CODE, 'code');
    }
  }

  const { result, mail } = await sql.begin(async (tx) => {
    // The attempts' advisory lock before the user's row, as everywhere (src/server/accounts/throttle.ts).
    if (codeAttempt) await settleAttempt(tx, deps, codeAttempt, 'success', origin);
    await settleAttempt(tx, deps, attempt, 'success', origin);
    if (user.status === 'deactivated') {
      await tx`update users set status = 'active', deactivated_at = null, deactivated_by = null, updated_at = now() where id = ${userId}`;
      await recordActivity(tx, userId, 'account.reactivated', origin);
    }
    await recordActivity(tx, userId, 'auth.login', origin, {
      remember_me: input.rememberMe,
      two_factor: user.two_factor_enabled,
    });
    const result = await startSession(tx, deps.config.jwtSecret, user, input.rememberMe, origin);
    // A device the account has not been signed in from: its owner is told.
    const device = deviceOf(origin.userAgent, origin.ip);
    const mail = (await rememberDevice(tx, userId, device))
      ? await queueNewDeviceNotice(tx, deps.config.publicUrl, userId, device)
      : [];
    return { result, mail };
  });
  dispatchMail(deps, mail);
  return result;
}
