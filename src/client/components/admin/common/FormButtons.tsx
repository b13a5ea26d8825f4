import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_ACTION, PRIMARY_HEIGHT } from './primaryAction';

interface FormButtonsProps {
  onCancel: () => void;
  /** The submit button's label (Confirm, Ship, Restore, ...). */
  children: ReactNode;
  color?: string;
  /** While the form's action runs: Back and the submit button are held. */
  running?: boolean;
  /** The submit button held until the form is filled in. */
  disabled?: boolean;
  testId?: string;
}

/** Back and the submit button at the foot of a form in a modal. */
export function FormButtons({ onCancel, children, color, running, disabled, testId }: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <Button variant="default" onClick={onCancel} disabled={running} h={PRIMARY_HEIGHT}>
        {t('admin.common.back')}
      </Button>
      <Button
        type="submit"
        color={color}
        disabled={disabled}
        loading={running}
        data-testid={testId}
        {...PRIMARY_ACTION}
      >
        {children}
      </Button>
    </Group>
  );
}
