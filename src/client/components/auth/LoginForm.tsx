import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZLoginInput } from '../../../shared/schemas/auth';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useAuth } from '../../lib/auth';
import { serverMessage } from '../../lib/errors';
import { schemaValidator } from '../../lib/formValidation';
import { PasswordField } from './PasswordField';

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface LoginFormProps {
  initialEmail: string;
  /** Go to the forgot-password mode, carrying the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
  /** The account asks for an authenticator code: go to the second step with these credentials. */
  onTwoFactorRequired: (credentials: LoginCredentials, message: string) => void;
  onSignedIn: () => void;
}

/** E-mail, password with show/hide, remember me; the server's error, else the spec's fallback. */
export function LoginForm({ initialEmail, onForgotPassword, onTwoFactorRequired, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { login } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const validate = useMemo(() => schemaValidator(ZLoginInput, translate), [translate]);
  const form = useForm<LoginCredentials>({
    initialValues: { email: initialEmail, password: '', rememberMe: false },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(null);
    try {
      const outcome = await login(values);
      if (outcome.twoFactorRequired) onTwoFactorRequired(values, outcome.message);
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
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
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
          disabled={submitting}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('auth.passwordLabel')}
          autoComplete="current-password"
          required
          disabled={submitting}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox label={t('auth.login.rememberMe')} disabled={submitting} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(form.values.email)} disabled={submitting}>
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
