import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { ZResetPasswordForm } from '../../lib/authForms';
import { serverMessage } from '../../lib/errors';
import { schemaValidator } from '../../lib/formValidation';
import { trpc } from '../../lib/trpc';
import { PasswordField } from './PasswordField';

/** The new password twice for the e-mailed link's token; then a way to the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const resetPassword = trpc.auth.resetPassword.useMutation();
  const [error, setError] = useState<string | null>(null);
  const validate = useMemo(() => schemaValidator(ZResetPasswordForm, translate), [translate]);
  const form = useForm({ initialValues: { newPassword: '', confirmPassword: '' }, validate });

  const submit = form.onSubmit(async ({ newPassword }) => {
    setError(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword });
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? translate(message) : t('auth.reset.failed'));
    }
  });

  if (resetPassword.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="leaf" variant="light" role="status" data-testid="password-reset-done">
          {t('auth.reset.done')}
        </Alert>
        <Button component={Link} href="/login" fullWidth>
          {t('auth.reset.goToLogin')}
        </Button>
      </Stack>
    );
  }

  const submitting = resetPassword.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <PasswordField
          label={t('auth.reset.newPassword')}
          description={t('auth.signUp.passwordHint')}
          autoComplete="new-password"
          required
          disabled={submitting}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          required
          disabled={submitting}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
