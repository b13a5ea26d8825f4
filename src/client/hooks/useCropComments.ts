import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type RouterOutputs, trpc } from '../lib/trpc';

export type CropComment = RouterOutputs['comments']['list']['items'][number];

/** Comments per page under a crop: short enough for a phone on a weak network. */
export const COMMENTS_PER_PAGE = 10;

/** One page of the approved comments on a crop, newest first; the page on screen stays while the next loads. */
export function useCropComments(cropId: string, page: number) {
  return trpc.comments.list.useQuery(
    { type: 'crop', id: cropId, page, limit: COMMENTS_PER_PAGE },
    { placeholderData: keepPreviousData },
  );
}

/**
 * The signed-in grower's own comments on a crop that others do not see — waiting for a moderator, or not approved —
 * newest first. Asked with the token (not a public read), only while signed in.
 */
export function useOwnHeldComments(cropId: string, signedIn: boolean) {
  return trpc.comments.mine.useQuery({ type: 'crop', id: cropId }, { enabled: signedIn });
}

/** Write, change and delete one's own comments; the list and one's held comments are read again after each. */
export function useCommentActions() {
  const utils = trpc.useUtils();
  const refresh = useCallback(
    () => Promise.all([utils.comments.list.invalidate(), utils.comments.mine.invalidate()]),
    [utils],
  );
  const add = trpc.comments.create.useMutation({ onSuccess: refresh });
  const update = trpc.comments.update.useMutation({ onSuccess: refresh });
  const remove = trpc.comments.delete.useMutation({ onSuccess: refresh });
  return { add, update, remove };
}
