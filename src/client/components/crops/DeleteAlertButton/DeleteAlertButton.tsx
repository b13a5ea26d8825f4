import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../notifications/NotificationIcons/NotificationIcons';

interface DeleteAlertButtonProps {
  /** The alert in words, for the button's accessible name ('Delete the alert: wheat above 20 EGP'). */
  summary: string;
  onDelete: () => void;
  loading?: boolean;
  disabled?: boolean;
  testId: string;
}

/** The bin that deletes a price alert, on the crop's page and in the profile. */
export function DeleteAlertButton({ summary, onDelete, loading, disabled, testId }: DeleteAlertButtonProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      onClick={onDelete}
      loading={loading}
      disabled={disabled}
      aria-label={t('priceAlerts.deleteLabel', { summary })}
      title={t('priceAlerts.delete')}
      data-testid={testId}
    >
      <TrashIcon size={18} />
    </ActionIcon>
  );
}
