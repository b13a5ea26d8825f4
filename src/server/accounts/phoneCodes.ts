import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { TooManyRequestsError, ValidationError } from '../../shared/errors';
import { type Language, msg } from '../../shared/messages';
import { countryOfE164, localPhone } from '../../shared/phone';
import { resolvePreferences } from '../../shared/preferences';
import { readSettings } from '../admin/settings';
import type { AppDeps } from '../context';
import type { Queryable, TransactionSql } from '../db';
import { enqueueMessage } from '../messaging/outbox';
import { type Origin, audit } from './activity';
import { clientKeyOf } from './throttle';

/*
 * Codes sent to a phone: to confirm an account's number, to reset its password, to move it to a new number.
 * Six random digits, kept only as an HMAC (keyed by the server's secret, bound to the number and the purpose), valid
 * CODE_TTL_MINUTES, CODE_TRIES guesses each; asking again spends the codes before it. Each request is a row of
 * phone_codes, written before anything is sent, under one advisory lock, so the limits below see every other request
 * at once (no two parallel requests both slip under a cap). OWASP's guidance against SMS pumping: a number gets at most
 * CODES_PER_NUMBER_HOUR codes an hour and CODES_PER_NUMBER_DAY a day, one client address at most the setting
 * phone_codes_per_address_day a day, the shop at most phone_codes_per_day a day, and only Egyptian mobiles receive
 * codes unless phone_codes_any_country widens it to the other shipping countries' mobiles. A refusal is 429 with
 * `retry_after_seconds` (REST's Retry-After). The code leaves through the messaging outbox marked sensitive (never
 * logged, its body cleared once delivered).
 */

export const CODE_TTL_MINUTES = 10;
export const CODE_TRIES = 5;
export const CODES_PER_NUMBER_HOUR = 5;
export const CODES_PER_NUMBER_DAY = 10;

export type CodePurpose = 'verify' | 'reset' | 'change';
export type CodeChannel = 'sms' | 'whatsapp';

type CodeDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/** The one lock every code request takes: the counts it reads are then exact. */
const CODES_LOCK = 'fellah.phone_codes';

