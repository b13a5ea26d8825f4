import { resolvePreferences } from '../../shared/preferences';
import type { Language } from '../../shared/messages';
import type { Queryable } from '../db';
import { mailLink } from '../mail/links';
import { type QueuedMail, queueMail } from '../mail/outbox';
import { type MailContent, composeMail, greetingOf } from '../mail/templates';
import type { Device } from './devices';

/*
 * The security notices of an account, in the account's language: its password changed,
 * it was signed in to from a new device, its two-factor sign-in changed. Each says what happened and what to do if it
 * was not the owner. Queued in the caller's transaction (sent only if it commits).
 */

/** What happened to two-factor sign-in. */
export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery_codes' | 'reset_by_admin' | 'recovery_code_used';

const TWO_FACTOR_TEXTS: Record<TwoFactorChange, Record<Language, { subject: string; text: string }>> = {
  enabled: {
    en: {
      subject: 'Two-factor sign-in is on for your Fellah account',
      text: 'Two-factor sign-in was turned on for your Fellah account: each sign-in now also asks for a code from your authenticator app.',
    },
    ar: {
      subject: 'تم تفعيل التحقق بخطوتين لحسابك في فلّاح',
      text: 'تم تفعيل التحقق بخطوتين لحسابك في فلّاح: سيُطلب منك الآن عند كل دخول رمز من تطبيق المصادقة أيضًا.',
    },
  },
  disabled: {
    en: {
      subject: 'Two-factor sign-in is off for your Fellah account',
      text: 'Two-factor sign-in was turned off for your Fellah account: your password alone now signs you in.',
    },
    ar: {
      subject: 'تم إيقاف التحقق بخطوتين لحسابك في فلّاح',
      text: 'تم إيقاف التحقق بخطوتين لحسابك في فلّاح: أصبحت كلمة المرور وحدها كافية للدخول.',
    },
  },
  recovery_codes: {
    en: {
      subject: 'New recovery codes for your Fellah account',
      text: 'New recovery codes were made for the two-factor sign-in of your Fellah account; the earlier ones no longer work.',
    },
    ar: {
      subject: 'رموز استرداد جديدة لحسابك في فلّاح',
      text: 'أُنشئت رموز استرداد جديدة للتحقق بخطوتين في حسابك في فلّاح، ولم تعد الرموز السابقة تعمل.',
    },
  },
  reset_by_admin: {
    en: {
      subject: 'Two-factor sign-in was reset for your Fellah account',
      text: 'An administrator of Fellah turned off two-factor sign-in for your account, as you asked. Turn it on again from your profile (Security tab).',
    },
    ar: {
      subject: 'أُعيد ضبط التحقق بخطوتين لحسابك في فلّاح',
      text: 'أوقف أحد مديري فلّاح التحقق بخطوتين لحسابك بناءً على طلبك. فعّله مجددًا من ملفك الشخصي (تبويب الأمان).',
    },
  },
  recovery_code_used: {
    en: {
      subject: 'A recovery code was used to sign in to your Fellah account',
      text: 'One of your recovery codes was used instead of a code from your authenticator app to sign in to your Fellah account. Each code works once.',
    },
    ar: {
      subject: 'استُخدم رمز استرداد للدخول إلى حسابك في فلّاح',
      text: 'استُخدم أحد رموز الاسترداد بدل رمز تطبيق المصادقة للدخول إلى حسابك في فلّاح. يصلح كل رمز مرة واحدة.',
    },
  },
};

const NOT_YOU: Record<Language, string> = {
  en: 'If this was not you, change your password now with the link below, and sign out the devices you do not know (profile, Security tab).',
  ar: 'إن لم تكن أنت، فغيّر كلمة المرور الآن من الرابط أدناه، وأخرج الأجهزة التي لا تعرفها (الملف الشخصي، تبويب الأمان).',
};

const RESET_LABEL: Record<Language, string> = { en: 'Reset password', ar: 'إعادة تعيين كلمة المرور' };

interface Owner {
  id: string;
  email: string;
  first_name: string;
  preferences: unknown;
}

