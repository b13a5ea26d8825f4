import { Avatar, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CropComment,
  useCommentActions,
  useCropComments,
  useOwnHeldComments,
} from '../../../hooks/useCropComments';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useAuth } from '../../../lib/auth';
import { lazyNamed } from '../../../lib/lazyNamed';
import {
  DiscussionEntry,
  type EntryControls,
  EntryFooter,
  EntryHeader,
} from '../../discussion/DiscussionEntry/DiscussionEntry';
import { DiscussionThread } from '../../discussion/DiscussionThread/DiscussionThread';

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

interface CommentItemProps extends EntryControls {
  comment: CropComment;
}

/** The grower's held comments first, then the page (without any of them approved in between: one row per comment). */
function withHeld(
  shown: readonly CropComment[] | undefined,
  held: readonly CropComment[] | undefined,
): readonly CropComment[] | undefined {
  if (!shown || !held || held.length === 0) return shown;
  const heldIds = new Set(held.map((comment) => comment.id));
  return [...held, ...shown.filter((comment) => !heldIds.has(comment.id))];
}

/** A comment counts as edited when it was changed more than a minute after it was written. */
const wasEdited = (comment: CropComment) =>
  new Date(comment.updated_at).getTime() - new Date(comment.created_at).getTime() > 60_000;

function CommentItem({ comment, mine, onEdit, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  return (
    <DiscussionEntry kind="comment" mine={mine} status={comment.status}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={comment.author_avatar_url} alt="" radius="xl" size="md" color="leaf">
          {comment.author_name.charAt(0)}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <EntryHeader
            kind="comment"
            name={comment.author_name}
            mine={mine}
            status={comment.status}
            createdAt={comment.created_at}
            dateNote={wasEdited(comment) && ` · ${t('crop.comments.edited')}`}
          />
          <Text
            mt="xs"
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            dir="auto"
            data-testid="comment-body-text"
          >
            {comment.body}
          </Text>
          <EntryFooter kind="comment" status={comment.status} mine={mine} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </Group>
    </DiscussionEntry>
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
  const translate = useMessageTranslation();
  const { status } = useAuth();
  const [page, setPage] = useState(1);
  const comments = useCropComments(cropId, page);
  const held = useOwnHeldComments(cropId, status === 'signedIn');
  const { add, update, remove } = useCommentActions();

  return (
    <DiscussionThread
      kind="comment"
      returnPath={returnPath}
      status={comments.status}
      entries={withHeld(comments.data?.items, page === 1 ? held.data : undefined)}
      pagination={comments.data?.pagination}
      refreshing={comments.isPlaceholderData}
      onRetry={() => void comments.refetch()}
      onPageChange={setPage}
      writeForm={
        <CommentForm
          mode="write"
          onSubmit={async (body) => {
            const answer = await add.mutateAsync({ type: 'crop', id: cropId, body });
            setPage(1);
            notifications.show({ message: translate(answer.message), color: 'leaf' });
          }}
        />
      }
      editForm={(comment, close) => (
        <CommentForm
          mode="edit"
          initial={comment.body}
          onCancel={close}
          onSubmit={async (body) => {
            const answer = await update.mutateAsync({ id: comment.id, body });
            close();
            notifications.show({ message: translate(answer.message), color: 'leaf' });
          }}
        />
      )}
      deleteQuestion={t('crop.comments.deleteConfirm', { crop: cropName })}
      onDelete={(comment) => remove.mutateAsync({ id: comment.id })}
      translate={translate}
      testId="crop-comments"
    >
      {(comment, controls) => <CommentItem comment={comment} {...controls} />}
    </DiscussionThread>
  );
}
