import '../../../styles/learningPages';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTicketForm } from '../NewTicketForm/NewTicketForm';
import { TicketList } from '../TicketList/TicketList';
import { TicketThread } from '../TicketThread/TicketThread';
import { PanelTitle } from '../../PanelTitle/PanelTitle';

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
          <PanelTitle title={t('support.title')} subtitle={t('support.subtitle')} />
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
