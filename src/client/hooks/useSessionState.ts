import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

/**
 * useState kept in sessionStorage under `key`, so that what a grower typed survives a trip to the sign-in page and
 * back (or a reload) within the same tab. A stored value that cannot be read falls back to `initial`; `isValid`
 * refuses a stored value of another shape (an older version of the page).
 */
export function useSessionState<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.sessionStorage.getItem(key);
      if (stored === null) return initial;
      const parsed: unknown = JSON.parse(stored);
      return isValid(parsed) ? parsed : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage can be full or unavailable (private mode); the figures then last as long as the page.
    }
  }, [key, value]);
  return [value, setValue];
}

/** A record whose fields are all strings, with at least the keys of `shape` (the calculators' forms). */
export function hasStringFields<T extends Record<string, string>>(shape: T): (value: unknown) => value is T {
  return (value: unknown): value is T =>
    typeof value === 'object' &&
    value !== null &&
    Object.keys(shape).every((k) => typeof (value as Record<string, unknown>)[k] === 'string');
}
