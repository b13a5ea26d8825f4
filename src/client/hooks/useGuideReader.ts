import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

const PARAM = 'guide';
const OPENED_HERE = 'guideReaderOpened';

/**
 * Which guide the reader shows, kept in the URL (?guide=slug): a link opens the guide, and a phone's Back button
 * closes the reader instead of leaving the crop. Closing a reader opened on this page goes back in history, so the
 * history does not fill up with open-close steps.
 */
export function useGuideReader() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const open = useMemo(() => new URLSearchParams(search).get(PARAM), [search]);

  const show = useCallback(
    (slug: string) =>
      navigate(`${location}?${new URLSearchParams({ [PARAM]: slug }).toString()}`, { state: { [OPENED_HERE]: true } }),
    [location, navigate],
  );
  const close = useCallback(() => {
    const state = window.history.state as Record<string, unknown> | null;
    if (state?.[OPENED_HERE]) window.history.back();
    else navigate(location, { replace: true });
  }, [location, navigate]);

  return { open, show, close };
}
