import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useAuth } from '../../lib/auth';
import { ZTotpCodeForm } from '../../lib/authForms';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { AuthForm } from './AuthForm';
import type { LoginCredentials } from './LoginForm';
import { OneTimeCodeField } from './OneTimeCodeField';

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
  const { submitting, error, setError, run } = useFormSubmit('auth.login.failed');
  const form = useSchemaForm(ZTotpCodeForm, { code: '' });

  const submit = form.onSubmit(({ code }) =>
    run(async () => {
      const outcome = await login({ ...credentials, code: code.trim() });
      if (outcome.twoFactorRequired) setError(translate(outcome.message));
      else onSignedIn();
    }),
  );

  return (
    <AuthForm
      onSubmit={submit}
      intro={
        <Text size="sm" c="dimmed">
          {t('auth.twoFactor.subtitle')}
        </Text>
      }
      error={error}
      submitLabel={t('auth.twoFactor.submit')}
      submitting={submitting}
      back={{ label: t('auth.twoFactor.back'), onClick: onBack }}
    >
      <OneTimeCodeField
        label={t('auth.twoFactor.codeLabel')}
        data-autofocus
        disabled={submitting}
        styles={{ input: { letterSpacing: '0.3em', fontSize: 20, textAlign: 'center' } }}
        {...form.getInputProps('code')}
      />
    </AuthForm>
  );
}
