import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonFormProps {
  label: string;
  description?: string;
  confirmLabel: string;
  color: string;
  /** The message under the field when it is left empty. */
  requiredMessage: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** A reason (required, at most 500 characters, as the server takes it) and Confirm / Back. */
function ReasonForm({ label, description, confirmLabel, color, requiredMessage, onSubmit, onCancel }: ReasonFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(requiredMessage);
      return;
    }
    onSubmit(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {description && <Text size="sm">{description}</Text>}
        <Textarea
          label={label}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={500}
          autosize
          minRows={3}
          required
          data-autofocus
          data-testid="reason-input"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('admin.common.back')}
          </Button>
          <Button type="submit" color={color} data-testid="reason-confirm">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ReasonPrompt {
  title: string;
  label: string;
  description?: string;
  confirmLabel: string;
  color?: string;
  requiredMessage: string;
  onSubmit: (reason: string) => void;
}

/** Ask for a reason in a modal (ban, reject, cancel); `onSubmit` runs after the modal closes. */
export function openReasonModal({ title, color = 'red', onSubmit, ...form }: ReasonPrompt): void {
  const modalId = `reason-${Date.now()}`;
  modals.open({
    modalId,
    title,
    children: (
      <ReasonForm
        {...form}
        color={color}
        onCancel={() => modals.close(modalId)}
        onSubmit={(reason) => {
          modals.close(modalId);
          onSubmit(reason);
        }}
      />
    ),
  });
}
