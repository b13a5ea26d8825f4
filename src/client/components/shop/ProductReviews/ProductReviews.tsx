import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { useProductReviews, useReviewActions } from '../../../hooks/useProduct';
import { useShopMessage } from '../../../hooks/useShopMessage';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazyNamed';
import type { ProductReview } from '../../../lib/productDisplay';
import { ListState } from '../../ListState/ListState';
import { PageNavigation } from '../../PageNavigation/PageNavigation';
import { StarRating } from '../StarRating/StarRating';

/**
 * The review form, with the shared schema (and zod) behind it, is its own chunk: it loads only for a signed-in
 * grower, so a reader on a weak network never downloads the validation library.
 */
const ReviewForm = lazyNamed(() => import('../ReviewForm/ReviewForm'), 'ReviewForm');

function FormLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

interface ProductReviewsProps {
  productId: string;
  productName: string;
  /** The product page's own path, to come back to after signing in. */
  returnPath: string;
}

interface ReviewItemProps {
  review: ProductReview;
  mine: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The mark of the author's own review that others do not see: waiting for a moderator, or not approved by one. Only
 * its author is ever sent such a review.
 */
function ModerationMark({ status }: { status: ProductReview['status'] }) {
  const { t } = useTranslation();
  if (status === 'approved') return null;
  const pending = status === 'pending';
  return (
    <Badge size="sm" variant="light" color={pending ? 'yellow' : 'red'} data-testid="review-moderation">
      {pending ? t('product.reviews.pending') : t('product.reviews.rejected')}
    </Badge>
  );
}

function ReviewItem({ review, mine, onEdit, onDelete }: ReviewItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const held = review.status !== 'approved';
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-item" data-mine={mine || undefined} data-status={review.status}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Group gap="xs">
            <Text fw={700}>{review.author_name}</Text>
            {mine && (
              <Badge size="sm" variant="light">
                {t('product.reviews.yours')}
              </Badge>
            )}
            {review.verified_purchase && (
              <Badge size="sm" color="leaf" variant="outline">
                {t('product.reviews.verified')}
              </Badge>
            )}
            <ModerationMark status={review.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(review.created_at, language)}
          </Text>
        </div>
        <StarRating rating={review.rating} size="xs" />
      </Group>
      {review.body && (
        <Text mt="xs" style={{ whiteSpace: 'pre-line' }} dir="auto">
          {review.body}
        </Text>
      )}
      {held && (
        <Text mt="xs" size="sm" c="dimmed" data-testid="review-moderation-hint">
          {review.status === 'pending' ? t('product.reviews.pendingHint') : t('product.reviews.rejectedHint')}
        </Text>
      )}
      {mine && (
        <Group gap="xs" mt="sm">
          <Button size="compact-sm" variant="light" onClick={onEdit} data-testid="review-edit">
            {t('product.reviews.edit')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete} data-testid="review-delete">
            {t('product.reviews.delete')}
          </Button>
        </Group>
      )}
    </Paper>
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
  const translate = useShopMessage();
  const { status, user } = useAuth();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const reviews = useProductReviews(productId, page);
  const { add, update, remove } = useReviewActions();
  const items = reviews.data?.items;
  const pagination = reviews.data?.pagination;
  const mine = reviews.data?.mine ?? null;

  function confirmDelete(review: ProductReview) {
    modals.openConfirmModal({
      title: t('product.reviews.deleteTitle'),
      children: <Text size="sm">{t('product.reviews.deleteConfirm', { product: productName })}</Text>,
      labels: { confirm: t('product.reviews.delete'), cancel: t('product.reviews.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: review.id });
          setEditing(null);
          notifications.show({ message: t('product.reviews.deleted'), color: 'leaf' });
        } catch (error) {
          const message = serverMessage(error);
          notifications.show({ message: message ? translate(message) : t('product.reviews.deleteFailed'), color: 'red' });
        }
      },
    });
  }

  return (
    <section aria-labelledby="reviews-title" data-testid="product-reviews">
      <Title order={2} fz="xl" mb="md" id="reviews-title">
        {t('product.reviews.title')}
      </Title>
      <Stack gap="md">
        {status === 'signedOut' && (
          <Anchor component={Link} href={`/login?from=${encodeURIComponent(returnPath)}`} fw={600} data-testid="review-login">
            {t('product.reviews.logInToReview')}
          </Anchor>
        )}
        {status === 'signedIn' && !mine && (
          <FormLoading>
            <ReviewForm
              mode="write"
              onSubmit={async (values) => {
                const answer = await add.mutateAsync({ id: productId, rating: values.rating, body: values.body });
                setPage(1);
                const held = answer.review.status === 'pending';
                notifications.show({ message: held ? t('product.reviews.postedPending') : t('product.reviews.posted'), color: 'leaf' });
              }}
            />
          </FormLoading>
        )}
        <ListState
          status={reviews.status}
          items={items}
          onRetry={() => void reviews.refetch()}
          loadingText={t('product.reviews.loading')}
          errorText={t('product.reviews.error')}
          retryLabel={t('product.reviews.retry')}
          emptyTitle={t('product.reviews.empty')}
          emptyHint={t('product.reviews.emptyHint')}
          testId="review-list"
        >
          {(loaded) => (
            <Stack gap="sm">
              {loaded.map((review) =>
                editing === review.id ? (
                  <FormLoading key={review.id}>
                    <ReviewForm
                      mode="edit"
                      initial={{ rating: review.rating, body: review.body ?? '' }}
                      onCancel={() => setEditing(null)}
                      onSubmit={async (values) => {
                        const answer = await update.mutateAsync({ id: review.id, rating: values.rating, body: values.body });
                        setEditing(null);
                        const held = answer.review.status === 'pending';
                        notifications.show({ message: held ? t('product.reviews.updatedPending') : t('product.reviews.updated'), color: 'leaf' });
                      }}
                    />
                  </FormLoading>
                ) : (
                  <ReviewItem
                    key={review.id}
                    review={review}
                    mine={review.user_id === user?.id}
                    onEdit={() => setEditing(review.id)}
                    onDelete={() => confirmDelete(review)}
                  />
                ),
              )}
            </Stack>
          )}
        </ListState>
        {pagination && (
          <PageNavigation
            page={pagination.page}
            totalPages={pagination.totalPages}
            onChange={setPage}
            disabled={reviews.isPlaceholderData}
            labels={{
              navigation: t('product.reviews.title'),
              previous: t('shop.pagination.previous'),
              next: t('shop.pagination.next'),
              page: (n) => t('shop.pagination.page', { page: n }),
            }}
          />
        )}
      </Stack>
    </section>
  );
}