/** What a code's HMAC binds: the number, the purpose and the digits. */
function codeHash(secret: string, phone: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${phone}:${purpose}:${code}`).digest('hex');
}

/** Whether `code` is the one hashed in `stored`, in constant time. */
function codeMatches(secret: string, phone: string, purpose: CodePurpose, code: string, stored: string): boolean {
  const given = Buffer.from(codeHash(secret, phone, purpose, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Six random digits (leading zeros kept). */
export const newPhoneCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/* ------------------------------------------------------------------ which numbers may receive codes */

/** Whether `e164` is an Egyptian mobile (010, 011, 012, 015), or with `anyCountry` a mobile of a shipping country. */
export function mayReceiveCodes(e164: string, anyCountry: boolean): boolean {
  const country = countryOfE164(e164);
  if (!country || (country !== 'Egypt' && !anyCountry)) return false;
  const number = parsePhoneNumberFromString(e164);
  const type = number?.isValid() ? number.getType() : undefined;
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** Refuse (400 on `phone`) a number the shop sends no codes to. */
export async function assertCodeCountry(sql: Queryable, phone: string): Promise<void> {
  const { phone_codes_any_country: anyCountry } = await readSettings(sql);
  if (!mayReceiveCodes(phone, anyCountry)) throw new ValidationError(msg('phone.egyptianMobileOnly'), 'phone');
}

/* ------------------------------------------------------------------ the limits */

interface Counts {
  number_hour: number;
  number_day: number;
  /** Seconds until the oldest request of the number's hour (day) leaves the window. */
  number_hour_wait: number | null;
  number_day_wait: number | null;
  address_day: number;
  address_day_wait: number | null;
  shop_day: number;
  shop_day_wait: number | null;
}

/** The requests that count against each limit (rolling windows), and how long until the oldest leaves it. */
async function countRequests(tx: Queryable, phone: string, clientKey: string): Promise<Counts> {
  const [row] = await tx<Counts[]>`
    with number_hour as (select created_at from phone_codes where phone = ${phone} and created_at > now() - interval '1 hour'),
         number_day as (select created_at from phone_codes where phone = ${phone} and created_at > now() - interval '1 day'),
         address_day as (select created_at from phone_codes where client_key = ${clientKey} and created_at > now() - interval '1 day'),
         shop_day as (select created_at from phone_codes where sent and created_at > now() - interval '1 day')
    select
      (select count(*)::int from number_hour) as number_hour,
      (select ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int from number_hour) as number_hour_wait,
      (select count(*)::int from number_day) as number_day,
      (select ceil(extract(epoch from min(created_at) + interval '1 day' - now()))::int from number_day) as number_day_wait,
      (select count(*)::int from address_day) as address_day,
      (select ceil(extract(epoch from min(created_at) + interval '1 day' - now()))::int from address_day) as address_day_wait,
      (select count(*)::int from shop_day) as shop_day,
      (select ceil(extract(epoch from min(created_at) + interval '1 day' - now()))::int from shop_day) as shop_day_wait`;
  return row!;
}

function refuse(
  key: 'phone.tooManyForNumber' | 'phone.tooManyFromAddress' | 'phone.shopLimitReached',
  wait: number | null,
) {
  const seconds = Math.max(1, wait ?? 60);
  return new TooManyRequestsError(msg(key, { minutes: Math.ceil(seconds / 60) }), 'phone', {
    retry_after_seconds: seconds,
    reason:
      key === 'phone.tooManyForNumber'
        ? 'number_limit'
        : key === 'phone.tooManyFromAddress'
          ? 'address_limit'
          : 'shop_limit',
  });
}

/** Refuse (429) a request that would pass one of the limits; `sends` says whether this one would cost a message. */
async function judgeRequest(tx: Queryable, phone: string, clientKey: string, sends: boolean): Promise<void> {
  const settings = await readSettings(tx);
  const c = await countRequests(tx, phone, clientKey);
  if (c.number_hour >= CODES_PER_NUMBER_HOUR) throw refuse('phone.tooManyForNumber', c.number_hour_wait);
  if (c.number_day >= CODES_PER_NUMBER_DAY) throw refuse('phone.tooManyForNumber', c.number_day_wait);
  if (c.address_day >= settings.phone_codes_per_address_day)
    throw refuse('phone.tooManyFromAddress', c.address_day_wait);
  if (sends && c.shop_day >= settings.phone_codes_per_day) throw refuse('phone.shopLimitReached', c.shop_day_wait);
}

/* ------------------------------------------------------------------ issuing a code */

/** The code's text, in the grower's language (the SMS itself; WhatsApp's template carries the digits). */
export function codeText(language: Language, code: string): string {
  return language === 'ar'
    ? `رمز فلّاح: ${code}\nصالح لمدة ${CODE_TTL_MINUTES} دقائق. لا تشاركه مع أحد، فلن يطلبه منك أحد من فلّاح.`
    : `Your Fellah code: ${code}\nValid for ${CODE_TTL_MINUTES} minutes. Do not share it: no one from Fellah will ask for it.`;
}

/** The channel a code goes by: WhatsApp only when the grower asked for it and the shop has it configured. */
export function channelFor(deps: Pick<AppDeps, 'config'>, asked: CodeChannel | undefined): CodeChannel {
  return asked === 'whatsapp' && deps.config.messaging?.whatsapp ? 'whatsapp' : 'sms';
}

export interface CodeRequest {
  phone: string;
  purpose: CodePurpose;
  /** The account the code is for; null when no account may receive it (then nothing is sent, the answer is the same). */
  userId: string | null;
  channel: CodeChannel;
  language: Language;
}

/**
 * Record a code request and, for an account, queue the code to the phone, in the caller's transaction: the limits are
 * judged first (429) under the codes' lock, earlier live codes of the number and purpose are spent. Returns the
 * channel used.
 */
export async function issuePhoneCode(
  tx: TransactionSql,
  deps: CodeDeps,
  request: CodeRequest,
  origin: Origin,
): Promise<CodeChannel> {
  const { phone, purpose, userId, channel, language } = request;
  const clientKey = clientKeyOf(origin);
  const sends = userId !== null;
  await tx`select pg_advisory_xact_lock(hashtextextended(${CODES_LOCK}, 0))`;
  await judgeRequest(tx, phone, clientKey, sends);
  if (!sends) {
    await tx`insert into phone_codes (phone, purpose, user_id, code_hash, channel, sent, client_key, expires_at)
             values (${phone}, ${purpose}, null, null, ${channel}, false, ${clientKey}, now())`;
    return channel;
  }
  const code = newPhoneCode();
  await tx`update phone_codes set expires_at = least(expires_at, now())
           where phone = ${phone} and purpose = ${purpose} and used_at is null and expires_at > now()`;
  await tx`insert into phone_codes (phone, purpose, user_id, code_hash, channel, sent, client_key, expires_at)
           values (${phone}, ${purpose}, ${userId}, ${codeHash(deps.config.jwtSecret, phone, purpose, code)}, ${channel}, true,
                   ${clientKey}, now() + make_interval(mins => ${CODE_TTL_MINUTES}))`;
  await enqueueMessage(tx, {
    channel,
    to: phone,
    kind: 'code',
    language,
    body: codeText(language, code),
    ...(channel === 'whatsapp' ? { template: { name: 'verification_code', params: [code] } } : {}),
    sensitive: true,
  });
  await audit(
    tx,
    {
      actorId: userId,
      action: 'auth.phone_code_sent',
      targetType: 'user',
      targetId: userId,
      details: { purpose, channel, phone: localPhone(phone) },
    },
    origin,
  );
  return channel;
}

/** The grower's language for a code: the account's saved one, else the call's. */
export function languageFor(preferences: unknown | undefined, callLanguage: Language): Language {
  return preferences === undefined ? callLanguage : resolvePreferences(preferences).language;
}

/* ------------------------------------------------------------------ checking a code */

/** A code accepted: the account it was for. */
export interface AcceptedCode {
  id: string;
  userId: string;
  purpose: CodePurpose;
}

export const CODE_INVALID = msg('phone.codeInvalid');

/**
 * Check a code typed for `phone` against its newest live code of these purposes, in a transaction of its own (before
 * the caller's): every guess is counted before the digits are compared and stays counted (CODE_TRIES per code, then
 * the code is dead). Wrong, expired, used or none: 400 on `code`. The caller then claims the accepted code
 * (`claimPhoneCode`) in the transaction that acts on it.
 */
export async function checkPhoneCode(
  deps: CodeDeps,
  phone: string,
  purposes: readonly CodePurpose[],
  code: string,
): Promise<AcceptedCode> {
  const guessed = await deps.sql.begin(async (tx) => {
    const [row] = await tx<
      { id: string; user_id: string; purpose: CodePurpose; code_hash: string; attempts: number }[]
    >`
      select id::text as id, user_id::text as user_id, purpose, code_hash, attempts from phone_codes
      where phone = ${phone} and purpose = any(${purposes as CodePurpose[]}) and sent and used_at is null and expires_at > now()
      order by created_at desc, id desc limit 1
      for update`;
    if (!row || row.attempts >= CODE_TRIES) return null;
    await tx`update phone_codes set attempts = attempts + 1 where id = ${row.id}`;
    return row;
  });
  if (!guessed || !codeMatches(deps.config.jwtSecret, phone, guessed.purpose, code, guessed.code_hash))
    throw new ValidationError(CODE_INVALID, 'code');
  return { id: guessed.id, userId: guessed.user_id, purpose: guessed.purpose };
}

/** Mark an accepted code used, in the transaction that acts on it; a code used meanwhile is refused (400). */
export async function claimPhoneCode(tx: Queryable, accepted: AcceptedCode): Promise<void> {
  const [used] = await tx`
    update phone_codes set used_at = now() where id = ${accepted.id} and used_at is null and expires_at > now() returning id`;
  if (!used) throw new ValidationError(CODE_INVALID, 'code');
}

/** Spend every live code of an account (its number or password just changed): they expire now. */
export async function spendPhoneCodes(tx: Queryable, userId: string): Promise<void> {
  await tx`update phone_codes set expires_at = now() where user_id = ${userId} and used_at is null and expires_at > now()`;
}

/* ------------------------------------------------------------------ the admins' daily figures */

export interface PhoneCodeDay {
  day: string;
  /** Codes sent (SMS and WhatsApp). */
  sent: number;
  sms: number;
  whatsapp: number;
  /** Requests answered without a message (a reset for a number with no account). */
  not_sent: number;
  /** Codes used (a number confirmed, a password reset, a number changed). */
  used: number;
  /** Distinct numbers and client addresses that asked. */
  numbers: number;
  addresses: number;
}

/** Code requests per day (UTC), newest first, over the last `days` days. */
export async function phoneCodeDays(sql: Queryable, days: number): Promise<PhoneCodeDay[]> {
  return sql<PhoneCodeDay[]>`
    select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
           count(*) filter (where sent)::int as sent,
           count(*) filter (where sent and channel = 'sms')::int as sms,
           count(*) filter (where sent and channel = 'whatsapp')::int as whatsapp,
           count(*) filter (where not sent)::int as not_sent,
           count(*) filter (where used_at is not null and sent)::int as used,
           count(distinct phone)::int as numbers,
           count(distinct client_key)::int as addresses
    from phone_codes
    where created_at > now() - make_interval(days => ${days})
    group by 1 order by 1 desc`;
}

/** The daily figures with the limits in force (the admins' view). */
export async function phoneCodeFigures(sql: Queryable, days: number) {
  const settings = await readSettings(sql);
  return {
    per_number_hour: CODES_PER_NUMBER_HOUR,
    per_number_day: CODES_PER_NUMBER_DAY,
    per_address_day: settings.phone_codes_per_address_day,
    per_day: settings.phone_codes_per_day,
    any_country: settings.phone_codes_any_country,
    days: await phoneCodeDays(sql, days),
  };
}
