import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackupsOutcome } from '../../../hooks/useBackups';
import { useLanguage } from '../../../hooks/useLanguage';
import { joinList } from '../../../lib/format';

/** Migration file names, each kept left to right inside an Arabic page. */
function MigrationList({ names, mt }: { names: readonly string[]; mt?: number }) {
  return (
    <List size="sm" mt={mt}>
      {names.map((m) => (
        <List.Item key={m}>
          <span className="ltr-run">{m}</span>
        </List.Item>
      ))}
    </List>
  );
}

/** The outcome's detail: the migrations a restore or an update applied, the caches cleared, or why it failed. */
function OutcomeDetail({ detail }: { detail: BackupsOutcome['detail'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  switch (detail.type) {
    case 'restored':
      return detail.migrations.length > 0 ? (
        <>
          {t('admin.backups.migrationsAfter', { count: detail.migrations.length })}
          <MigrationList names={detail.migrations} mt={4} />
        </>
      ) : (
        t('admin.backups.noMigrationsAfter')
      );
    case 'cacheCleared':
      return (
        <>
          {detail.cleared.length > 0 && (
            <Text size="sm">{t('admin.maintenance.cleared', { names: joinList(detail.cleared, language) })}</Text>
          )}
          {detail.failed.length > 0 && (
            <Text size="sm">{t('admin.maintenance.notCleared', { names: joinList(detail.failed, language) })}</Text>
          )}
        </>
      );
    case 'databaseUpdated':
      return detail.applied.length > 0 ? <MigrationList names={detail.applied} /> : null;
    case 'reason':
      return detail.text;
  }
}

/** What the backups screen's last action answered, until dismissed. */
export function BackupsOutcomeAlert({ outcome, onClose }: { outcome: BackupsOutcome; onClose: () => void }) {
  return (
    <Alert
      color={outcome.color}
      title={outcome.title}
      withCloseButton
      onClose={onClose}
      data-testid="admin-backups-outcome"
      data-outcome={outcome.kind}
    >
      <OutcomeDetail detail={outcome.detail} />
    </Alert>
  );
}
