import { Alert, Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../../lib/adminFormat';
import { trpc } from '../../../lib/trpc';
import { TableHeader } from '../common/AdminTable';

/** The async projections the panel names in words (others are shown by their name). */
const NAMED = [
  'event-type-counts',
  'product-sales',
  'customer-summaries',
  'admin-stats',
  'notifications',
  'price-alerts',
] as const;
const isNamed = (name: string): name is (typeof NAMED)[number] => (NAMED as readonly string[]).includes(name);

/**
 * The dashboard's projections panel: each async projection's lag and the time and result of the last
 * `npm run projections:verify`, from /api/health's details (which only administrators get).
 */
export function ProjectionsPanel() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const health = trpc.system.health.useQuery(undefined, { refetchInterval: 30_000 });
  const details = health.data?.details;
  if (health.isPending) return null;
  if (!details) {
    return (
      <Alert color="gray" data-testid="projections-panel-unavailable">
        {t('admin.dashboard.projections.unavailable')}
      </Alert>
    );
  }
  const last = details.lastVerify;
  return (
    <Card withBorder padding="md" data-testid="projections-panel">
      <Title order={3} size="h5" mb="sm">
        {t('admin.dashboard.projections.title')}
      </Title>
      <Table verticalSpacing={4} fz="sm">
        <TableHeader columns={[t('admin.dashboard.projections.name'), t('admin.dashboard.projections.behind')]} />
        <Table.Tbody>
          {details.projections.map((p) => (
            <Table.Tr key={p.name} data-testid={`projection-${p.name}`} data-behind={p.behind}>
              <Table.Td>{isNamed(p.name) ? t(`admin.dashboard.projections.names.${p.name}`) : p.name}</Table.Td>
              <Table.Td>
                {p.behind === 0
                  ? t('admin.dashboard.projections.upToDate')
                  : t('admin.dashboard.projections.events', { count: p.behind })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text
        size="sm"
        mt="sm"
        c={!last ? 'dimmed' : last.ok ? 'green.8' : 'red.8'}
        data-testid="projections-last-verify"
        data-ok={last ? String(last.ok) : 'never'}
      >
        {!last
          ? t('admin.dashboard.projections.verifyNever')
          : last.ok
            ? t('admin.dashboard.projections.verifyOk', { at: fmt.dateTime(last.at) })
            : t('admin.dashboard.projections.verifyDrift', {
                at: fmt.dateTime(last.at),
                rows: fmt.count(last.differingRows),
                tables: last.differingTables.join(', '),
              })}
      </Text>
    </Card>
  );
}
