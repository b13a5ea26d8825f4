import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorField } from '../../../lib/adminMessages';
import { serverMessage } from '../../../lib/errors';

/**
 * A list's read refused for its range, for the fields: the server's reason (in the reader's language, by its key)
 * under To when the refusal names that field ("to must not be before from"); nothing for any other failure.
 */
export function useRangeRefusal(error: unknown): { to: string } | undefined {
  const refused = error ? serverMessage(error) : null;
  return refused && errorField(error) === 'to' ? { to: refused } : undefined;
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
