import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type RouterOutputs, trpc } from '../lib/trpc';

export type CropComment = RouterOutputs['comments']['list']['items'][number];

/** Comments per page under a crop: short enough for a phone on a weak network. */
export const COMMENTS_PER_PAGE = 10;

/** One page of the approved comments on a crop, newest first; the page on screen stays while the next loads. */
export function useCropComments(cropId: string, page: number) {
  return trpc.comments.list.useQuery({ type: 'crop', id: cropId, page, limit: COMMENTS_PER_PAGE }, { placeholderData: keepPreviousData });
}

/** Write, change and delete one's own comments; the list is read again after each. */
export function useCommentActions() {
  const utils = trpc.useUtils();
  const refresh = useCallback(() => utils.comments.list.invalidate(), [utils]);
  const add = trpc.comments.create.useMutation({ onSuccess: refresh });
  const update = trpc.comments.update.useMutation({ onSuccess: refresh });
  const remove = trpc.comments.delete.useMutation({ onSuccess: refresh });
  return { add, update, remove };
}
