import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useTwoFactor } from '../../hooks/useSecurity';
import { ZStepUpForm, ZTotpCodeForm, ZTwoFactorOffForm } from '../../lib/authForms';
import { serverMessage } from '../../lib/errors';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import type { RouterOutputs } from '../../lib/trpc';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { OneTimeCodeField } from '../auth/OneTimeCodeField';
import { InlineRetry } from '../InlineRetry/InlineRetry';

type Enrolment = RouterOutputs['auth']['twoFactorEnable'];

interface FormFrameProps {
  submitLabel: string;
  submitColor?: string;
  submitting: boolean;
  error: string | null;
  failedTitle: string;
  onSubmit: () => void;
  onCancel?: () => void;
  testId: string;
  children: ReactNode;
}

/** A small form of the section: its fields, the failure above them, submit and (maybe) cancel. */
function FormFrame({
  submitLabel,
  submitColor,
  submitting,
  error,
  failedTitle,
  onSubmit,
  onCancel,
  testId,
  children,
}: FormFrameProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      data-testid={testId}
    >
      <Stack gap="sm" maw={360}>
        <FormErrorAlert error={error} title={failedTitle} />
        {children}
        <Group gap="sm">
          <Button type="submit" loading={submitting} color={submitColor}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('security.twoFactor.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The password again (a step-up): every change to two-factor sign-in asks for it first. */
function PasswordStep({
  intro,
  submitLabel,
  failedTitle,
  onPassword,
  onCancel,
  testId,
}: {
  intro: string;
  submitLabel: string;
  failedTitle: string;
  onPassword: (password: string) => Promise<unknown>;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { submitting, error, run } = useFormSubmit('messages.networkError');
  const form = useSchemaForm(ZStepUpForm, { password: '' });
  const submit = form.onSubmit(({ password }) => run(() => onPassword(password)));
  return (
    <FormFrame
      submitLabel={submitLabel}
      submitting={submitting}
      error={error}
      failedTitle={failedTitle}
      onSubmit={() => submit()}
      onCancel={onCancel}
      testId={testId}
    >
      <Text size="sm">{intro}</Text>
      <PasswordInput
        label={t('security.twoFactor.passwordLabel')}
        autoComplete="current-password"
        required
        disabled={submitting}
        data-autofocus
        {...form.getInputProps('password')}
      />
    </FormFrame>
  );
}

/** The recovery codes, shown once: to copy or write down. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="two-factor-recovery-codes">
      <Text fw={600}>{t('security.twoFactor.codesTitle')}</Text>
      <Text size="sm">{t('security.twoFactor.codesText')}</Text>
      <SimpleGrid cols={2} spacing="xs" maw={360} dir="ltr">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('security.twoFactor.copied') : t('security.twoFactor.codesCopy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('security.twoFactor.codesDone')}</Button>
      </Group>
    </Stack>
  );
}

/** The QR code and key of a new enrolment, and the code that confirms it. */
function EnrolmentStep({
  enrolment,
  onConfirm,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { submitting, error, run } = useFormSubmit('messages.networkError');
  const form = useSchemaForm(ZTotpCodeForm, { code: '' });
  const submit = form.onSubmit(({ code }) => run(() => onConfirm(code.trim())));
  return (
    <Stack gap="md" data-testid="two-factor-enrolment">
      <Text size="sm">{t('security.twoFactor.scan')}</Text>
      <Image
        src={enrolment.qr_code}
        alt={t('security.twoFactor.qrAlt')}
        w={200}
        h={200}
        fit="contain"
        bg="white"
        radius="md"
      />
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" fw={600}>
          {t('security.twoFactor.secretLabel')}
        </Text>
        <Code dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid="two-factor-secret">
          {enrolment.secret}
        </Code>
        <CopyButton value={enrolment.secret}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy}>
              {copied ? t('security.twoFactor.copied') : t('security.twoFactor.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <FormFrame
        submitLabel={t('security.twoFactor.confirm')}
        submitting={submitting}
        error={error}
        failedTitle={t('security.twoFactor.confirmFailed')}
        onSubmit={() => submit()}
        onCancel={onCancel}
        testId="two-factor-confirm"
      >
        <OneTimeCodeField
          label={t('security.twoFactor.codeLabel')}
          disabled={submitting}
          {...form.getInputProps('code')}
        />
      </FormFrame>
    </Stack>
  );
}

/** Turning it off: the password again and a code from the app (or a recovery code). */
function DisableForm({ onDisable }: { onDisable: (input: { password: string; code: string }) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { submitting, error, run } = useFormSubmit('messages.networkError');
  const form = useSchemaForm(ZTwoFactorOffForm, { password: '', code: '' });
  const submit = form.onSubmit(({ password, code }) => run(() => onDisable({ password, code: code.trim() })));
  return (
    <FormFrame
      submitLabel={t('security.twoFactor.disable')}
      submitColor="red"
      submitting={submitting}
      error={error}
      failedTitle={t('security.twoFactor.disableFailed')}
      onSubmit={() => submit()}
      testId="two-factor-disable"
    >
      <Text size="sm">{t('security.twoFactor.disableText')}</Text>
      <PasswordInput
        label={t('security.twoFactor.passwordLabel')}
        autoComplete="current-password"
        required
        disabled={submitting}
        {...form.getInputProps('password')}
      />
      <TextInput
        label={t('security.twoFactor.codeOrRecoveryLabel')}
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={11}
        required
        disabled={submitting}
        {...form.getInputProps('code')}
      />
    </FormFrame>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'enrolment'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'newCodes' };

/**
 * Two-factor sign-in: on or off. Turning it on asks for the password, shows the QR code and key, asks for a code, then
 * shows the ten recovery codes once; turning it off asks for the password and a code; new recovery codes need the
 * password too.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { status, start, confirm, disable, newCodes } = useTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const enabled = status.data?.enabled;
  const idle = () => setStep({ kind: 'idle' });

  const begin = async (password: string) => {
    try {
      setStep({ kind: 'enrolment', enrolment: await start.mutateAsync({ password }) });
    } catch (failure) {
      const message = serverMessage(failure);
      if (message) throw failure;
      notifications.show({ color: 'red', message: t('security.twoFactor.startFailed') });
    }
  };

  const turnOn = async (code: string) => {
    if (step.kind !== 'enrolment') return;
    const result = await confirm.mutateAsync({ code, secret: step.enrolment.secret });
    setStep({ kind: 'codes', codes: result.recovery_codes });
    notifications.show({ color: 'leaf', message: translate(result.message) });
  };

  const turnOff = async (input: { password: string; code: string }) => {
    const result = await disable.mutateAsync(input);
    notifications.show({ color: 'leaf', message: translate(result.message) });
  };

  const renew = async (password: string) => {
    const result = await newCodes.mutateAsync({ password });
    setStep({ kind: 'codes', codes: result.recovery_codes });
  };

  let body: ReactNode;
  if (step.kind === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={idle} />;
  } else if (status.isPending) {
    body = (
      <Text size="sm" c="dimmed">
        {t('security.twoFactor.loading')}
      </Text>
    );
  } else if (status.isError) {
    body = (
      <InlineRetry
        message={t('security.twoFactor.loadFailed')}
        retryLabel={t('security.sessions.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (enabled) {
    body =
      step.kind === 'newCodes' ? (
        <PasswordStep
          intro={t('security.twoFactor.newCodesText')}
          submitLabel={t('security.twoFactor.newCodes')}
          failedTitle={t('security.twoFactor.newCodesFailed')}
          onPassword={renew}
          onCancel={idle}
          testId="two-factor-new-codes"
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" data-testid="two-factor-codes-left">
            {t('security.twoFactor.codesLeft', { left: status.data?.recovery_codes_left ?? 0 })}
          </Text>
          <Button
            variant="light"
            onClick={() => setStep({ kind: 'newCodes' })}
            style={{ alignSelf: 'flex-start' }}
            data-testid="two-factor-new-codes-start"
          >
            {t('security.twoFactor.newCodes')}
          </Button>
          <DisableForm onDisable={turnOff} />
        </Stack>
      );
  } else if (step.kind === 'enrolment') {
    body = <EnrolmentStep enrolment={step.enrolment} onConfirm={turnOn} onCancel={idle} />;
  } else if (step.kind === 'password') {
    body = (
      <PasswordStep
        intro={t('security.twoFactor.passwordIntro')}
        submitLabel={t('security.twoFactor.continue')}
        failedTitle={t('security.twoFactor.startFailed')}
        onPassword={begin}
        onCancel={idle}
        testId="two-factor-password"
      />
    );
  } else {
    body = (
      <Button
        onClick={() => setStep({ kind: 'password' })}
        style={{ alignSelf: 'flex-start' }}
        data-testid="two-factor-enable"
      >
        {t('security.twoFactor.enable')}
      </Button>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" id="two-factor">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} fz="xl">
          {t('security.twoFactor.title')}
        </Title>
        {status.isSuccess && (
          <Badge color={enabled ? 'leaf' : 'gray'} variant="light" data-testid="two-factor-status">
            {enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('security.twoFactor.description')}
      </Text>
      {body}
    </Paper>
  );
}
