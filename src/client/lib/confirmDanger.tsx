import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface DangerPrompt {
  title: string;
  /** What will be lost, in a sentence. */
  body: string;
  labels: { confirm: string; cancel: string };
  /** The confirm button's test id, where a test presses it. */
  confirmTestId?: string;
  onConfirm: () => void;
}

/** Ask before something cannot be undone (removing a cart line or a favourite, cancelling an order): a red confirm button. */
export function confirmDanger({ title, body, labels, confirmTestId, onConfirm }: DangerPrompt): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{body}</Text>,
    labels,
    confirmProps: (confirmTestId ? { color: 'red', 'data-testid': confirmTestId } : { color: 'red' }) as never,
    onConfirm,
  });
}
