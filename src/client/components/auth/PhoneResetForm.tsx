import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZPhoneResetForm, ZSignInPhone } from '../../../shared/schemas/auth';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { trpc } from '../../lib/trpc';
import { AuthForm } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';
import { OneTimeCodeField } from './OneTimeCodeField';
import { PhoneField, isolatedPhone } from './PhoneIdentity';

const ZPhoneOnly = z.object({ phone: ZSignInPhone });

/**
 * A forgotten password, by the account's mobile number: the number (a code is sent to it), then the code and the new
 * password twice; every session of the account ends. The answer to the number is the same whether or not an account
 * uses it.
 */
export function PhoneResetForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Stack gap="md">
        <Alert color="leaf" variant="light" role="status" data-testid="password-reset-done">
          {t('auth.reset.done')}
        </Alert>
        <Button fullWidth onClick={onBack}>
          {t('auth.reset.goToLogin')}
        </Button>
      </Stack>
    );
  return phone ? (
    <CodeAndPassword phone={phone} onDone={() => setDone(true)} onBack={onBack} />
  ) : (
    <AskForCode onSent={setPhone} onBack={onBack} />
  );
}

function AskForCode({ onSent, onBack }: { onSent: (phone: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const send = trpc.auth.sendPhoneCode.useMutation();
  const { submitting, error, run } = useFormSubmit('auth.phone.sendFailed');
  const form = useSchemaForm(ZPhoneOnly, { phone: '' });
  const submit = form.onSubmit(() =>
    run(async () => {
      // The schema's E.164 form of what was typed.
      const { phone } = ZPhoneOnly.parse(form.values);
      await send.mutateAsync({ phone, purpose: 'reset' });
      onSent(phone);
    }),
  );
  return (
    <AuthForm
      onSubmit={submit}
      intro={<Text size="sm">{t('auth.forgot.phoneSubtitle')}</Text>}
      error={error}
      errorTestId="phone-reset-error"
      submitLabel={t('auth.forgot.sendCode')}
      submitting={submitting}
      back={{ label: t('auth.forgot.backToLogin'), onClick: onBack }}
    >
      <PhoneField disabled={submitting} {...form.getInputProps('phone')} />
    </AuthForm>
  );
}

function CodeAndPassword({ phone, onDone, onBack }: { phone: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const reset = trpc.auth.resetPasswordByPhone.useMutation();
  const { submitting, error, run } = useFormSubmit('auth.reset.failed');
  const form = useSchemaForm(ZPhoneResetForm, { phone, code: '', newPassword: '', confirmPassword: '' });
  const submit = form.onSubmit(({ code, newPassword }) =>
    run(async () => {
      await reset.mutateAsync({ phone, code, newPassword });
      onDone();
    }),
  );
  return (
    <AuthForm
      onSubmit={submit}
      intro={
        <Text size="sm" data-testid="phone-code-sent">
          {t('auth.forgot.codeStep', { phone: isolatedPhone(phone) })}
        </Text>
      }
      error={error}
      errorTestId="phone-reset-error"
      submitLabel={t('auth.forgot.resetSubmit')}
      submitting={submitting}
      back={{ label: t('auth.forgot.backToLogin'), onClick: onBack }}
    >
      <OneTimeCodeField
        label={t('auth.phone.codeLabel')}
        disabled={submitting}
        data-testid="phone-code-input"
        {...form.getInputProps('code')}
      />
      <NewPasswordFields
        label={t('auth.reset.newPassword')}
        confirmLabel={t('auth.reset.confirmPassword')}
        disabled={submitting}
        password={form.getInputProps('newPassword')}
        confirm={form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
