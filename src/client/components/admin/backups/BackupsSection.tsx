import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, useAdminFormat } from '../../../lib/adminFormat';
import { useAdminMessage, useAdminNotify } from '../../../lib/adminMessages';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminList } from '../common/AdminList';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { AdminRecords } from '../common/AdminRecords';
import { ConfirmButton } from '../common/ConfirmButton';
import { openFormModal } from '../common/openFormModal';
import { RefreshButton } from '../common/RefreshButton';
import { StatusBadge } from '../common/StatusBadge';
import { RestoreForm } from './RestoreForm';
import { PRIMARY_ACTION } from '../common/primaryAction';

type Backup = RouterOutputs['adminInsights']['backups']['items'][number];

/** What the last action of this screen answered (a restore, a cache clear, a database update). */
interface Outcome {
  kind: 'success' | 'failure';
  color: string;
  title: string;
  body: ReactNode;
}

/** /admin/backups: the backups (create one as a job and follow it; restore one behind a typed confirmation) and maintenance. */
export function BackupsSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const notify = useAdminNotify();
  const translate = useAdminMessage();
  const utils = trpc.useUtils();
  const backups = trpc.adminInsights.backups.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.items.some((b) => b.status === 'running') ? 1500 : false),
  });
  const create = trpc.adminInsights.createBackup.useMutation();
  const restore = trpc.adminInsights.restoreBackup.useMutation();
  const clearCache = trpc.adminInsights.clearCache.useMutation();
  const updateDatabase = trpc.adminInsights.updateDatabase.useMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = backups.data?.items.some((b) => b.status === 'running') ?? false;

  const startBackup = async () => {
    try {
      const answer = await create.mutateAsync();
      notify.success(answer.started ? t('admin.backups.started', { name: answer.file_name }) : t('admin.backups.alreadyRunning'));
    } catch (error) {
      notify.failure(t('admin.backups.createFailed'), error);
    } finally {
      void utils.adminInsights.backups.invalidate();
    }
  };

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
          onRestore={async () => {
            try {
              const answer = await restore.mutateAsync({ id: backup.id, confirm: true });
              close();
              setOutcome({
                kind: 'success',
                color: 'green',
                title: t('admin.backups.restored', { date: fmt.dateTime(backup.created_at) }),
                body:
                  answer.migrations_applied.length > 0 ? (
                    <>
                      {t('admin.backups.migrationsAfter', { count: answer.migrations_applied.length })}
                      <List size="sm" mt={4}>
                        {answer.migrations_applied.map((m) => (
                          <List.Item key={m}>
                            <span className="ltr-run">{m}</span>
                          </List.Item>
                        ))}
                      </List>
                    </>
                  ) : (
                    t('admin.backups.noMigrationsAfter')
                  ),
              });
              notify.success(t('admin.backups.restored', { date: fmt.dateTime(backup.created_at) }));
              // Everything read before the restore may have changed.
              void utils.invalidate();
            } catch (error) {
              // A refused restore leaves the database as it was: say why where it stays in view.
              close();
              setOutcome({ kind: 'failure', color: 'red', title: t('admin.backups.restoreFailed'), body: notify.reasonOf(error) });
              notify.failure(t('admin.backups.restoreFailed'), error);
            }
          }}
        />
      ),
    });
  };

  const runClearCache = async () => {
    try {
      const answer = await clearCache.mutateAsync();
      setOutcome({
        kind: answer.failed.length ? 'failure' : 'success',
        color: answer.failed.length ? 'yellow' : 'green',
        title: t('admin.maintenance.cacheCleared', { count: answer.cleared.length }),
        body: (
          <>
            {answer.cleared.length > 0 && <Text size="sm">{t('admin.maintenance.cleared', { names: answer.cleared.map((c) => c.name).join(t('admin.common.separator')) })}</Text>}
            {answer.failed.length > 0 && <Text size="sm">{t('admin.maintenance.notCleared', { names: answer.failed.join(t('admin.common.separator')) })}</Text>}
          </>
        ),
      });
      notify.success(t('admin.maintenance.cacheCleared', { count: answer.cleared.length }));
    } catch (error) {
      notify.failure(t('admin.maintenance.cacheFailed'), error);
    }
  };

  const runUpdateDatabase = async () => {
    try {
      const answer = await updateDatabase.mutateAsync();
      setOutcome({
        kind: 'success',
        color: 'green',
        title: answer.applied.length > 0 ? t('admin.maintenance.applied', { count: answer.applied.length }) : t('admin.maintenance.upToDate'),
        body:
          answer.applied.length > 0 ? (
            <List size="sm">
              {answer.applied.map((m) => (
                <List.Item key={m}>
                  <span className="ltr-run">{m}</span>
                </List.Item>
              ))}
            </List>
          ) : null,
      });
      notify.success(translate(answer.message));
    } catch (error) {
      notify.failure(t('admin.maintenance.updateFailed'), error);
    }
  };

  return (
    <Stack gap="md" data-testid="admin-backups">
      <AdminSectionHeader
        title={t('admin.backups.title')}
        description={t('admin.backups.description')}
        actions={
          <>
            <RefreshButton query={backups} />
            <Button onClick={() => void startBackup()} loading={create.isPending} disabled={running} data-testid="backup-create" {...PRIMARY_ACTION}>
              {running ? t('admin.backups.running') : t('admin.backups.create')}
            </Button>
          </>
        }
      />
      {outcome && (
        <Alert color={outcome.color} title={outcome.title} withCloseButton onClose={() => setOutcome(null)} data-testid="admin-backups-outcome" data-outcome={outcome.kind}>
          {outcome.body}
        </Alert>
      )}
      <AdminList
        query={backups}
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
            attributes={(backup) => ({ 'data-testid': 'backup-row', 'data-backup-id': backup.id, 'data-status': backup.status })}
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
              { header: t('admin.backups.columns.created'), nowrap: true, cell: (backup) => fmt.dateTime(backup.created_at) },
              { header: t('admin.backups.columns.size'), nowrap: true, cell: (backup) => (backup.size === null ? '—' : formatBytes(backup.size, fmt.language)) },
              { header: t('admin.backups.columns.status'), card: 'status', cell: (backup) => <StatusBadge kind="run" status={backup.status} /> },
              {
                header: t('admin.backups.columns.kind'),
                card: 'wide',
                cell: (backup) => (
                  <>
                    <Text size="sm">{t(backup.format === 'fellah-logical' ? 'admin.backups.kinds.logical' : 'admin.backups.kinds.pgDump')}</Text>
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
                    <Button size="xs" color="red" variant="light" onClick={() => openRestore(backup)} disabled={restore.isPending} data-testid="backup-restore">
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
            <ConfirmButton
              variant="default"
              loading={clearCache.isPending}
              prompt={{ title: t('admin.maintenance.cacheTitle'), body: t('admin.maintenance.cacheBody'), confirmLabel: t('admin.maintenance.clearCache'), onConfirm: () => void runClearCache() }}
            >
              {t('admin.maintenance.clearCache')}
            </ConfirmButton>
            <ConfirmButton
              variant="default"
              loading={updateDatabase.isPending}
              prompt={{ title: t('admin.maintenance.updateTitle'), body: t('admin.maintenance.updateBody'), confirmLabel: t('admin.maintenance.updateDatabase'), onConfirm: () => void runUpdateDatabase() }}
            >
              {t('admin.maintenance.updateDatabase')}
            </ConfirmButton>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
