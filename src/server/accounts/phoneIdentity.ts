import { ConflictError, UnauthorizedError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { localPhone } from '../../shared/phone';
import type { SendPhoneCodeInput } from '../../shared/schemas/auth';
import { hashPassword } from '../auth/password';
import type { AppDeps } from '../context';
import { languageOfCall, say } from '../language';
import { dispatchMail } from '../mail/outbox';
import { deliverSoon } from '../messaging/deliver';
import { type Origin, audit, recordActivity } from './activity';
import { queuePasswordChangedNotice } from './notices';
import {
  type CodeChannel,
  assertCodeCountry,
  channelFor,
  checkPhoneCode,
  claimPhoneCode,
  issuePhoneCode,
  languageFor,
  spendPhoneCodes,
} from './phoneCodes';
import { spendPendingLinks } from './recovery';
import { endUserSessions } from './sessions';
import {
  type PublicUser,
  findUserByPhone,
  isSignInPhone,
  requireUser,
  selfDeactivated,
  toPublicUser,
} from './userRecord';
import { CURRENT_PASSWORD_INCORRECT, PHONE_TAKEN, confirmPassword, isDuplicatePhone } from './users';

/*
 * The phone as an identity: a grower confirms their number with a code (sign-up, or adding a number to an
 * account), moves the account to a new number with their password and a code sent to the new one, and resets a
 * forgotten password with a code. The codes, their limits and their checks are in phoneCodes.ts.
 */

type PhoneDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/** Who calls: the signed-in user, or nobody (a password reset works signed out). */
export interface Caller {
  userId: string;
}

/** What a code request answers: the message, and the channel the code went by. */
export interface CodeSent {
  message: string;
  channel: CodeChannel;
}

const channelWord = (channel: CodeChannel) => say(channel === 'whatsapp' ? 'phone.whatsapp' : 'phone.sms');

/** An account that may sign in: active, or closed by its owner. */
const maySignIn = (user: Parameters<typeof selfDeactivated>[0]) => user.status === 'active' || selfDeactivated(user);

/** Refuse (409) a number that signs another account in. */
async function assertNumberFree(deps: PhoneDeps, phone: string, userId: string): Promise<void> {
  const holder = await findUserByPhone(deps.sql, phone);
  if (holder && String(holder.id) !== userId) throw new ConflictError(PHONE_TAKEN, 'phone');
}

/**
 * Send a code to `input.phone`:
 * - `verify` (signed in): confirm the account's number, or add this one to an account without a confirmed number;
 * - `change` (signed in, with the current password): move the account to this new number;
 * - `reset` (signed in or not): a code to reset the password of the account this number signs in; the same answer
 *   whether or not there is one (no account enumeration), and the same limits.
 * Numbers outside the countries that receive codes are refused (400); the limits answer 429 with Retry-After.
 */
export async function sendPhoneCode(
  deps: PhoneDeps,
  caller: Caller | null,
  input: SendPhoneCodeInput,
  origin: Origin,
): Promise<CodeSent> {
  const { phone, purpose } = input;
  await assertCodeCountry(deps.sql, phone);
  const channel = channelFor(deps, input.channel);
  if (purpose === 'reset') {
    const found = await findUserByPhone(deps.sql, phone);
    const account = found && maySignIn(found) ? found : undefined;
    const used = await deps.sql.begin((tx) =>
      issuePhoneCode(
        tx,
        deps,
        {
          phone,
          purpose,
          userId: account ? String(account.id) : null,
          channel,
          language: languageFor(account?.preferences, languageOfCall()),
        },
        origin,
      ),
    );
    if (account) deliverSoon(deps, [used]);
    return { message: say('phone.resetCodeSent'), channel: used };
  }
  if (!caller) throw new UnauthorizedError(msg('call.logInToContinue'));
  const user = await requireUser(deps.sql, caller.userId);
  const confirmed = user.phone !== null && user.phone_verified_at !== null;
  if (purpose === 'verify') {
    if (confirmed && user.phone === phone) return { message: say('phone.alreadyVerified'), channel };
    if (confirmed) throw new ValidationError(msg('phone.useChange'), 'phone');
  } else {
    if (confirmed && user.phone === phone) throw new ValidationError(msg('phone.sameNumber'), 'phone');
    if (!input.currentPassword) throw new ValidationError(msg('phone.passwordForChange'), 'currentPassword');
    await confirmPassword(deps, user, input.currentPassword, origin, 'currentPassword', CURRENT_PASSWORD_INCORRECT);
  }
  await assertNumberFree(deps, phone, caller.userId);
  const used = await deps.sql.begin((tx) =>
    issuePhoneCode(
      tx,
      deps,
      { phone, purpose, userId: caller.userId, channel, language: languageFor(user.preferences, languageOfCall()) },
      origin,
    ),
  );
  deliverSoon(deps, [used]);
  return { message: say('phone.codeSent', { phone: localPhone(phone), channel: channelWord(used) }), channel: used };
}

/**
 * Confirm a number with its code (a `verify` or `change` code): the number becomes the account's confirmed number,
 * a sign-in name. Works signed out too (the code names the account); a number another account confirmed meanwhile
 * is 409.
 */
export async function verifyPhone(
  deps: PhoneDeps,
  input: { phone: string; code: string },
  origin: Origin,
): Promise<{ message: string; user: PublicUser }> {
  const accepted = await checkPhoneCode(deps, input.phone, ['verify', 'change'], input.code);
  try {
    const user = await deps.sql.begin(async (tx) => {
      await claimPhoneCode(tx, accepted);
      const current = await requireUser(tx, accepted.userId, { lock: true });
      if (current.status === 'deleted' || current.status === 'banned')
        throw new ValidationError(msg('phone.codeInvalid'), 'code');
      const [row] = await tx<Parameters<typeof toPublicUser>[0][]>`
        update users set phone = ${input.phone}, phone_verified_at = now(), updated_at = now()
        where id = ${accepted.userId} returning *`;
      await spendPhoneCodes(tx, accepted.userId);
      const changed = accepted.purpose === 'change' && current.phone !== input.phone;
      await recordActivity(tx, accepted.userId, changed ? 'phone.changed' : 'phone.verified', origin);
      await audit(
        tx,
        {
          actorId: accepted.userId,
          action: changed ? 'account.phone_changed' : 'account.phone_verified',
          targetType: 'user',
          targetId: accepted.userId,
          details: changed
            ? { from: current.phone ? localPhone(current.phone) : null, to: localPhone(input.phone) }
            : { phone: localPhone(input.phone) },
        },
        origin,
      );
      return { row: row!, changed };
    });
    return {
      message: user.changed ? say('phone.changed', { phone: localPhone(input.phone) }) : say('phone.verified'),
      user: toPublicUser(user.row),
    };
  } catch (err) {
    if (isDuplicatePhone(err)) throw new ConflictError(PHONE_TAKEN, 'phone');
    throw err;
  }
}

/**
 * Reset the password with a code sent to the account's number: every session ends, every pending link and code is
 * spent, the number counts as confirmed (the code proved it), and the owner is told by e-mail when there is one.
 */
export async function resetPasswordByPhone(
  deps: PhoneDeps,
  input: { phone: string; code: string; newPassword: string },
  origin: Origin,
): Promise<void> {
  const accepted = await checkPhoneCode(deps, input.phone, ['reset'], input.code);
  const passwordHash = await hashPassword(input.newPassword);
  const mail = await deps.sql.begin(async (tx) => {
    await claimPhoneCode(tx, accepted);
    const user = await requireUser(tx, accepted.userId, { lock: true });
    if (user.phone !== input.phone || !isSignInPhone(user) || !maySignIn(user))
      throw new ValidationError(msg('phone.codeInvalid'), 'code');
    await tx`update users set password_hash = ${passwordHash}, password_changed_at = now(),
             phone_verified_at = coalesce(phone_verified_at, now()), updated_at = now()
             where id = ${accepted.userId}`;
    await endUserSessions(tx, accepted.userId, 'password reset');
    await spendPendingLinks(tx, accepted.userId);
    await spendPhoneCodes(tx, accepted.userId);
    await recordActivity(tx, accepted.userId, 'password.reset', origin, { by: 'phone' });
    await audit(
      tx,
      { actorId: accepted.userId, action: 'auth.password_reset', targetType: 'user', targetId: accepted.userId },
      origin,
    );
    return queuePasswordChangedNotice(tx, deps.config.publicUrl, accepted.userId);
  });
  dispatchMail(deps, mail);
}
