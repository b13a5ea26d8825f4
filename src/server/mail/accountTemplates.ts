import type { MailContent } from './templates';

/*
 * The security e-mails of accounts (a paused sign-in, an e-mail change), in the account's language: English, or
 * Arabic laid out right to left.
 */

type Language = 'en' | 'ar';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text and HTML of one message: greeting, paragraphs, an optional button with its link, the signature (also the price alerts' e-mail). */
export function compose(language: Language, subject: string, greeting: string, paragraphs: string[], action?: { label: string; link: string }): MailContent {
  const ar = language === 'ar';
  const dir = ar ? 'rtl' : 'ltr';
  const signature = ar ? '— فلاح' : '— Fellah';
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="background:#2f7d32;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:.85rem;color:#5b6b5b" dir="ltr">${escapeHtml(action.link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body dir="${dir}" style="font-family:system-ui,sans-serif;color:#1b2e1b;max-width:32rem">
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<p>${escapeHtml(signature)}</p></body></html>`;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.link}`, ''] : []), signature].join('\n');
  return { subject, text, html };
}

/** An address in Arabic text, kept whole and left to right (first-strong isolate). */
const isolate = (s: string) => `\u2068${s}\u2069`;

/** What a lock can follow: wrong passwords at sign-in, wrong two-factor codes, wrong passwords to confirm a change, mails. */
type LockAction = 'login' | 'two_factor' | 'password_confirm' | 'verification_mail';

/** What the guesses were, in each language (a verification mail's lock is told as a sign-in's). */
const LOCK_CAUSES: Record<Language, { two_factor: string; password_confirm: string; sign_in: string }> = {
  ar: {
    two_factor: 'أُدخلت رموز تحقق بخطوتين خاطئة عدة مرات لحسابك في فلاح، أي أن أحدًا يعرف كلمة مرورك على الأرجح.',
    password_confirm: 'أُدخلت كلمة مرور خاطئة عدة مرات لتأكيد تغيير في حسابك في فلاح.',
    sign_in: 'جرت محاولات دخول كثيرة بكلمة مرور خاطئة إلى حسابك في فلاح.',
  },
  en: {
    two_factor: 'Several wrong two-factor codes were entered for your Fellah account: someone probably knows your password.',
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
  const { minutes } = input;
  const what = lockCause(input.language, input.action);
  if (input.language === 'ar') {
    return compose(
      'ar',
      'أوقفنا محاولات الدخول إلى حسابك في فلاح مؤقتًا',
      `مرحبًا ${input.firstName}،`,
      [
        what,
        `لحمايتك أوقفنا المحاولات الجديدة من أماكن لم تدخل منها من قبل لمدة أقصاها ${minutes} دقيقة. ما زال بإمكانك الدخول من أجهزتك وشبكاتك المعتادة.`,
        'إن لم تكن أنت من حاول، فغيّر كلمة المرور الآن من الرابط أدناه. وإن كنت أنت، فانتظر قليلًا ثم حاول مجددًا.',
      ],
      { label: 'إعادة تعيين كلمة المرور', link: input.resetLink },
    );
  }
  return compose(
    'en',
    'We paused sign-in attempts to your Fellah account',
    `Hello ${input.firstName},`,
    [
      what,
      `For your safety, new attempts from places you have not signed in from are paused for up to ${minutes} minutes. You can still sign in from your usual devices and networks.`,
      'If this was not you, change your password now with the link below. If it was you, wait a little and try again.',
    ],
    { label: 'Reset password', link: input.resetLink },
  );
}

/** To the NEW address: open the link to make it the account's e-mail. */
export function emailChangeMail(input: { language: Language; firstName: string; newEmail: string; link: string; hours: number }): MailContent {
  if (input.language === 'ar') {
    return compose(
      'ar',
      'أكّد بريدك الإلكتروني الجديد في فلاح',
      `مرحبًا ${input.firstName}،`,
      [
        `طُلب جعل ${isolate(input.newEmail)} البريد الإلكتروني لحسابك في فلاح. افتح الرابط أدناه لإتمام التغيير.`,
        `يعمل الرابط مرة واحدة خلال ${input.hours} ساعة. إن لم تطلب هذا، فتجاهل الرسالة ولن يتغير شيء.`,
      ],
      { label: 'تأكيد البريد الجديد', link: input.link },
    );
  }
  return compose(
    'en',
    'Confirm your new e-mail address for Fellah',
    `Hello ${input.firstName},`,
    [
      `You asked to make ${input.newEmail} the e-mail address of your Fellah account. Open the link below to finish the change.`,
      `The link works once, within ${input.hours} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
    ],
    { label: 'Confirm new e-mail', link: input.link },
  );
}

/** To the OLD address, once the change took effect: where the account's mail now goes, and what to do if it was not them. */
export function emailChangedMail(input: { language: Language; firstName: string; newEmail: string; supportLink: string }): MailContent {
  if (input.language === 'ar') {
    return compose(
      'ar',
      'تغيّر البريد الإلكتروني لحسابك في فلاح',
      `مرحبًا ${input.firstName}،`,
      [
        `أصبح البريد الإلكتروني لحسابك في فلاح الآن ${isolate(input.newEmail)}، وانتهت جلسات الدخول الأخرى.`,
        'إن لم تكن أنت من غيّره، فتواصل معنا فورًا من الرابط أدناه.',
      ],
      { label: 'تواصل معنا', link: input.supportLink },
    );
  }
  return compose(
    'en',
    'The e-mail address of your Fellah account was changed',
    `Hello ${input.firstName},`,
    [
      `The e-mail address of your Fellah account is now ${input.newEmail}, and your other sign-ins were ended.`,
      'If you did not make this change, contact us at once with the link below.',
    ],
    { label: 'Contact us', link: input.supportLink },
  );
}
