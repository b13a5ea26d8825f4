import { Alert, Badge, Group, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { useProductReviews, useReviewActions } from '../../../hooks/useProduct';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useAuth } from '../../../lib/auth';
import { lazyNamed } from '../../../lib/lazyNamed';
import type { ProductReview } from '../../../lib/products';
import {
  DiscussionEntry,
  type EntryControls,
  EntryFooter,
  EntryHeader,
} from '../../discussion/DiscussionEntry/DiscussionEntry';
import { DiscussionThread } from '../../discussion/DiscussionThread/DiscussionThread';
import { StarRating } from '../StarRating/StarRating';

/**
 * The review form, with the shared schema (and zod) behind it, is its own chunk: it loads only for a signed-in
 * grower, so a reader on a weak network never downloads the validation library.
 */
const ReviewForm = lazyNamed(() => import('../ReviewForm/ReviewForm'), 'ReviewForm');

interface ProductReviewsProps {
  productId: string;
  productName: string;
  /** The product page's own path, to come back to after signing in. */
  returnPath: string;
}

interface ReviewItemProps extends EntryControls {
  review: ProductReview;
}

function ReviewItem({ review, mine, onEdit, onDelete }: ReviewItemProps) {
  const { t } = useTranslation();
  const localised = useLocalisedText();
  // The shop's translation, when it keeps one (the demo growers' reviews), in the reader's language.
  const body = localised(review.body, review.body_ar);
  return (
    <DiscussionEntry kind="review" mine={mine} status={review.status}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <EntryHeader
            kind="review"
            name={review.author_name}
            mine={mine}
            status={review.status}
            createdAt={review.created_at}
          >
            {review.verified_purchase && (
              <Badge size="sm" color="leaf" variant="outline">
                {t('product.reviews.verified')}
              </Badge>
            )}
          </EntryHeader>
        </div>
        <StarRating rating={review.rating} size="xs" />
      </Group>
      {body && (
        <Text mt="xs" style={{ whiteSpace: 'pre-line' }} dir="auto">
          {body}
        </Text>
      )}
      <EntryFooter kind="review" status={review.status} mine={mine} onEdit={onEdit} onDelete={onDelete} />
    </DiscussionEntry>
  );
}

/**
 * The product's reviews, newest first, a page at a time; a signed-in user writes one (rating and text), and
 * edits or deletes their own. A visitor is offered the way to log in and come back. While moderation holds the
 * user's review, the server still lists it for them (first, with its status), so it is marked rather than gone, and
 * `mine` (on every page) keeps the form from offering a second review.
 */
export function ProductReviews({ productId, productName, returnPath }: ProductReviewsProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, page);
  const { add, update, remove } = useReviewActions();
  const mine = reviews.data?.mine ?? null;
  // Reviews are written by accounts whose e-mail address is verified: say so instead of a form refused at the end.
  const { user } = useAuth();
  const unverified = user !== null && !user.email_verified;

  return (
    <section aria-labelledby="reviews-title" data-testid="product-reviews">
      <Title order={2} fz="xl" mb="md" id="reviews-title">
        {t('product.reviews.title')}
      </Title>
      <DiscussionThread
        kind="review"
        returnPath={returnPath}
        status={reviews.status}
        entries={reviews.data?.items}
        pagination={reviews.data?.pagination}
        refreshing={reviews.isPlaceholderData}
        onRetry={() => void reviews.refetch()}
        onPageChange={setPage}
        canWrite={!mine}
        writeForm={
          unverified ? (
            <Alert color="wheat" variant="light" data-testid="review-verify-first">
              {t('product.reviews.verifyFirst')}
            </Alert>
          ) : (
            <ReviewForm
              mode="write"
              onSubmit={async (values) => {
                const answer = await add.mutateAsync({ id: productId, rating: values.rating, body: values.body });
                setPage(1);
                const held = answer.review.status === 'pending';
                notifications.show({
                  message: held ? t('product.reviews.postedPending') : t('product.reviews.posted'),
                  color: 'leaf',
                });
              }}
            />
          )
        }
        editForm={(review, close) => (
          <ReviewForm
            mode="edit"
            initial={{ rating: review.rating, body: review.body ?? '' }}
            onCancel={close}
            onSubmit={async (values) => {
              const answer = await update.mutateAsync({ id: review.id, rating: values.rating, body: values.body });
              close();
              const held = answer.review.status === 'pending';
              notifications.show({
                message: held ? t('product.reviews.updatedPending') : t('product.reviews.updated'),
                color: 'leaf',
              });
            }}
          />
        )}
        deleteQuestion={t('product.reviews.deleteConfirm', { product: productName })}
        onDelete={(review) => remove.mutateAsync({ id: review.id })}
        translate={translate}
        centeredFormLoader
      >
        {(review, controls) => <ReviewItem review={review} {...controls} />}
      </DiscussionThread>
    </section>
  );
}
