import { Alert, Anchor, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ZSignUpForm } from '../../../shared/schemas/auth';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useAuth } from '../../lib/auth';
import { serverMessage } from '../../lib/errors';
import { schemaValidator } from '../../lib/formValidation';
import { PasswordField } from './PasswordField';

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
  const translate = useMessageTranslation();
  const { register } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const validate = useMemo(() => schemaValidator(ZSignUpForm, translate), [translate]);
  const form = useForm<SignUpValues>({
    initialValues: { first_name: '', last_name: '', email: '', password: '', confirm: '', terms: false },
    validate,
  });

  const submit = form.onSubmit(async ({ first_name, last_name, email, password }) => {
    setSubmitting(true);
    setError(null);
    try {
      await register({ first_name, last_name, email, password });
      onSignedUp();
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? translate(message) : t('auth.signUp.failed'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="signup-error">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('auth.signUp.firstName')} autoComplete="given-name" required disabled={submitting} {...form.getInputProps('first_name')} />
          <TextInput label={t('auth.signUp.lastName')} autoComplete="family-name" required disabled={submitting} {...form.getInputProps('last_name')} />
        </SimpleGrid>
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
          description={t('auth.signUp.passwordHint')}
          autoComplete="new-password"
          required
          disabled={submitting}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.signUp.confirmPassword')}
          autoComplete="new-password"
          required
          disabled={submitting}
          {...form.getInputProps('confirm')}
        />
        <Checkbox
          required
          disabled={submitting}
          label={
            <Trans
              i18nKey="auth.signUp.terms"
              components={{
                // Plain links in a new tab: reading the terms must not lose what was typed in the form.
                terms: <Anchor href="/terms" target="_blank" rel="noopener" inherit />,
                privacy: <Anchor href="/privacy" target="_blank" rel="noopener" inherit />,
              }}
            />
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** "Already have an account? Sign in", keeping where the visitor came from. */
export function SignInLink({ from }: { from: string }) {
  const { t } = useTranslation();
  const href = from === '/' ? '/login' : `/login?from=${encodeURIComponent(from)}`;
  return (
    <Group justify="center" gap={6} mt="lg">
      <span>{t('auth.signUp.haveAccount')}</span>
      <Anchor component={Link} href={href} fw={600}>
        {t('auth.signUp.signInLink')}
      </Anchor>
    </Group>
  );
}
