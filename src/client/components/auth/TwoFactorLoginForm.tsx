import { Anchor, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useAuth } from '../../lib/auth';
import { ZSecondFactorForm } from '../../lib/authForms';
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

/**
 * The second sign-in step: a 6-digit code from the authenticator app (or, switched to, one of the recovery codes), then
 * the same sign-in with `code`.
 */
export function TwoFactorLoginForm({ credentials, onBack, onSignedIn }: TwoFactorLoginFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { login } = useAuth();
  const { submitting, error, setError, run } = useFormSubmit('auth.login.failed');
  const form = useSchemaForm(ZSecondFactorForm, { code: '' });
  const [recovery, setRecovery] = useState(false);
  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    form.setFieldValue('code', '');
    form.clearErrors();
  };

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
          {recovery ? t('auth.twoFactor.recoverySubtitle') : t('auth.twoFactor.subtitle')}
        </Text>
      }
      error={error}
      submitLabel={t('auth.twoFactor.submit')}
      submitting={submitting}
      back={{ label: t('auth.twoFactor.back'), onClick: onBack }}
    >
      {recovery ? (
        <TextInput
          label={t('auth.twoFactor.recoveryLabel')}
          data-autofocus
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          maxLength={11}
          placeholder="xxxxx-xxxxx"
          required
          disabled={submitting}
          data-testid="recovery-code"
          {...form.getInputProps('code')}
        />
      ) : (
        <OneTimeCodeField
          label={t('auth.twoFactor.codeLabel')}
          data-autofocus
          disabled={submitting}
          styles={{ input: { letterSpacing: '0.3em', fontSize: 20, textAlign: 'center' } }}
          {...form.getInputProps('code')}
        />
      )}
      <Anchor component="button" type="button" size="sm" onClick={() => switchTo(!recovery)} disabled={submitting}>
        {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
      </Anchor>
    </AuthForm>
  );
}
