import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZSignInPhone } from '../../../shared/schemas/auth';
import { useAuth } from '../../lib/auth';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { type PublicUser, trpc } from '../../lib/trpc';
import { AuthForm } from '../auth/AuthForm';
import { CurrentPasswordField } from '../auth/PasswordField';
import { PhoneCodeStep, PhoneField, isolatedPhone } from '../auth/PhoneIdentity';

/** What the panel is doing: showing the number, asking for one (to confirm, or to move to), or waiting for its code. */
type Step =
  | { mode: 'view' }
  | { mode: 'ask'; purpose: 'verify' | 'change' }
  | { mode: 'code'; phone: string; purpose: 'verify' | 'change'; currentPassword?: string };

const ZNumberForm = z.object({ phone: ZSignInPhone, currentPassword: z.string().max(200) });

/**
 * The account's mobile number in the profile: confirmed or not; add one and confirm it with a code, confirm the one
 * the account has, or (with the password) move the account to a new number confirmed by a code sent there.
 */
export function PhonePanel({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const { updateUser } = useAuth();
  const [step, setStep] = useState<Step>({ mode: 'view' });
  const done = (updated: PublicUser) => {
    updateUser(updated);
    setStep({ mode: 'view' });
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" data-testid="phone-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="xl">
            {t('profile.phone.title')}
          </Title>
          {user.phone && (
            <Badge color={user.phone_verified ? 'leaf' : 'gray'} variant="light" data-testid="phone-status">
              {t(user.phone_verified ? 'profile.phone.confirmed' : 'profile.phone.unconfirmed')}
            </Badge>
          )}
        </Group>
        {step.mode === 'view' && (
          <>
            <Text data-testid="profile-sign-in-phone" c={user.phone ? undefined : 'dimmed'}>
              {user.phone ? isolatedPhone(user.phone) : t('profile.phone.none')}
            </Text>
            <Group gap="xs">
              {user.phone && !user.phone_verified && (
                <ConfirmThisNumber
                  phone={user.phone}
                  onSent={(phone) => setStep({ mode: 'code', phone, purpose: 'verify' })}
                />
              )}
              {!user.phone_verified && (
                <Button variant="light" onClick={() => setStep({ mode: 'ask', purpose: 'verify' })}>
                  {t('profile.phone.add')}
                </Button>
              )}
              {user.phone_verified && (
                <Button
                  variant="light"
                  onClick={() => setStep({ mode: 'ask', purpose: 'change' })}
                  data-testid="change-phone"
                >
                  {t('profile.phone.change')}
                </Button>
              )}
            </Group>
          </>
        )}
        {step.mode === 'ask' && (
          <AskNumber
            purpose={step.purpose}
            onSent={(phone, currentPassword) =>
              setStep({ mode: 'code', phone, purpose: step.purpose, ...(currentPassword ? { currentPassword } : {}) })
            }
            onCancel={() => setStep({ mode: 'view' })}
          />
        )}
        {step.mode === 'code' && (
          <PhoneCodeStep
            phone={step.phone}
            purpose={step.purpose}
            {...(step.currentPassword ? { currentPassword: step.currentPassword } : {})}
            onVerified={done}
            onLater={() => setStep({ mode: 'view' })}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** "Confirm this number": a code to the number the account has. */
function ConfirmThisNumber({ phone, onSent }: { phone: string; onSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const send = trpc.auth.sendPhoneCode.useMutation();
  const { submitting, error, run } = useFormSubmit('auth.phone.sendFailed');
  return (
    <Stack gap={4}>
      <Button
        loading={submitting}
        onClick={() =>
          run(async () => {
            await send.mutateAsync({ phone, purpose: 'verify' });
            onSent(phone);
          })
        }
        data-testid="confirm-phone"
      >
        {t('profile.phone.confirm')}
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A number to confirm (or, with the password, to move the account to): a code is sent to it. */
function AskNumber({
  purpose,
  onSent,
  onCancel,
}: {
  purpose: 'verify' | 'change';
  onSent: (phone: string, currentPassword?: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const send = trpc.auth.sendPhoneCode.useMutation();
  const { submitting, error, run } = useFormSubmit('auth.phone.sendFailed');
  const form = useSchemaForm(ZNumberForm, { phone: '', currentPassword: '' });
  const submit = form.onSubmit(() =>
    run(async () => {
      const { phone, currentPassword } = ZNumberForm.parse(form.values);
      await send.mutateAsync({ phone, purpose, ...(purpose === 'change' ? { currentPassword } : {}) });
      onSent(phone, purpose === 'change' ? currentPassword : undefined);
    }),
  );
  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      errorTestId="phone-panel-error"
      submitLabel={t('profile.phone.sendCode')}
      submitting={submitting}
      back={{ label: t('profile.phone.cancel'), onClick: onCancel }}
    >
      <PhoneField
        hint
        label={purpose === 'change' ? t('profile.phone.newNumber') : t('auth.phone.label')}
        disabled={submitting}
        {...form.getInputProps('phone')}
      />
      {purpose === 'change' && (
        <CurrentPasswordField
          label={t('profile.phone.currentPassword')}
          disabled={submitting}
          {...form.getInputProps('currentPassword')}
        />
      )}
    </AuthForm>
  );
}
