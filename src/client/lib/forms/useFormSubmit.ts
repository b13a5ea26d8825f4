import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { serverMessage } from '../errors';

/**
 * A form's error line: `attempt(action)` clears it, runs the action, and on a failure shows the server's message in
 * the current language, else the text of `fallbackKey`.
 */
export function useFormError(fallbackKey: ParseKeys) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const [error, setError] = useState<string | null>(null);

  const attempt = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? translate(message) : t(fallbackKey));
    }
  };

  return { error, setError, attempt };
}

/** useFormError for a form that is not a mutation of its own: `submitting` while `run(action)` is under way. */
export function useFormSubmit(fallbackKey: ParseKeys) {
  const { error, setError, attempt } = useFormError(fallbackKey);
  const [submitting, setSubmitting] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setSubmitting(true);
    try {
      await attempt(action);
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, error, setError, run };
}
