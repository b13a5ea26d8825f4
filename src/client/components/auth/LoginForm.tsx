import { Anchor, Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ZLoginForm, ZPhoneLoginForm } from '../../../shared/schemas/auth';
import { useAuth } from '../../lib/auth';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { AuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { CurrentPasswordField } from './PasswordField';
import { IdentityChoice, type IdentityMethod, PhoneField, rememberMethod, useDefaultMethod } from './PhoneIdentity';

/** What signs in: an e-mail address or a mobile number, and the password. */
export interface LoginCredentials {
  email?: string;
  phone?: string;
  password: string;
  rememberMe: boolean;
}

interface LoginValues {
  email: string;
  phone: string;
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

/** Mobile number or e-mail (chosen above the form), then the form of that method. */
export function LoginForm(props: LoginFormProps) {
  const [method, setMethod] = useState<IdentityMethod>(useDefaultMethod('signIn'));
  return (
    <>
      <IdentityChoice value={method} onChange={setMethod} />
      <LoginFields key={method} method={method} {...props} />
    </>
  );
}

/** E-mail or mobile number, password with show/hide, remember me; the server's error, else the spec's fallback. */
function LoginFields({
  method,
  initialEmail,
  onForgotPassword,
  onTwoFactorRequired,
  onSignedIn,
}: LoginFormProps & { method: IdentityMethod }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const { submitting, error, run } = useFormSubmit('auth.login.failed');
  const form = useSchemaForm<LoginValues>(method === 'phone' ? ZPhoneLoginForm : ZLoginForm, {
    email: initialEmail,
    phone: '',
    password: '',
    rememberMe: false,
  });

  const submit = form.onSubmit(({ email, phone, password, rememberMe }) =>
    run(async () => {
      const credentials: LoginCredentials =
        method === 'phone' ? { phone, password, rememberMe } : { email, password, rememberMe };
      const outcome = await login(credentials);
      rememberMethod(method);
      if (outcome.twoFactorRequired) onTwoFactorRequired(credentials, outcome.message);
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
      {method === 'phone' ? (
        <PhoneField disabled={submitting} {...form.getInputProps('phone')} />
      ) : (
        <EmailField disabled={submitting} {...form.getInputProps('email')} />
      )}
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
          onClick={() => onForgotPassword(method === 'phone' ? '' : form.values.email)}
          disabled={submitting}
        >
          {t('auth.login.forgotPassword')}
        </Anchor>
      </Group>
    </AuthForm>
  );
}
