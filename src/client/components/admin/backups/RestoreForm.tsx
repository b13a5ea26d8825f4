import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../common/FormButtons';

interface RestoreFormProps {
  fileName: string;
  createdAt: string;
  /** Runs the restore with the administrator's password; the caller closes the modal with its outcome. */
  onRestore: (password: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The strong confirmation of a restore: what it does, the backup's name typed out and the administrator's own password
 * (issue 38: a stolen session alone cannot restore) before Restore can be pressed.
 * The modal stays open (and cannot be sent twice) while the restore runs.
 */
export function RestoreForm({ fileName, createdAt, onRestore, onCancel }: RestoreFormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [running, setRunning] = useState(false);
  const matches = typed.trim() === fileName;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || !password || running) return;
    setRunning(true);
    await onRestore(password);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Alert color="red" title={t('admin.backups.restoreWarningTitle')}>
          {t('admin.backups.restoreWarning', { date: createdAt })}
        </Alert>
        <Text size="sm">{t('admin.backups.typeName')}</Text>
        <Text size="sm" ff="monospace" fw={600} style={{ userSelect: 'all', wordBreak: 'break-all' }}>
          <span className="ltr-run">{fileName}</span>
        </Text>
        <TextInput
          label={t('admin.backups.nameLabel')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={typed !== '' && !matches ? t('admin.backups.nameMismatch') : undefined}
          dir="ltr"
          autoComplete="off"
          data-autofocus
          data-testid="restore-name"
        />
        <PasswordInput
          label={t('admin.backups.passwordLabel')}
          description={t('admin.backups.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          required
          data-testid="restore-password"
        />
        <FormButtons
          onCancel={onCancel}
          color="red"
          running={running}
          disabled={!matches || !password}
          testId="restore-confirm"
        >
          {t('admin.backups.restore')}
        </FormButtons>
      </Stack>
    </form>
  );
}
