import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Pagination } from '../../../../shared/pagination';
import { useFullAddress } from '../../../hooks/useAddress';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/errors';
import { loginAddress } from '../../../lib/returnPath';
import { CataloguePager } from '../../CataloguePager/CataloguePager';
import { ListState } from '../../ListState/ListState';
import type { EntryControls } from '../DiscussionEntry/DiscussionEntry';
import { DISCUSSIONS, type DiscussionKind } from '../discussionKinds';

interface ThreadEntry {
  id: string;
  user_id: string;
}

interface DiscussionThreadProps<T extends ThreadEntry> {
  kind: DiscussionKind;
  /** The page's own path, to come back to after signing in. */
  returnPath: string;
  /** The list's query state (react-query's `status`). */
  status: 'pending' | 'error' | 'success';
  entries: readonly T[] | undefined;
  pagination: Pagination | undefined;
  /** Another page is on its way: the list on screen is the previous one. */
  refreshing: boolean;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** Whether a signed-in reader is offered `writeForm` (not once they have written their one review). */
  canWrite?: boolean;
  /** The form a signed-in reader writes a new entry with (a lazy component). */
  writeForm: ReactNode;
  /** The form in place of the reader's own entry while they edit it (a lazy component); `close` puts the entry back. */
  editForm: (entry: T, close: () => void) => ReactNode;
  /** The question the delete dialog asks ('Delete your comment on Potato? ...'). */
  deleteQuestion: string;
  /** Deletes the reader's own entry; a refusal is shown through `translate`. */
  onDelete: (entry: T) => Promise<unknown>;
  /** The server's English messages in the reader's language. */
  translate: (message: string) => string;
  /** The loader shown while a form's code arrives stands centred in a padded row, rather than at the start. */
  centeredFormLoader?: boolean;
  testId?: string;
  /** One entry of the list. */
  children: (entry: T, controls: EntryControls) => ReactNode;
}

/** While a form's code arrives (it is its own chunk, with the validation library behind it), a small loader. */
function FormLoading({ centered, children }: { centered: boolean; children: ReactNode }) {
  const loader = <Loader size="sm" />;
  return <Suspense fallback={centered ? <Center py="md">{loader}</Center> : loader}>{children}</Suspense>;
}

/**
 * A discussion under a crop or a product, a page at a time: a visitor is offered the way to log in and come back, a
 * signed-in reader the form to write; the list in its four states, with the reader's own entries editable in place
 * and deletable once they confirm it; the page buttons under it.
 */
export function DiscussionThread<T extends ThreadEntry>({
  kind,
  returnPath,
  status: listStatus,
  entries,
  pagination,
  refreshing,
  onRetry,
  onPageChange,
  canWrite = true,
  writeForm,
  editForm,
  deleteQuestion,
  onDelete,
  translate,
  centeredFormLoader = false,
  testId,
  children,
}: DiscussionThreadProps<T>) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const fullAddress = useFullAddress();
  const [editing, setEditing] = useState<string | null>(null);
  const { texts, pages, logIn } = DISCUSSIONS[kind];
  const stopEditing = () => setEditing(null);

  function confirmDelete(entry: T) {
    modals.openConfirmModal({
      title: t(`${texts}.deleteTitle`),
      children: <Text size="sm">{deleteQuestion}</Text>,
      labels: { confirm: t(`${texts}.delete`), cancel: t(`${texts}.cancel`) },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await onDelete(entry);
          setEditing(null);
          notifications.show({ message: t(`${texts}.deleted`), color: 'leaf' });
        } catch (error) {
          const message = serverMessage(error);
          notifications.show({ message: message ? translate(message) : t(`${texts}.deleteFailed`), color: 'red' });
        }
      },
    });
  }

  return (
    <Stack gap="md" data-testid={testId}>
      {status === 'signedOut' && (
        <Anchor component={Link} href={loginAddress(fullAddress(returnPath))} fw={600} data-testid={`${kind}-login`}>
          {t(logIn)}
        </Anchor>
      )}
      {status === 'signedIn' && canWrite && <FormLoading centered={centeredFormLoader}>{writeForm}</FormLoading>}
      <ListState
        query={{ status: listStatus, refetch: onRetry }}
        items={entries}
        texts={texts}
        emptyHint={t(`${texts}.emptyHint`)}
        testId={`${kind}-list`}
      >
        {(loaded) => (
          <Stack gap="sm">
            {loaded.map((entry) =>
              editing === entry.id ? (
                <FormLoading key={entry.id} centered={centeredFormLoader}>
                  {editForm(entry, stopEditing)}
                </FormLoading>
              ) : (
                <Fragment key={entry.id}>
                  {children(entry, {
                    mine: entry.user_id === user?.id,
                    onEdit: () => setEditing(entry.id),
                    onDelete: () => confirmDelete(entry),
                  })}
                </Fragment>
              ),
            )}
          </Stack>
        )}
      </ListState>
      {pagination && (
        <CataloguePager
          texts={pages}
          label={t(`${texts}.title`)}
          page={pagination.page}
          totalPages={pagination.totalPages}
          onChange={onPageChange}
          disabled={refreshing}
        />
      )}
    </Stack>
  );
}
