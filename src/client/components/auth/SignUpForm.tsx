import { Anchor, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ZSignUpForm } from '../../../shared/schemas/auth';
import { useFullAddress } from '../../hooks/useAddress';
import { useAuth } from '../../lib/auth';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { loginAddress } from '../../lib/returnPath';
import { AuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { NewPasswordFields } from './NewPasswordFields';

interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
}

/** Names, e-mail, password and confirmation (show/hide), the terms box; the confirmation is not sent. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation();
  const { register } = useAuth();
  // Opened in a new tab, outside the router: the full address keeps the page's language.
  const fullAddress = useFullAddress();
  const { submitting, error, run } = useFormSubmit('auth.signUp.failed');
  const form = useSchemaForm<SignUpValues>(ZSignUpForm, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirm: '',
    terms: false,
  });

  const submit = form.onSubmit(({ first_name, last_name, email, password }) =>
    run(async () => {
      await register({ first_name, last_name, email, password });
      onSignedUp();
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
      <EmailField disabled={submitting} {...form.getInputProps('email')} />
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
        // Lines as tall as the Cairo font's links, so the two links never overlap when the sentence wraps (issue 27).
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
