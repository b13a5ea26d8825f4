import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Backup, useBackups } from '../../../hooks/useBackups';
import { formatBytes, useAdminFormat } from '../../../lib/adminFormat';
import { AdminList } from '../common/AdminList';
import { AdminRecords } from '../common/AdminRecords';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { ConfirmButton } from '../common/ConfirmButton';
import { openFormModal } from '../common/openFormModal';
import { PRIMARY_ACTION } from '../common/primaryAction';
import { RefreshButton } from '../common/RefreshButton';
import { StatusBadge } from '../common/StatusBadge';
import { BackupsOutcomeAlert } from './BackupsOutcomeAlert';
import { RestoreForm } from './RestoreForm';

/**
 * /admin/backups: the backups (create one as a job and follow it; restore one behind a typed confirmation) and
 * maintenance. The data and the actions are in useBackups.
 */
export function BackupsSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const backups = useBackups();

  const openRestore = (backup: Backup) => {
    openFormModal({
      modalId: `restore-${backup.id}`,
      title: t('admin.backups.restoreTitle'),
      closeOnClickOutside: false,
      form: (close) => (
        <RestoreForm
          fileName={backup.file_name}
          createdAt={fmt.dateTime(backup.created_at)}
          onCancel={close}
          onRestore={(password) => backups.restoreBackup(backup, password, close)}
        />
      ),
    });
  };

  /** The maintenance actions, each behind a confirmation that says what it does. */
  const maintenance = [
    {
      key: 'cache',
      loading: backups.clearingCache,
      title: t('admin.maintenance.cacheTitle'),
      body: t('admin.maintenance.cacheBody'),
      label: t('admin.maintenance.clearCache'),
      run: backups.runClearCache,
    },
    {
      key: 'database',
      loading: backups.updatingDatabase,
      title: t('admin.maintenance.updateTitle'),
      body: t('admin.maintenance.updateBody'),
      label: t('admin.maintenance.updateDatabase'),
      run: backups.runUpdateDatabase,
    },
  ];

  return (
    <Stack gap="md" data-testid="admin-backups">
      <AdminSectionHeader
        title={t('admin.backups.title')}
        description={t('admin.backups.description')}
        actions={
          <>
            <RefreshButton query={backups.backups} />
            <Button
              onClick={() => void backups.startBackup()}
              loading={backups.creating}
              disabled={backups.running}
              data-testid="backup-create"
              {...PRIMARY_ACTION}
            >
              {backups.running ? t('admin.backups.running') : t('admin.backups.create')}
            </Button>
          </>
        }
      />
      {backups.outcome && <BackupsOutcomeAlert outcome={backups.outcome} onClose={backups.dismissOutcome} />}
      <AdminList
        query={backups.backups}
        loadingText={t('admin.backups.loading')}
        errorText={t('admin.backups.loadFailed')}
        emptyTitle={t('admin.backups.empty')}
        emptyHint={t('admin.backups.emptyHint')}
        testId="admin-backups-list"
      >
        {(items) => (
          <AdminRecords
            records={items}
            recordKey={(backup) => backup.id}
            attributes={(backup) => ({
              'data-testid': 'backup-row',
              'data-backup-id': backup.id,
              'data-status': backup.status,
            })}
            minWidth={860}
            testId="admin-backups-table"
            columns={[
              {
                header: t('admin.backups.columns.name'),
                card: 'title',
                cell: (backup) => (
                  <>
                    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                      <span className="ltr-run">{backup.file_name}</span>
                    </Text>
                    {backup.error && (
                      <Text size="xs" c="red">
                        {backup.error}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                header: t('admin.backups.columns.created'),
                nowrap: true,
                cell: (backup) => fmt.dateTime(backup.created_at),
              },
              {
                header: t('admin.backups.columns.size'),
                nowrap: true,
                cell: (backup) => (backup.size === null ? '—' : formatBytes(backup.size, fmt.language)),
              },
              {
                header: t('admin.backups.columns.status'),
                card: 'status',
                cell: (backup) => <StatusBadge kind="run" status={backup.status} />,
              },
              {
                header: t('admin.backups.columns.kind'),
                card: 'wide',
                cell: (backup) => (
                  <>
                    <Text size="sm">
                      {t(
                        backup.format === 'fellah-logical'
                          ? 'admin.backups.kinds.logical'
                          : 'admin.backups.kinds.pgDump',
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('admin.backups.migrations', { count: backup.migrations.length })}
                    </Text>
                  </>
                ),
              },
              {
                header: '',
                card: 'actions',
                cell: (backup) =>
                  backup.status === 'completed' && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => openRestore(backup)}
                      disabled={backups.restoring}
                      data-testid="backup-restore"
                    >
                      {t('admin.backups.restore')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </AdminList>

      <Card withBorder padding="lg" data-testid="admin-maintenance">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('admin.maintenance.title')}
          </Title>
          <Group gap="sm" wrap="wrap">
            {maintenance.map((action) => (
              <ConfirmButton
                key={action.key}
                variant="default"
                loading={action.loading}
                prompt={{
                  title: action.title,
                  body: action.body,
                  confirmLabel: action.label,
                  onConfirm: () => void action.run(),
                }}
              >
                {action.label}
              </ConfirmButton>
            ))}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
