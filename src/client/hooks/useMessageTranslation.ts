import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsEn } from '../i18n/accounts/en';

/** Sections of the catalogue whose texts can arrive as English words (from zod, the server or another page). */
const MESSAGE_SECTIONS = ['messages', 'guard'] as const;

/** English text → catalogue key, built once from the English catalogue itself. */
const KEY_BY_TEXT = new Map<string, string>();
for (const section of MESSAGE_SECTIONS) {
  for (const [key, text] of Object.entries(accountsEn[section])) {
    if (!/_(zero|one|two|few|many|other)$/.test(key)) KEY_BY_TEXT.set(text, `${section}.${key}`);
  }
}

/** Messages with a value inside (a count, an address): the pattern, the key, and the values it fills in. */
const MESSAGES_WITH_VALUES: readonly { pattern: RegExp; key: string; values: (match: RegExpExecArray) => Record<string, unknown> }[] = [
  {
    pattern: /^Too many failed sign-in attempts\. Please try again in (\d+) minutes?\.$/,
    key: 'messages.tooManyAttempts',
    values: (match) => ({ count: Number(match[1]) }),
  },
  {
    pattern: /^Too many wrong two-factor codes\. Please try again in (\d+) minutes?\.$/,
    key: 'messages.tooManyCodes',
    values: (match) => ({ count: Number(match[1]) }),
  },
  {
    pattern: /^Too many wrong passwords\. Please try again in (\d+) minutes?\.$/,
    key: 'messages.tooManyPasswords',
    values: (match) => ({ count: Number(match[1]) }),
  },
  {
    pattern: /^Too many verification e-mails were asked for\. Please try again in (\d+) minutes?\.$/,
    key: 'messages.tooManyVerificationMails',
    values: (match) => ({ count: Number(match[1]) }),
  },
  {
    pattern: /^Check your new address: we sent a link to (.+)\. Your e-mail address changes when you open it\.$/,
    key: 'messages.emailChangeRequested',
    values: (match) => ({ email: `\u2068${match[1]}\u2069` }),
  },
  {
    pattern: /^Your e-mail address is now (.+)\.$/,
    key: 'messages.emailChanged',
    values: (match) => ({ email: `\u2068${match[1]}\u2069` }),
  },
  {
    pattern: /^A verification link has been sent to (.+)\.$/,
    key: 'messages.verificationSent',
    // First-strong isolates keep a left-to-right address whole inside Arabic text.
    values: (match) => ({ email: `\u2068${match[1]}\u2069` }),
  },
];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Shows a message that arrives in English (a validation message of a shared schema, a server answer, a message
 * passed from another page) in the current language; a message the catalogue does not know is shown as it is.
 */
export function useMessageTranslation(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const translate = t as unknown as Translate;
      const key = KEY_BY_TEXT.get(message);
      if (key) return translate(key);
      for (const { pattern, key: patternKey, values } of MESSAGES_WITH_VALUES) {
        const match = pattern.exec(message);
        if (match) return translate(patternKey, values(match));
      }
      return message;
    },
    [t],
  );
}
