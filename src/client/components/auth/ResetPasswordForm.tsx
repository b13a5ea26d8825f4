import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ZResetPasswordForm } from '../../lib/authForms';
import { useFormError } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { trpc } from '../../lib/trpc';
import { AuthForm } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';

/** The new password twice for the e-mailed link's token; then a way to the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const resetPassword = trpc.auth.resetPassword.useMutation();
  const { error, attempt } = useFormError('auth.reset.failed');
  const form = useSchemaForm(ZResetPasswordForm, { newPassword: '', confirmPassword: '' });

  const submit = form.onSubmit(({ newPassword }) => attempt(() => resetPassword.mutateAsync({ token, newPassword })));

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
    <AuthForm onSubmit={submit} error={error} submitLabel={t('auth.reset.submit')} submitting={submitting}>
      <NewPasswordFields
        label={t('auth.reset.newPassword')}
        confirmLabel={t('auth.reset.confirmPassword')}
        disabled={submitting}
        password={form.getInputProps('newPassword')}
        confirm={form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
