import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseAccount, useExportData } from '../../hooks/useAccountData';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { ZPasswordConfirmForm } from '../../lib/authForms';
import { serverMessage } from '../../lib/errors';
import { schemaValidator } from '../../lib/formValidation';
import { CurrentPasswordField } from '../auth/PasswordField';
import { PanelTitle } from '../PanelTitle/PanelTitle';

/** Download everything held on the user as a JSON file. */
function ExportSection() {
  const { t } = useTranslation();
  const exportData = useExportData();
  const download = async () => {
    try {
      await exportData.download();
      notifications.show({ color: 'leaf', message: t('accountData.export.done') });
    } catch {
      notifications.show({ color: 'red', message: t('accountData.export.failed') });
    }
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
      <PanelTitle title={t('accountData.export.title')} subtitle={t('accountData.export.text')} gap={4} mb="md" />
      <Button variant="light" onClick={() => void download()} loading={exportData.isPending} data-testid="export-data">
        {t('accountData.export.button')}
      </Button>
    </Paper>
  );
}

type Closing = 'deactivate' | 'delete';

/** Deactivate or delete: the password, then a confirmation, then home with the session ended. */
function CloseAccountSection({ kind }: { kind: Closing }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { deactivate, remove, leave } = useCloseAccount();
  const mutation = kind === 'deactivate' ? deactivate : remove;
  const texts = kind === 'deactivate' ? 'accountData.deactivate' : 'accountData.delete';
  const [error, setError] = useState<string | null>(null);
  const validate = useMemo(() => schemaValidator(ZPasswordConfirmForm, translate), [translate]);
  const form = useForm({ initialValues: { password: '' }, validate });

  const close = async (password: string) => {
    setError(null);
    try {
      await mutation.mutateAsync({ password });
      leave();
      notifications.show({ color: 'leaf', message: t(`${texts}.done`) });
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? translate(message) : t('messages.networkError'));
    }
  };

  const submit = form.onSubmit(({ password }) => {
    modals.openConfirmModal({
      title: t(`${texts}.confirmTitle`),
      children: <Text size="sm">{t(`${texts}.confirmText`)}</Text>,
      labels: { confirm: t(`${texts}.confirm`), cancel: t(`${texts}.cancel`) },
      confirmProps: { color: 'red' },
      onConfirm: () => void close(password),
    });
  });

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="lg"
      style={kind === 'delete' ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <PanelTitle
        title={t(`${texts}.title`)}
        subtitle={t(`${texts}.text`)}
        titleColor={kind === 'delete' ? 'red.8' : undefined}
        gap={4}
        mb="md"
      />
      <form onSubmit={submit} noValidate data-testid={`${kind}-account`}>
        <Stack gap="sm" maw={360}>
          {error && (
            <Alert color="red" variant="light" role="alert" title={t(`${texts}.failed`)}>
              {error}
            </Alert>
          )}
          <CurrentPasswordField
            label={t('accountData.passwordLabel')}
            disabled={mutation.isPending}
            {...form.getInputProps('password')}
          />
          <Button
            type="submit"
            color="red"
            variant={kind === 'delete' ? 'filled' : 'light'}
            loading={mutation.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(`${texts}.button`)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The Data tab: export, deactivate, delete. */
export function DataPanel() {
  return (
    <Stack gap="lg">
      <ExportSection />
      <CloseAccountSection kind="deactivate" />
      <CloseAccountSection kind="delete" />
    </Stack>
  );
}
