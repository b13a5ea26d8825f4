import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorAlert } from './FormErrorAlert';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Above the error: what the step asks for, or what it has done. */
  intro?: ReactNode;
  error: string | null;
  errorTestId?: string;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** A way back under the submit button ('Back to Login'), closed while submitting. */
  back?: { label: string; onClick: () => void };
  /** The fields. */
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and password forms: the error, the fields, a full-width submit, a way back. */
export function AuthForm({
  onSubmit,
  intro,
  error,
  errorTestId,
  submitLabel,
  submitting,
  submitDisabled,
  back,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {intro}
        <FormErrorAlert error={error} testId={errorTestId} />
        {children}
        <Button type="submit" fullWidth loading={submitting} disabled={submitDisabled} data-primary-action>
          {submitLabel}
        </Button>
        {back && (
          <Button variant="subtle" onClick={back.onClick} disabled={submitting}>
            {back.label}
          </Button>
        )}
      </Stack>
    </form>
  );
}
