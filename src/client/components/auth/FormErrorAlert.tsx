import { Alert } from '@mantine/core';

interface FormErrorAlertProps {
  error: string | null;
  title?: string;
  testId?: string;
}

/** Why a form's submit failed (see lib/forms/useFormSubmit.ts); nothing while there is no error. */
export function FormErrorAlert({ error, title, testId }: FormErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid={testId}>
      {error}
    </Alert>
  );
}
