import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/** English text → catalogue key, per loaded English section (built once, when the texts have arrived). */
const keysBySection = new WeakMap<object, Map<string, string>>();

/**
 * The key of an English message, from the English learning texts i18next holds once `loadLearningTexts()` has added
 * them (read from there rather than imported, so the newsletter boxes of the shop and the Projects page do not carry
 * the catalogue in their own code).
 */
function keyOf(i18n: I18n, message: string): string | undefined {
  const section = i18n.getResource('en', 'translation', 'learningMessages') as Record<string, string> | undefined;
  if (!section || typeof section !== 'object') return undefined;
  let keys = keysBySection.get(section);
  if (!keys) {
    keys = new Map(
      Object.entries(section)
        .filter(([key]) => !PLURAL_KEY.test(key))
        .map(([key, text]) => [text, `learningMessages.${key}`]),
    );
    keysBySection.set(section, keys);
  }
  return keys.get(message);
}

/** First-strong isolates keep a left-to-right value (an address) whole inside Arabic text. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** Messages with a value inside (a count, an address): the pattern, the key, and the values it fills in. */
const MESSAGES_WITH_VALUES: readonly { pattern: RegExp; key: string; values: (match: RegExpExecArray) => Record<string, unknown> }[] = [
  {
    pattern: /^You have sent (\d+) messages in the last hour\. Please try again in (\d+) minutes?\.$/,
    key: 'learningMessages.contactLimit',
    values: (match) => ({ limit: Number(match[1]), count: Number(match[2]) }),
  },
  {
    pattern: /^Too many requests\. Please wait (\d+) seconds and try again\.$/,
    key: 'learningMessages.tooManyRequests',
    values: (match) => ({ seconds: Number(match[1]) }),
  },
  {
    pattern: /^Preferences saved\. Please open the link we sent to (.+) to confirm your subscription\.$/,
    key: 'learningMessages.preferencesPending',
    values: (match) => ({ email: isolate(match[1]!) }),
  },
];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Shows a message of the quizzes, newsletter, contact form or support that arrives in English (a shared schema's
 * validation, the server's answer such as the contact form's hourly limit) in the reader's language; one the
 * catalogue does not know (or any, before the learning texts are loaded) is shown as it is.
 */
export function useLearningMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      const translate = t as unknown as Translate;
      if (!i18n.getResource('en', 'translation', 'learningMessages')) return message;
      const key = keyOf(i18n, message);
      if (key) return translate(key);
      for (const { pattern, key: patternKey, values } of MESSAGES_WITH_VALUES) {
        const match = pattern.exec(message);
        if (match) return translate(patternKey, values(match));
      }
      return message;
    },
    [t, i18n],
  );
}
