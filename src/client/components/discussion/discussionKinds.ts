/**
 * The site's two discussions, by the word their test ids start with (`comment-item`, `review-form-write`, ...): the
 * comments under a crop and the reviews of a product. Each names where its texts are (both have the same keys under
 * `texts`), its page buttons' texts and its 'Log in to ...' link.
 */
export const DISCUSSIONS = {
  comment: { texts: 'crop.comments', pages: 'crops.pagination', logIn: 'crop.comments.logIn' },
  review: { texts: 'product.reviews', pages: 'shop.pagination', logIn: 'product.reviews.logInToReview' },
} as const;

export type DiscussionKind = keyof typeof DISCUSSIONS;

/** Where moderation has a comment or review: only its author is ever sent one that is not approved. */
export type ModerationStatus = 'approved' | 'pending' | 'rejected';
