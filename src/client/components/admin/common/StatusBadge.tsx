import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../../../lib/orders';

type Translate = (key: string) => string;

/** Colours of the statuses of orders, users, approvals, report runs and backups. */
const COLORS: Record<string, string> = {
  // Orders' as the customer's own screens colour them.
  ...STATUS_COLORS,
  active: 'green',
  banned: 'red',
  deactivated: 'gray',
  deleted: 'dark',
  approved: 'green',
  rejected: 'red',
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  admin: 'grape',
  customer: 'gray',
};

export type StatusKind = 'order' | 'user' | 'approval' | 'run' | 'role';

/** A status as a coloured badge, named in the reader's language. */
export function StatusBadge({ kind, status, testId }: { kind: StatusKind; status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="light"
      data-testid={testId}
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {(t as unknown as Translate)(`admin.status.${kind}.${status}`)}
    </Badge>
  );
}
