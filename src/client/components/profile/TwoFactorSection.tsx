import { Badge, Button, Code, CopyButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useTwoFactor } from '../../hooks/useSecurity';
import { ZTotpCodeForm } from '../../lib/authForms';
import { serverMessage } from '../../lib/errors';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import type { RouterOutputs } from '../../lib/trpc';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { OneTimeCodeField } from '../auth/OneTimeCodeField';
import { InlineRetry } from '../InlineRetry/InlineRetry';

type Enrolment = RouterOutputs['auth']['twoFactorEnable'];

interface CodeFormProps {
  submitLabel: string;
  submitColor?: string;
  failedTitle: string;
  onCode: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}

/** A 6-digit code from the authenticator app, and what to do with it. */
function CodeForm({ submitLabel, submitColor, failedTitle, onCode, onCancel, testId }: CodeFormProps) {
  const { t } = useTranslation();
  const { submitting, error, run } = useFormSubmit('messages.networkError');
  const form = useSchemaForm(ZTotpCodeForm, { code: '' });
  const submit = form.onSubmit(({ code }) => run(() => onCode(code.trim())));
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="sm" maw={360}>
        <FormErrorAlert error={error} title={failedTitle} />
        <OneTimeCodeField label={t('security.twoFactor.codeLabel')} disabled={submitting} {...form.getInputProps('code')} />
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

/** The QR code and key of a new enrolment, and the code that confirms it. */
function EnrolmentStep({ enrolment, onConfirm, onCancel }: { enrolment: Enrolment; onConfirm: (code: string) => Promise<unknown>; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="two-factor-enrolment">
      <Text size="sm">{t('security.twoFactor.scan')}</Text>
      <Image src={enrolment.qr_code} alt={t('security.twoFactor.qrAlt')} w={200} h={200} fit="contain" bg="white" radius="md" />
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
      <CodeForm
        submitLabel={t('security.twoFactor.confirm')}
        failedTitle={t('security.twoFactor.confirmFailed')}
        onCode={onConfirm}
        onCancel={onCancel}
        testId="two-factor-confirm"
      />
    </Stack>
  );
}

/** Two-factor sign-in: on or off; turning it on shows the QR code and key, then asks for a code. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { status, start, confirm, disable } = useTwoFactor();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const enabled = status.data?.enabled;

  const begin = async () => {
    try {
      setEnrolment(await start.mutateAsync());
    } catch (failure) {
      const message = serverMessage(failure);
      notifications.show({ color: 'red', message: message ? translate(message) : t('security.twoFactor.startFailed') });
    }
  };

  const turnOn = async (code: string) => {
    if (!enrolment) return;
    const result = await confirm.mutateAsync({ code, secret: enrolment.secret });
    setEnrolment(null);
    notifications.show({ color: 'leaf', message: translate(result.message) });
  };

  const turnOff = async (code: string) => {
    const result = await disable.mutateAsync({ code });
    notifications.show({ color: 'leaf', message: translate(result.message) });
  };

  let body: ReactNode;
  if (status.isPending) {
    body = (
      <Text size="sm" c="dimmed">
        {t('security.twoFactor.loading')}
      </Text>
    );
  } else if (status.isError) {
    body = (
      <InlineRetry message={t('security.twoFactor.loadFailed')} retryLabel={t('security.sessions.retry')} onRetry={() => void status.refetch()} />
    );
  } else if (enabled) {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('security.twoFactor.disableText')}</Text>
        <CodeForm
          submitLabel={t('security.twoFactor.disable')}
          submitColor="red"
          failedTitle={t('security.twoFactor.disableFailed')}
          onCode={turnOff}
          testId="two-factor-disable"
        />
      </Stack>
    );
  } else if (enrolment) {
    body = <EnrolmentStep enrolment={enrolment} onConfirm={turnOn} onCancel={() => setEnrolment(null)} />;
  } else {
    body = (
      <Button onClick={() => void begin()} loading={start.isPending} style={{ alignSelf: 'flex-start' }} data-testid="two-factor-enable">
        {t('security.twoFactor.enable')}
      </Button>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
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
