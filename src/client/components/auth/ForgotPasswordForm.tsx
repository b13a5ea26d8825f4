import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../shared/business';
import { ZForgotPasswordInput } from '../../../shared/schemas/auth';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { serverMessage } from '../../lib/errors';
import { schemaValidator } from '../../lib/formValidation';
import { trpc } from '../../lib/trpc';

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Back to the login mode; `clearEmail` after a success (the spec clears the e-mail). */
  onBack: (clearEmail: boolean) => void;
}

/** E-mail, 'Send Reset Link', 'Back to Login'; after the success message, back to login in 3 seconds. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const forgotPassword = trpc.auth.forgotPassword.useMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const validate = useMemo(() => schemaValidator(ZForgotPasswordInput, translate), [translate]);
  const form = useForm({ initialValues: { email: initialEmail }, validate });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => onBack(true), TIMERS.forgotPasswordReturn);
    return () => window.clearTimeout(timer);
  }, [sent, onBack]);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const result = await forgotPassword.mutateAsync(values);
      setSent(translate(result.message));
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? translate(message) : t('auth.forgot.failed'));
    }
  });

  const submitting = forgotPassword.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {sent && (
          <Alert color="leaf" variant="light" role="status" data-testid="reset-link-sent">
            {sent}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('auth.emailLabel')}
          placeholder={t('auth.emailPlaceholder')}
          autoComplete="email"
          dir="ltr"
          required
          disabled={submitting || Boolean(sent)}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={submitting} disabled={Boolean(sent)}>
          {t('auth.forgot.submit')}
        </Button>
        <Button variant="subtle" onClick={() => onBack(false)} disabled={submitting}>
          {t('auth.forgot.backToLogin')}
        </Button>
      </Stack>
    </form>
  );
}
