import { Anchor, Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZLoginInput } from '../../../shared/schemas/auth';
import { useAuth } from '../../lib/auth';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { AuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { CurrentPasswordField } from './PasswordField';

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
  const { login } = useAuth();
  const { submitting, error, run } = useFormSubmit('auth.login.failed');
  const form = useSchemaForm<LoginCredentials>(ZLoginInput, { email: initialEmail, password: '', rememberMe: false });

  const submit = form.onSubmit((values) =>
    run(async () => {
      const outcome = await login(values);
      if (outcome.twoFactorRequired) onTwoFactorRequired(values, outcome.message);
      else onSignedIn();
    }),
  );

  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      errorTestId="login-error"
      submitLabel={t('auth.login.submit')}
      submitting={submitting}
    >
      <EmailField disabled={submitting} {...form.getInputProps('email')} />
      <CurrentPasswordField label={t('auth.passwordLabel')} disabled={submitting} {...form.getInputProps('password')} />
      <Group justify="space-between" gap="xs">
        <Checkbox
          label={t('auth.login.rememberMe')}
          disabled={submitting}
          {...form.getInputProps('rememberMe', { type: 'checkbox' })}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          mih={32}
          onClick={() => onForgotPassword(form.values.email)}
          disabled={submitting}
        >
          {t('auth.login.forgotPassword')}
        </Anchor>
      </Group>
    </AuthForm>
  );
}
