import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  submitLabel: string;
  cancelLabel: string;
  /** The form is being saved: the submit button spins and the cancel button waits for the answer. */
  saving: boolean;
  onCancel: () => void;
}

/** The buttons under a form that opens in place: submit it, or close it unsaved. */
export function FormActions({ submitLabel, cancelLabel, saving, onCancel }: FormActionsProps) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={saving} data-primary-action>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
    </Group>
  );
}
