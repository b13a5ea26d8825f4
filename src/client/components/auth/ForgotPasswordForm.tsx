import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../shared/business';
import { ZForgotPasswordInput } from '../../../shared/schemas/auth';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useFormError } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { trpc } from '../../lib/trpc';
import { AuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { IdentityChoice, type IdentityMethod, useDefaultMethod } from './PhoneIdentity';
import { PhoneResetForm } from './PhoneResetForm';

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Back to the login mode; `clearEmail` after a success (the spec clears the e-mail). */
  onBack: (clearEmail: boolean) => void;
}

/** By mobile number (a code) or by e-mail (a link), chosen above the form. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const [method, setMethod] = useState<IdentityMethod>(useDefaultMethod('signIn'));
  return (
    <>
      <IdentityChoice value={method} onChange={setMethod} />
      {method === 'phone' ? <PhoneResetForm onBack={() => props.onBack(false)} /> : <EmailResetForm {...props} />}
    </>
  );
}

/** E-mail, 'Send Reset Link', 'Back to Login'; after the success message, back to login in 3 seconds. */
function EmailResetForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const forgotPassword = trpc.auth.forgotPassword.useMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { error, attempt } = useFormError('auth.forgot.failed');
  const form = useSchemaForm(ZForgotPasswordInput, { email: initialEmail });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => onBack(true), TIMERS.forgotPasswordReturn);
    return () => window.clearTimeout(timer);
  }, [sent, onBack]);

  const submit = form.onSubmit((values) =>
    attempt(async () => {
      const result = await forgotPassword.mutateAsync(values);
      setSent(translate(result.message));
    }),
  );

  const submitting = forgotPassword.isPending;
  return (
    <AuthForm
      onSubmit={submit}
      intro={
        sent && (
          <Alert color="leaf" variant="light" role="status" data-testid="reset-link-sent">
            {sent}
          </Alert>
        )
      }
      error={error}
      submitLabel={t('auth.forgot.submit')}
      submitting={submitting}
      submitDisabled={Boolean(sent)}
      back={{ label: t('auth.forgot.backToLogin'), onClick: () => onBack(false) }}
    >
      <EmailField disabled={submitting || Boolean(sent)} {...form.getInputProps('email')} />
    </AuthForm>
  );
}
