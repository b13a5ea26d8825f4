import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_ACTION, PRIMARY_HEIGHT } from './primaryAction';

export interface ConfirmPrompt {
  title: string;
  body: string;
  confirmLabel: string;
  /** The confirm button's colour (the theme's own when not given). */
  color?: string;
  /** The confirm button's test id. */
  confirmTestId?: string;
  onConfirm: () => void;
}

/** Ask before an action, in a modal with the action's button and Back. */
export function useConfirmModal() {
  const { t } = useTranslation();
  return ({ title, body, confirmLabel, color, confirmTestId, onConfirm }: ConfirmPrompt) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: confirmLabel, cancel: t('admin.common.back') },
      confirmProps: { color, 'data-testid': confirmTestId, ...PRIMARY_ACTION } as never,
      cancelProps: { h: PRIMARY_HEIGHT },
      closeButtonProps: { size: 'xl' },
      onConfirm,
    });
}

interface ConfirmButtonProps {
  prompt: ConfirmPrompt;
  children: ReactNode;
  color?: string;
  variant?: string;
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
  /** The button's name for screen readers when its text alone does not say what it acts on (a row's Delete). */
  ariaLabel?: string;
  size?: string;
}

/** A button whose action runs once confirmed. */
export function ConfirmButton({
  prompt,
  children,
  color,
  variant,
  disabled,
  loading,
  testId,
  ariaLabel,
  size,
}: ConfirmButtonProps) {
  const confirm = useConfirmModal();
  return (
    <Button
      color={color}
      variant={variant}
      size={size}
      disabled={disabled}
      loading={loading}
      aria-label={ariaLabel}
      data-testid={testId}
      onClick={() => confirm(prompt)}
    >
      {children}
    </Button>
  );
}
