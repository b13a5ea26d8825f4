import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useAuth } from '../../lib/auth';
import { ZTotpCodeForm } from '../../lib/authForms';
import { serverMessage } from '../../lib/errors';
import { schemaValidator } from '../../lib/formValidation';
import type { LoginCredentials } from './LoginForm';

interface TwoFactorLoginFormProps {
  credentials: LoginCredentials;
  onBack: () => void;
  onSignedIn: () => void;
}

/** The second sign-in step: a 6-digit code from the authenticator app, then the same sign-in with `code`. */
export function TwoFactorLoginForm({ credentials, onBack, onSignedIn }: TwoFactorLoginFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { login } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const validate = useMemo(() => schemaValidator(ZTotpCodeForm, translate), [translate]);
  const form = useForm({ initialValues: { code: '' }, validate });

  const submit = form.onSubmit(async ({ code }) => {
    setSubmitting(true);
    setError(null);
    try {
      const outcome = await login({ ...credentials, code: code.trim() });
      if (outcome.twoFactorRequired) setError(translate(outcome.message));
      else onSignedIn();
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? translate(message) : t('auth.login.failed'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.twoFactor.subtitle')}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('auth.twoFactor.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          placeholder="123456"
          data-autofocus
          required
          disabled={submitting}
          styles={{ input: { letterSpacing: '0.3em', fontSize: 20, textAlign: 'center' } }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.twoFactor.submit')}
        </Button>
        <Button variant="subtle" onClick={onBack} disabled={submitting}>
          {t('auth.twoFactor.back')}
        </Button>
      </Stack>
    </form>
  );
}
