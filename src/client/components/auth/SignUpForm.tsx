import { Anchor, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ZPhoneSignUpForm, ZSignUpForm } from '../../../shared/schemas/auth';
import { useFullAddress } from '../../hooks/useAddress';
import { useAuth } from '../../lib/auth';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { loginAddress } from '../../lib/returnPath';
import { AuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { NewPasswordFields } from './NewPasswordFields';
import {
  CodeChannelChoice,
  IdentityChoice,
  type IdentityMethod,
  PhoneField,
  rememberMethod,
  useDefaultMethod,
} from './PhoneIdentity';

interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
  terms: boolean;
}

/** Signed up: with the mobile number (E.164) whose code is to be typed next, or null (signed up by e-mail). */
type SignedUp = (phone: string | null) => void;

/** Mobile number or e-mail (chosen above the form), then the form of that method. */
export function SignUpForm({ onSignedUp }: { onSignedUp: SignedUp }) {
  const [method, setMethod] = useState<IdentityMethod>(useDefaultMethod('signUp'));
  return (
    <>
      <IdentityChoice value={method} onChange={setMethod} />
      <SignUpFields key={method} method={method} onSignedUp={onSignedUp} />
    </>
  );
}

/** Names, e-mail or mobile number, password and confirmation (show/hide), the terms box; the confirmation is not sent. */
function SignUpFields({ method, onSignedUp }: { method: IdentityMethod; onSignedUp: SignedUp }) {
  const { t } = useTranslation();
  const { register } = useAuth();
  // Opened in a new tab, outside the router: the full address keeps the page's language.
  const fullAddress = useFullAddress();
  const { submitting, error, run } = useFormSubmit('auth.signUp.failed');
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms');
  const form = useSchemaForm<SignUpValues>(method === 'phone' ? ZPhoneSignUpForm : ZSignUpForm, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    confirm: '',
    terms: false,
  });

  const submit = form.onSubmit(({ first_name, last_name, email, phone, password }) =>
    run(async () => {
      if (method === 'phone') {
        const user = await register({ first_name, last_name, phone, password, code_channel: channel });
        rememberMethod('phone');
        onSignedUp(user.phone);
      } else {
        await register({ first_name, last_name, email, password });
        rememberMethod('email');
        onSignedUp(null);
      }
    }),
  );

  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      errorTestId="signup-error"
      submitLabel={t('auth.signUp.submit')}
      submitting={submitting}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('auth.signUp.firstName')}
          autoComplete="given-name"
          required
          disabled={submitting}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={t('auth.signUp.lastName')}
          autoComplete="family-name"
          required
          disabled={submitting}
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      {method === 'phone' ? (
        <>
          <PhoneField hint disabled={submitting} {...form.getInputProps('phone')} />
          <CodeChannelChoice value={channel} onChange={setChannel} disabled={submitting} />
        </>
      ) : (
        <EmailField disabled={submitting} {...form.getInputProps('email')} />
      )}
      <NewPasswordFields
        label={t('auth.passwordLabel')}
        confirmLabel={t('auth.signUp.confirmPassword')}
        disabled={submitting}
        password={form.getInputProps('password')}
        confirm={form.getInputProps('confirm')}
      />
      <Checkbox
        required
        disabled={submitting}
        // Lines as tall as the Cairo font's links, so the two links never overlap when the sentence wraps.
        styles={{ label: { lineHeight: 1.9 } }}
        label={
          <Trans
            i18nKey="auth.signUp.terms"
            components={{
              // Plain links in a new tab: reading the terms must not lose what was typed in the form.
              terms: (
                <Anchor
                  href={fullAddress('/terms')}
                  target="_blank"
                  rel="noopener"
                  inherit
                  style={{ whiteSpace: 'nowrap' }}
                />
              ),
              privacy: (
                <Anchor
                  href={fullAddress('/privacy')}
                  target="_blank"
                  rel="noopener"
                  inherit
                  style={{ whiteSpace: 'nowrap' }}
                />
              ),
            }}
          />
        }
        {...form.getInputProps('terms', { type: 'checkbox' })}
      />
    </AuthForm>
  );
}

/** "Already have an account? Sign in", keeping where the visitor came from. */
export function SignInLink({ from }: { from: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap={6} mt="lg">
      <span>{t('auth.signUp.haveAccount')}</span>
      <Anchor component={Link} href={loginAddress(from)} fw={600}>
        {t('auth.signUp.signInLink')}
      </Anchor>
    </Group>
  );
}
