import '../../../styles/learningPages';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTicketForm } from '../NewTicketForm/NewTicketForm';
import { TicketList } from '../TicketList/TicketList';
import { TicketThread } from '../TicketThread/TicketThread';

interface SupportPanelProps {
  /** The ticket named in the address (`/profile?tab=support&ticket=ID`, the link of the support e-mails). */
  ticketId: string | null;
  onOpenTicket(ticketId: string | null): void;
}

/** The profile's Support tab: the reader's tickets, one ticket's thread, and a new ticket. */
export function SupportPanel({ ticketId, onOpenTicket }: SupportPanelProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" data-testid="support-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="xl">
              {t('support.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('support.subtitle')}
            </Text>
          </div>
          {!ticketId && !creating && (
            <Button onClick={() => setCreating(true)} data-testid="new-ticket">
              {t('support.newTicket')}
            </Button>
          )}
        </Group>
        {ticketId ? (
          <TicketThread ticketId={ticketId} onBack={() => onOpenTicket(null)} />
        ) : (
          <>
            {creating && (
              <NewTicketForm
                onCreated={(id) => {
                  setCreating(false);
                  onOpenTicket(id);
                }}
                onCancel={() => setCreating(false)}
              />
            )}
            <TicketList onOpen={onOpenTicket} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
