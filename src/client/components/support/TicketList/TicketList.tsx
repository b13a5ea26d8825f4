import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { useTickets } from '../../../hooks/useSupport';
import { formatDateTime } from '../../../lib/format';
import { ListState } from '../../ListState/ListState';
import { TicketStatusBadge } from '../TicketStatusBadge/TicketStatusBadge';

/** The reader's tickets in their four states, most recently active first; each opens its thread. */
export function TicketList({ onOpen }: { onOpen(ticketId: string): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const tickets = useTickets();
  return (
    <ListState
      query={tickets}
      items={tickets.data?.items}
      texts="support"
      emptyHint={t('support.emptyHint')}
      testId="ticket-list"
    >
      {(items) => (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('support.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((ticket) => (
            <li key={ticket.id}>
              <UnstyledButton
                onClick={() => onOpen(ticket.id)}
                p="sm"
                w="100%"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
                data-testid="ticket-row"
                data-ticket={ticket.id}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate dir="auto">
                      {ticket.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('support.ticketNumber', { id: ticket.id })} · {t(`support.category.${ticket.category}`)} ·{' '}
                      {t('support.messages', { count: ticket.message_count })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('support.lastActivity', { date: formatDateTime(ticket.last_message_at, language) })}
                    </Text>
                  </Stack>
                  <TicketStatusBadge status={ticket.status} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </ListState>
  );
}
