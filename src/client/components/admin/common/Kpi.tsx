import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../../lib/adminFormat';

/** A figure of an admin page in a card: its label, its value, optionally its change on the period before and a footer (the dashboard, the system page). */
export function Kpi({
  label,
  value,
  change,
  testId,
  footer,
}: {
  label: string;
  value: string;
  change?: number | null;
  testId: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} mt={4} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {change !== undefined && (
        <Text size="xs" c={change === null ? 'dimmed' : change >= 0 ? 'green.8' : 'red.8'} mt={2}>
          {change === null
            ? t('admin.dashboard.noComparison')
            : t(change >= 0 ? 'admin.dashboard.up' : 'admin.dashboard.down', { change: fmt.percent(Math.abs(change)) })}
        </Text>
      )}
      {footer}
    </Card>
  );
}
