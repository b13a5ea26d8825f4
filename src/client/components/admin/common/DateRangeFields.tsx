import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminMessage } from '../../../lib/adminMessages';
import { serverMessage } from '../../../lib/errors';

/**
 * A list's read refused for its range, for the fields: the server's reason under To when it names it ("from must be on
 * or before to"); nothing for any other failure.
 */
export function useRangeRefusal(error: unknown): { to: string } | undefined {
  const translate = useAdminMessage();
  const refused = error ? serverMessage(error) : null;
  return refused && /\bto\b/.test(refused) ? { to: translate(refused) } : undefined;
}

interface DateRangeFieldsProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** Why the server refused the range, shown under the field it names. */
  errors?: { from?: string | null; to?: string | null };
  testId?: string;
}

/**
 * From and To as the phone's own date pickers (`YYYY-MM-DD`, calendar days in Egypt on the server). Clearing a field
 * removes that bound.
 */
export function DateRangeFields({ from, to, onChange, errors, testId }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={testId} style={{ flex: '1 1 18rem', maxWidth: 412 }}>
      <TextInput
        type="date"
        label={t('admin.common.from')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
        error={errors?.from ?? undefined}
        style={{ flex: '1 1 9rem', maxWidth: 200 }}
        data-testid={testId ? `${testId}-from` : undefined}
      />
      <TextInput
        type="date"
        label={t('admin.common.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
        error={errors?.to ?? undefined}
        style={{ flex: '1 1 9rem', maxWidth: 200 }}
        data-testid={testId ? `${testId}-to` : undefined}
      />
    </Group>
  );
}
