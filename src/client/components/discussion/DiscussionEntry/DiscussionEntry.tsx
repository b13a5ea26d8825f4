import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { isolated, keptTogether } from '../../../../shared/readingOrder';
import { formatDateTime } from '../../../lib/format';
import { DISCUSSIONS, type DiscussionKind, type ModerationStatus } from '../discussionKinds';

/** What the list tells each entry: whether the reader wrote it, and what its Edit and Delete do. */
export interface EntryControls {
  mine: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

interface DiscussionEntryProps {
  kind: DiscussionKind;
  mine: boolean;
  status: ModerationStatus;
  children: ReactNode;
}

/** The card of one comment or review, marked with whether it is the reader's own and where moderation has it. */
export function DiscussionEntry({ kind, mine, status, children }: DiscussionEntryProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={`${kind}-item`}
      data-mine={mine || undefined}
      data-status={status}
    >
      {children}
    </Paper>
  );
}

interface EntryHeaderProps {
  kind: DiscussionKind;
  name: string;
  mine: boolean;
  status: ModerationStatus;
  createdAt: Date | string;
  /** Words after the date (a comment's ' · edited'). */
  dateNote?: ReactNode;
  /** Badges of this kind of entry, between 'Your ...' and the moderation mark (a review's 'Verified purchase'). */
  children?: ReactNode;
}

/** The author's name, 'Your comment' / 'Your review' on the reader's own and the moderation mark; under them, the date. */
export function EntryHeader({ kind, name, mine, status, createdAt, dateNote, children }: EntryHeaderProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <Group gap="xs">
        <Text fw={700}>{isolated(name)}</Text>
        {mine && (
          <Badge size="sm" variant="light">
            {t(`${DISCUSSIONS[kind].texts}.yours`)}
          </Badge>
        )}
        {children}
        <ModerationMark kind={kind} status={status} />
      </Group>
      <Text size="xs" c="dimmed">
        {isolated(keptTogether(formatDateTime(createdAt, language)))}
        {dateNote}
      </Text>
    </>
  );
}

/**
 * The mark of the author's own entry that others do not see: waiting for a moderator, or not approved by one. Only
 * its author is ever sent such an entry.
 */
function ModerationMark({ kind, status }: { kind: DiscussionKind; status: ModerationStatus }) {
  const { t } = useTranslation();
  if (status === 'approved') return null;
  const { texts } = DISCUSSIONS[kind];
  const pending = status === 'pending';
  return (
    <Badge size="sm" variant="light" color={pending ? 'yellow' : 'red'} data-testid={`${kind}-moderation`}>
      {pending ? t(`${texts}.pending`) : t(`${texts}.rejected`)}
    </Badge>
  );
}

interface EntryFooterProps extends EntryControls {
  kind: DiscussionKind;
  status: ModerationStatus;
}

/** Under the entry's text: why only its author sees it while moderation holds it, and the author's Edit and Delete. */
export function EntryFooter({ kind, status, mine, onEdit, onDelete }: EntryFooterProps) {
  const { t } = useTranslation();
  const { texts } = DISCUSSIONS[kind];
  return (
    <>
      {status !== 'approved' && (
        <Text mt="xs" size="sm" c="dimmed" data-testid={`${kind}-moderation-hint`}>
          {status === 'pending' ? t(`${texts}.pendingHint`) : t(`${texts}.rejectedHint`)}
        </Text>
      )}
      {mine && (
        <Group gap="xs" mt="sm">
          <Button size="compact-sm" variant="light" onClick={onEdit} data-testid={`${kind}-edit`}>
            {t(`${texts}.edit`)}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete} data-testid={`${kind}-delete`}>
            {t(`${texts}.delete`)}
          </Button>
        </Group>
      )}
    </>
  );
}
