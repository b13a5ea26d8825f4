import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../lib/adminFormat';
import { useAdminNotify } from '../lib/adminMessages';
import { type RouterOutputs, trpc } from '../lib/trpc';

export type Backup = RouterOutputs['adminInsights']['backups']['items'][number];

/** What the last action of the backups screen answered, kept in view until dismissed. */
export interface BackupsOutcome {
  kind: 'success' | 'failure';
  color: string;
  title: string;
  detail:
    | { type: 'restored'; migrations: readonly string[] }
    | { type: 'cacheCleared'; cleared: readonly string[]; failed: readonly string[] }
    | { type: 'databaseUpdated'; applied: readonly string[] }
    | { type: 'reason'; text: string };
}

/** While a backup runs, the list is read again every 1.5 s so its status and size follow. */
const whileRunning = (items: readonly Backup[] | undefined) =>
  items?.some((b) => b.status === 'running') ? 1500 : false;

/**
 * /admin/backups' data and actions: the backups (followed while one runs), create one as a job, restore one, clear
 * the caches and update the database; each action says its result and the last one's outcome stays in view.
 */
export function useBackups() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const backups = trpc.adminInsights.backups.useQuery(undefined, {
    refetchInterval: (query) => whileRunning(query.state.data?.items),
  });
  const create = trpc.adminInsights.createBackup.useMutation();
  const restore = trpc.adminInsights.restoreBackup.useMutation();
  const clearCache = trpc.adminInsights.clearCache.useMutation();
  const updateDatabase = trpc.adminInsights.updateDatabase.useMutation();
  const [outcome, setOutcome] = useState<BackupsOutcome | null>(null);

  const startBackup = async () => {
    try {
      const answer = await create.mutateAsync();
      notify.success(
        answer.started ? t('admin.backups.started', { name: answer.file_name }) : t('admin.backups.alreadyRunning'),
      );
    } catch (error) {
      notify.failure(t('admin.backups.createFailed'), error);
    } finally {
      void utils.adminInsights.backups.invalidate();
    }
  };

  /** Restore a backup; `close` closes its confirmation before the outcome is shown. */
  const restoreBackup = async (backup: Backup, password: string, close: () => void) => {
    try {
      const answer = await restore.mutateAsync({ id: backup.id, confirm: true, password });
      close();
      const title = t('admin.backups.restored', { date: fmt.dateTime(backup.created_at) });
      setOutcome({
        kind: 'success',
        color: 'green',
        title,
        detail: { type: 'restored', migrations: answer.migrations_applied },
      });
      notify.success(title);
      // Everything read before the restore may have changed.
      void utils.invalidate();
    } catch (error) {
      // A refused restore leaves the database as it was: say why where it stays in view.
      close();
      setOutcome({
        kind: 'failure',
        color: 'red',
        title: t('admin.backups.restoreFailed'),
        detail: { type: 'reason', text: notify.reasonOf(error) },
      });
      notify.failure(t('admin.backups.restoreFailed'), error);
    }
  };

  const runClearCache = async () => {
    try {
      const answer = await clearCache.mutateAsync();
      const title = t('admin.maintenance.cacheCleared', { count: answer.cleared.length });
      const partly = answer.failed.length > 0;
      setOutcome({
        kind: partly ? 'failure' : 'success',
        color: partly ? 'yellow' : 'green',
        title,
        detail: { type: 'cacheCleared', cleared: answer.cleared.map((c) => c.name), failed: answer.failed },
      });
      notify.success(title);
    } catch (error) {
      notify.failure(t('admin.maintenance.cacheFailed'), error);
    }
  };

  const runUpdateDatabase = async () => {
    try {
      const answer = await updateDatabase.mutateAsync();
      const title =
        answer.applied.length > 0
          ? t('admin.maintenance.applied', { count: answer.applied.length })
          : t('admin.maintenance.upToDate');
      setOutcome({
        kind: 'success',
        color: 'green',
        title,
        detail: { type: 'databaseUpdated', applied: answer.applied },
      });
      notify.success(answer.message);
    } catch (error) {
      notify.failure(t('admin.maintenance.updateFailed'), error);
    }
  };

  return {
    backups,
    running: backups.data?.items.some((b) => b.status === 'running') ?? false,
    startBackup,
    creating: create.isPending,
    restoreBackup,
    restoring: restore.isPending,
    runClearCache,
    clearingCache: clearCache.isPending,
    runUpdateDatabase,
    updatingDatabase: updateDatabase.isPending,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
