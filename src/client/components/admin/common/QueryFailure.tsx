import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminNotify } from '../../../lib/adminMessages';

/** A read that failed: the server's reason in the reader's language, and Retry. */
export function QueryFailure({
  title,
  error,
  onRetry,
  testId,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { reasonOf } = useAdminNotify();
  return (
    <Alert color="red" title={title} data-testid={testId} data-state="error">
      {reasonOf(error)}
      <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        {t('admin.common.retry')}
      </Button>
    </Alert>
  );
}
