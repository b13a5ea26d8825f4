import type { Language } from '../../shared/messages';
import { countOf } from './counts';
import { type MailContent, composeMail, greetingOf, isolate } from './templates';

/*
 * The security e-mails of accounts (a paused sign-in, an e-mail change), in the account's language: English, or
 * Arabic laid out right to left.
 */

/** What a lock can follow: wrong passwords at sign-in, wrong two-factor codes, wrong passwords to confirm a change, mails. */
type LockAction = 'login' | 'two_factor' | 'password_confirm' | 'verification_mail';

/** What the guesses were, in each language (a verification mail's lock is told as a sign-in's). */
const LOCK_CAUSES: Record<Language, { two_factor: string; password_confirm: string; sign_in: string }> = {
  ar: {
    two_factor: 'أُدخلت رموز تحقق بخطوتين خاطئة عدة مرات لحسابك في فلّاح، أي أن أحدًا يعرف كلمة مرورك على الأرجح.',
    password_confirm: 'أُدخلت كلمة مرور خاطئة عدة مرات لتأكيد تغيير في حسابك في فلّاح.',
    sign_in: 'جرت محاولات دخول كثيرة بكلمة مرور خاطئة إلى حسابك في فلّاح.',
  },
  en: {
    two_factor:
      'Several wrong two-factor codes were entered for your Fellah account: someone probably knows your password.',
    password_confirm: 'Several wrong passwords were entered to confirm a change to your Fellah account.',
    sign_in: 'Someone tried to sign in to your Fellah account with a wrong password many times.',
  },
};

const lockCause = (language: Language, action: LockAction) =>
  LOCK_CAUSES[language][action === 'two_factor' || action === 'password_confirm' ? action : 'sign_in'];

/**
 * The account's guesses are used up: sign-ins (or codes, or password confirmations) from new places are paused for
 * up to `minutes`. Tells the owner what still works and what to do if it was not them.
 */
export function accountLockedMail(input: {
  language: Language;
  firstName: string;
  action: LockAction;
  minutes: number;
  resetLink: string;
}): MailContent {
  const ar = input.language === 'ar';
  const minutes = countOf(input.language, input.minutes, 'minute');
  return composeMail(input.language, {
    subject: ar ? 'أوقفنا محاولات الدخول إلى حسابك في فلّاح مؤقتًا' : 'We paused sign-in attempts to your Fellah account',
    greeting: greetingOf(input.language, input.firstName),
    paragraphs: [
      lockCause(input.language, input.action),
      ...(ar
        ? [
            `لحمايتك أوقفنا المحاولات الجديدة من أماكن لم تدخل منها من قبل لمدة أقصاها ${minutes}. ما زال بإمكانك الدخول من أجهزتك وشبكاتك المعتادة.`,
            'إن لم تكن أنت من حاول، فغيّر كلمة المرور الآن من الرابط أدناه. وإن كنت أنت، فانتظر قليلًا ثم حاول مجددًا.',
          ]
        : [
            `For your safety, new attempts from places you have not signed in from are paused for up to ${minutes}. You can still sign in from your usual devices and networks.`,
            'If this was not you, change your password now with the link below. If it was you, wait a little and try again.',
          ]),
    ],
    action: { label: ar ? 'إعادة تعيين كلمة المرور' : 'Reset password', link: input.resetLink },
  });
}

/** To the NEW address: open the link to make it the account's e-mail. */
export function emailChangeMail(input: {
  language: Language;
  firstName: string;
  newEmail: string;
  link: string;
  hours: number;
}): MailContent {
  const ar = input.language === 'ar';
  const hours = countOf(input.language, input.hours, 'hour', 'oblique');
  return composeMail(input.language, {
    subject: ar ? 'أكّد بريدك الإلكتروني الجديد في فلّاح' : 'Confirm your new e-mail address for Fellah',
    greeting: greetingOf(input.language, input.firstName),
    paragraphs: ar
      ? [
          `طُلب جعل ${isolate(input.newEmail)} البريد الإلكتروني لحسابك في فلّاح. افتح الرابط أدناه لإتمام التغيير.`,
          `يعمل الرابط مرة واحدة خلال ${hours}. إن لم تطلب هذا، فتجاهل الرسالة ولن يتغير شيء.`,
        ]
      : [
          `You asked to make ${input.newEmail} the e-mail address of your Fellah account. Open the link below to finish the change.`,
          `The link works once, within ${hours}. If you did not ask for this, ignore this e-mail: nothing changes.`,
        ],
    action: { label: ar ? 'تأكيد البريد الجديد' : 'Confirm new e-mail', link: input.link },
  });
}

/** To the OLD address, once the change took effect: where the account's mail now goes, and what to do if it was not them. */
export function emailChangedMail(input: {
  language: Language;
  firstName: string;
  newEmail: string;
  supportLink: string;
}): MailContent {
  const ar = input.language === 'ar';
  return composeMail(input.language, {
    subject: ar ? 'تغيّر البريد الإلكتروني لحسابك في فلّاح' : 'The e-mail address of your Fellah account was changed',
    greeting: greetingOf(input.language, input.firstName),
    paragraphs: ar
      ? [
          `أصبح البريد الإلكتروني لحسابك في فلّاح الآن ${isolate(input.newEmail)}، وانتهت جلسات الدخول الأخرى.`,
          'إن لم تكن أنت من غيّره، فتواصل معنا فورًا من الرابط أدناه.',
        ]
      : [
          `The e-mail address of your Fellah account is now ${input.newEmail}, and your other sign-ins were ended.`,
          'If you did not make this change, contact us at once with the link below.',
        ],
    action: { label: ar ? 'تواصل معنا' : 'Contact us', link: input.supportLink },
  });
}
