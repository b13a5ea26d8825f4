import { Anchor, Avatar, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type CropComment, useCommentActions, useCropComments, useOwnHeldComments } from '../../../hooks/useCropComments';
import { useCropMessage } from '../../../hooks/useCropMessage';
import { useLanguage } from '../../../hooks/useLanguage';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazyNamed';
import { ListState } from '../../ListState/ListState';
import { PageNavigation } from '../../PageNavigation/PageNavigation';

/**
 * The form (and the validation library it checks with) is its own chunk: only a signed-in grower who writes needs it,
 * so a visitor reading on a weak network does not download it.
 */
const CommentForm = lazyNamed(() => import('../CommentForm/CommentForm'), 'CommentForm');

interface CropCommentsProps {
  cropId: string;
  cropName: string;
  /** The crop page's own path, to come back to after signing in. */
  returnPath: string;
}

interface CommentItemProps {
  comment: CropComment;
  mine: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The grower's held comments first, then the page (without any of them approved in between: one row per comment). */
function withHeld(shown: readonly CropComment[] | undefined, held: readonly CropComment[] | undefined): readonly CropComment[] | undefined {
  if (!shown || !held || held.length === 0) return shown;
  const heldIds = new Set(held.map((comment) => comment.id));
  return [...held, ...shown.filter((comment) => !heldIds.has(comment.id))];
}

/** A comment counts as edited when it was changed more than a minute after it was written. */
const wasEdited = (comment: CropComment) => new Date(comment.updated_at).getTime() - new Date(comment.created_at).getTime() > 60_000;

function CommentItem({ comment, mine, onEdit, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pending = comment.status === 'pending';
  const held = comment.status !== 'approved';
  return (
    <Paper withBorder radius="md" p="md" data-testid="comment-item" data-mine={mine || undefined} data-status={comment.status}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={comment.author_avatar_url} alt="" radius="xl" size="md" color="leaf">
          {comment.author_name.charAt(0)}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{comment.author_name}</Text>
            {mine && (
              <Badge size="sm" variant="light">
                {t('crop.comments.yours')}
              </Badge>
            )}
            {held && (
              <Badge size="sm" variant="light" color={pending ? 'yellow' : 'red'} data-testid="comment-moderation">
                {pending ? t('crop.comments.pending') : t('crop.comments.rejected')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.created_at, language)}
            {wasEdited(comment) && ` · ${t('crop.comments.edited')}`}
          </Text>
          <Text mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto" data-testid="comment-body-text">
            {comment.body}
          </Text>
          {held && (
            <Text mt="xs" size="sm" c="dimmed" data-testid="comment-moderation-hint">
              {pending ? t('crop.comments.pendingHint') : t('crop.comments.rejectedHint')}
            </Text>
          )}
          {mine && (
            <Group gap="xs" mt="sm">
              <Button size="compact-sm" variant="light" onClick={onEdit} data-testid="comment-edit">
                {t('crop.comments.edit')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete} data-testid="comment-delete">
                {t('crop.comments.delete')}
              </Button>
            </Group>
          )}
        </div>
      </Group>
    </Paper>
  );
}

/**
 * The comments on a crop, newest first, a page at a time. A signed-in grower writes one and edits or deletes their
 * own; a visitor is offered the way to log in and come back here. The list is the same for everyone (a public read,
 * kept for offline reading); the grower's own comments that moderation holds come from `comments.mine` and are shown
 * above it on the first page, marked, so a comment does not vanish once posted.
 */
export function CropComments({ cropId, cropName, returnPath }: CropCommentsProps) {
  const { t } = useTranslation();
  const translate = useCropMessage();
  const { status, user } = useAuth();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const comments = useCropComments(cropId, page);
  const held = useOwnHeldComments(cropId, status === 'signedIn');
  const { add, update, remove } = useCommentActions();
  const pagination = comments.data?.pagination;
  const items = withHeld(comments.data?.items, page === 1 ? held.data : undefined);

  function confirmDelete(comment: CropComment) {
    modals.openConfirmModal({
      title: t('crop.comments.deleteTitle'),
      children: <Text size="sm">{t('crop.comments.deleteConfirm', { crop: cropName })}</Text>,
      labels: { confirm: t('crop.comments.delete'), cancel: t('crop.comments.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: comment.id });
          setEditing(null);
          notifications.show({ message: t('crop.comments.deleted'), color: 'leaf' });
        } catch (error) {
          const message = serverMessage(error);
          notifications.show({ message: message ? translate(message) : t('crop.comments.deleteFailed'), color: 'red' });
        }
      },
    });
  }

  return (
    <Stack gap="md" data-testid="crop-comments">
      {status === 'signedOut' && (
        <Anchor component={Link} href={`/login?from=${encodeURIComponent(returnPath)}`} fw={600} data-testid="comment-login">
          {t('crop.comments.logIn')}
        </Anchor>
      )}
      {status === 'signedIn' && (
        <Suspense fallback={<Loader size="sm" />}>
          <CommentForm
            mode="write"
            onSubmit={async (body) => {
              const answer = await add.mutateAsync({ type: 'crop', id: cropId, body });
              setPage(1);
              notifications.show({ message: translate(answer.message), color: 'leaf' });
            }}
          />
        </Suspense>
      )}
      <ListState
        status={comments.status}
        items={items}
        onRetry={() => void comments.refetch()}
        loadingText={t('crop.comments.loading')}
        errorText={t('crop.comments.error')}
        retryLabel={t('crop.comments.retry')}
        emptyTitle={t('crop.comments.empty')}
        emptyHint={t('crop.comments.emptyHint')}
        testId="comment-list"
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((comment) =>
              editing === comment.id ? (
                <Suspense key={comment.id} fallback={<Loader size="sm" />}>
                  <CommentForm
                    mode="edit"
                    initial={comment.body}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (body) => {
                      const answer = await update.mutateAsync({ id: comment.id, body });
                      setEditing(null);
                      notifications.show({ message: translate(answer.message), color: 'leaf' });
                    }}
                  />
                </Suspense>
              ) : (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  mine={comment.user_id === user?.id}
                  onEdit={() => setEditing(comment.id)}
                  onDelete={() => confirmDelete(comment)}
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
          disabled={comments.isPlaceholderData}
          labels={{
            navigation: t('crop.comments.title'),
            previous: t('crops.pagination.previous'),
            next: t('crops.pagination.next'),
            page: (n) => t('crops.pagination.page', { page: n }),
          }}
        />
      )}
    </Stack>
  );
}
