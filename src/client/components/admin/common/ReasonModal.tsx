import { Button, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormButtons } from './FormButtons';
import { openFormModal } from './openFormModal';
import { useRequiredField } from './useRequiredField';

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
  const reason = useRequiredField(requiredMessage);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.take();
    if (text) onSubmit(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {description && <Text size="sm">{description}</Text>}
        <Textarea
          label={label}
          {...reason.fieldProps}
          maxLength={500}
          autosize
          minRows={3}
          required
          data-autofocus
          data-testid="reason-input"
        />
        <FormButtons onCancel={onCancel} color={color} testId="reason-confirm">
          {confirmLabel}
        </FormButtons>
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
  openFormModal({
    modalId: `reason-${Date.now()}`,
    title,
    form: (close) => (
      <ReasonForm
        {...form}
        color={color}
        onCancel={close}
        onSubmit={(reason) => {
          close();
          onSubmit(reason);
        }}
      />
    ),
  });
}

interface ReasonButtonProps {
  prompt: ReasonPrompt;
  children: ReactNode;
  size?: string;
  disabled?: boolean;
  testId?: string;
}

/** A red button (reject, ban) that asks for the reason before it acts. */
export function ReasonButton({ prompt, children, size, disabled, testId }: ReasonButtonProps) {
  return (
    <Button
      size={size}
      color="red"
      variant="light"
      disabled={disabled}
      data-testid={testId}
      onClick={() => openReasonModal(prompt)}
    >
      {children}
    </Button>
  );
}
