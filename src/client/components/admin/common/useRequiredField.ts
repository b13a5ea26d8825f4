import { type ChangeEvent, useState } from 'react';

/**
 * A required text field of a form in a modal (a reason, a tracking number): its props, the message under it when it is
 * sent empty (cleared as soon as it is typed in), and `take` for the submit.
 */
export function useRequiredField(requiredMessage: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    fieldProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(event.currentTarget.value);
        setError(null);
      },
      error,
    },
    /** The trimmed text, or null (and the message shown) when there is none. */
    take: (): string | null => {
      const text = value.trim();
      if (!text) setError(requiredMessage);
      return text || null;
    },
  };
}