/** The account's owner to mail, when the account has an e-mail address (a phone-only account gets no mailed notice). */
async function ownerOf(tx: Queryable, userId: string): Promise<Owner | undefined> {
  const [owner] = await tx<Owner[]>`
    select id::text as id, email, first_name, preferences from users
    where id = ${userId} and status <> 'deleted' and email is not null`;
  return owner;
}

function notice(
  publicUrl: string,
  owner: Owner,
  build: (language: Language) => { subject: string; paragraphs: string[] },
): MailContent {
  const { language } = resolvePreferences(owner.preferences);
  const { subject, paragraphs } = build(language);
  return composeMail(language, {
    subject,
    greeting: greetingOf(language, owner.first_name),
    paragraphs: [...paragraphs, NOT_YOU[language]],
    action: { label: RESET_LABEL[language], link: mailLink(publicUrl, language, '/login?mode=forgot') },
  });
}

/** The password of the account was changed (or reset with an e-mailed link). */
export async function queuePasswordChangedNotice(
  tx: Queryable,
  publicUrl: string,
  userId: string,
): Promise<QueuedMail[]> {
  const owner = await ownerOf(tx, userId);
  if (!owner) return [];
  const content = notice(publicUrl, owner, (language) =>
    language === 'ar'
      ? {
          subject: 'تم تغيير كلمة المرور لحسابك في فلّاح',
          paragraphs: ['تم تغيير كلمة المرور لحسابك في فلّاح، وأُخرجت أجهزتك الأخرى.'],
        }
      : {
          subject: 'Your Fellah password was changed',
          paragraphs: ['The password of your Fellah account was changed, and your other devices were signed out.'],
        },
  );
  return [await queueMail(tx, { ...content, kind: 'password_changed', to: owner.email, userId })];
}

/** The account was signed in to from a device it has not been signed in from before. */
export async function queueNewDeviceNotice(
  tx: Queryable,
  publicUrl: string,
  userId: string,
  device: Device,
): Promise<QueuedMail[]> {
  const owner = await ownerOf(tx, userId);
  if (!owner) return [];
  const content = notice(publicUrl, owner, (language) =>
    language === 'ar'
      ? {
          subject: 'دخول جديد إلى حسابك في فلّاح',
          paragraphs: [
            `دخل أحدهم إلى حسابك في فلّاح من جهاز جديد: ${device.browser} على ${device.system}، من الشبكة ${device.network}.`,
          ],
        }
      : {
          subject: 'New sign-in to your Fellah account',
          paragraphs: [
            `Your Fellah account was signed in to from a new device: ${device.browser} on ${device.system}, from the network ${device.network}.`,
          ],
        },
  );
  return [await queueMail(tx, { ...content, kind: 'new_device_sign_in', to: owner.email, userId })];
}

/** Two-factor sign-in of the account changed. */
export async function queueTwoFactorNotice(
  tx: Queryable,
  publicUrl: string,
  userId: string,
  change: TwoFactorChange,
): Promise<QueuedMail[]> {
  const owner = await ownerOf(tx, userId);
  if (!owner) return [];
  const content = notice(publicUrl, owner, (language) => ({
    subject: TWO_FACTOR_TEXTS[change][language].subject,
    paragraphs: [TWO_FACTOR_TEXTS[change][language].text],
  }));
  return [await queueMail(tx, { ...content, kind: 'two_factor_changed', to: owner.email, userId })];
}

/**
 * Remember the device of a sign-in; true when the account did not know it but knew others (its first device, at
 * sign-up or the first sign-in after devices were remembered, is not news).
 */
export async function rememberDevice(tx: Queryable, userId: string, device: Device): Promise<boolean> {
  const [row] = await tx<{ inserted: boolean; others: bigint }[]>`
    with others as (select count(*) as n from known_devices where user_id = ${userId} and device_key <> ${device.key}),
    upserted as (
      insert into known_devices (user_id, device_key) values (${userId}, ${device.key})
      on conflict (user_id, device_key) do update set last_seen_at = now()
      returning (xmax = 0) as inserted)
    select upserted.inserted, others.n as others from upserted, others`;
  return Boolean(row?.inserted) && Number(row?.others ?? 0) > 0;
}
