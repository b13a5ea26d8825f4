import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from './errors';

/** The field a refused call names (`store_contact.email`), or null. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const field = (error.data as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : null;
}

/**
 * Success and failure notifications of the admin actions, with the server's reason in the reader's language (by its
 * key, `serverMessage`; a message without one comes in the reader's language already, the client sends it).
 */
export function useAdminNotify() {
  const { t } = useTranslation();
  return useMemo(() => {
    /** Why a call failed: the server's message, or "no answer" when none came. */
    const reasonOf = (error: unknown) => serverMessage(error) ?? t('admin.common.noAnswer');
    return {
      reasonOf,
      success: (message: string) => notifications.show({ color: 'green', message, withBorder: true }),
      failure: (title: string, error: unknown) =>
        notifications.show({ color: 'red', title, message: reasonOf(error), withBorder: true }),
    };
  }, [t]);
}
