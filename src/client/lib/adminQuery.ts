import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/** A list screen's filters as text ('' = not set), read from and written to the address. */
export type UrlFilters<K extends string> = Record<K, string>;

/** Change some filters; any change but the page itself goes back to page 1. */
export type SetUrlFilters<K extends string> = (patch: Partial<UrlFilters<K>>) => void;

/** One filter's value and change, for a field that sets it (`<FilterSelect {...filterOf('role')} … />`). */
export type FilterBinding<K extends string> = (key: K) => { value: string; onChange: (value: string) => void };

/**
 * The filters of an admin list live in the address (`/admin/orders?status=shipped&page=2`), so a reload, a shared link
 * or Back shows the same list. `page` is a whole number from 1 (anything else reads as 1).
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [UrlFilters<K> & { page: number }, SetUrlFilters<K | 'page'>, FilterBinding<K>] {
  const [params, setParams] = useSearchParams();
  const serialised = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters change only when the address does
  const values = useMemo(() => {
    const read = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as UrlFilters<K>;
    const page = Number(params.get('page'));
    return { ...read, page: Number.isInteger(page) && page >= 1 ? page : 1 };
  }, [serialised, keys.join('|')]);

  const set = useCallback<SetUrlFilters<K | 'page'>>(
    (patch) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
          if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  const filterOf: FilterBinding<K> = (key) => ({
    value: values[key],
    onChange: (value) => set({ [key]: value } as Partial<UrlFilters<K | 'page'>>),
  });
  return [values, set, filterOf];
}

/** `{key: value}` without the keys whose value is '' (what the list calls take as "not given"). */
export function given<T extends Record<string, string>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<T>;
}
