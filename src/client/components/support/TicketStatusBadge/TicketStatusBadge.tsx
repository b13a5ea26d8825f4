import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../../../../shared/schemas/support';

const COLORS: Record<TicketStatus, string> = { open: 'wheat', answered: 'leaf', closed: 'gray' };

/** Open, Answered or Closed, coloured by status. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" autoContrast data-testid="ticket-status" data-status={status}>
      {t(`support.status.${status}`)}
    </Badge>
  );
}
