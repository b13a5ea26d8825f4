import { Alert, Button, Center, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ZTicketReplyForm } from '../../../../shared/schemas/support';
import { useLanguage } from '../../../hooks/useLanguage';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useTicket, useTicketActions } from '../../../hooks/useSupport';
import { formatDateTime } from '../../../lib/format';
import { serverMessage } from '../../../lib/errors';
import { schemaValidator } from '../../../lib/formValidation';
import { TicketStatusBadge } from '../TicketStatusBadge/TicketStatusBadge';
import { LoadingNote } from '../../LoadingNote/LoadingNote';
import { NameTag } from '../../NameTag/NameTag';

/** A ticket id as the server takes it (digits, no leading zero); anything else names no ticket. */
const TICKET_ID = /^[1-9]\d{0,17}$/;

interface TicketThreadProps {
  ticketId: string;
  onBack(): void;
}

/** One ticket: its messages in order, a reply box (not on a closed ticket) and Close Ticket (after a confirmation). */
export function TicketThread({ ticketId, onBack }: TicketThreadProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const translate = useMessageTranslation();
  const validId = TICKET_ID.test(ticketId);
  const ticket = useTicket(validId ? ticketId : null);
  const { reply, close } = useTicketActions();
  const validate = useMemo(() => schemaValidator(ZTicketReplyForm, translate), [translate]);
  const form = useForm({ initialValues: { message: '' }, validate });

  const failed = (title: string, failure: unknown) => {
    const message = serverMessage(failure);
    notifications.show({ color: 'red', title, message: message ? translate(message) : t('quiz.networkError') });
  };

  const send = form.onSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync({ id: ticketId, message });
      form.reset();
      notifications.show({ color: 'leaf', message: t('support.thread.replied') });
    } catch (failure) {
      failed(t('support.thread.replyFailed'), failure);
    }
  });

  const confirmClose = () =>
    modals.openConfirmModal({
      title: t('support.thread.closeTitle'),
      children: <Text size="sm">{t('support.thread.closeText')}</Text>,
      labels: { confirm: t('support.thread.closeConfirm'), cancel: t('support.thread.closeCancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await close.mutateAsync({ id: ticketId });
          notifications.show({ color: 'leaf', message: t('support.thread.closed') });
        } catch (failure) {
          failed(t('support.thread.closeFailed'), failure);
        }
      },
    });

  const back = (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onBack}
      style={{ alignSelf: 'flex-start' }}
      data-testid="ticket-back"
    >
      {t('support.thread.back')}
    </Button>
  );

  if (!validId || ticket.status === 'error') {
    const message = ticket.error ? serverMessage(ticket.error) : t('server.learning.ticketNotFound');
    return (
      <Stack gap="sm" data-testid="ticket-thread" data-state="error">
        {back}
        <Alert color="red" variant="light" role="alert" title={t('support.thread.loadFailed')}>
          {message ? translate(message) : t('quiz.networkError')}
        </Alert>
        {ticket.error && !message && (
          <Button variant="light" size="xs" onClick={() => void ticket.refetch()} style={{ alignSelf: 'flex-start' }}>
            {t('support.retry')}
          </Button>
        )}
      </Stack>
    );
  }

  if (!ticket.data) {
    return (
      <Stack gap="sm" data-testid="ticket-thread" data-state="loading">
        {back}
        <Center py="lg">
          <LoadingNote stacked>{t('support.thread.loading')}</LoadingNote>
        </Center>
      </Stack>
    );
  }

  const current = ticket.data;
  const closed = current.status === 'closed';
  return (
    <Stack gap="md" data-testid="ticket-thread" data-state="loaded" data-ticket={current.id}>
      {back}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} fz="lg" dir="auto">
            {current.subject}
          </Title>
          <Text size="xs" c="dimmed">
            {t('support.ticketNumber', { id: current.id })} · {t(`support.category.${current.category}`)} ·{' '}
            {t('support.opened', { date: formatDateTime(current.created_at, language) })}
          </Text>
        </Stack>
        <TicketStatusBadge status={current.status} />
      </Group>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={current.subject}>
        {current.messages.map((message) => (
          <Paper
            key={message.id}
            component="li"
            p="sm"
            radius="md"
            withBorder
            bg={message.is_staff ? 'leaf.0' : undefined}
            ms={message.is_staff ? 0 : { base: 'md', sm: 'xl' }}
            me={message.is_staff ? { base: 'md', sm: 'xl' } : 0}
            data-testid="ticket-message"
            data-staff={message.is_staff}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Group gap={6}>
                <Text size="sm" fw={700}>
                  {message.is_staff ? t('support.thread.staff') : t('support.thread.you')}
                </Text>
                {message.is_staff && <NameTag>{t('support.thread.staff')}</NameTag>}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.created_at, language)}
              </Text>
            </Group>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          </Paper>
        ))}
      </Stack>
      {closed ? (
        <Alert color="gray" variant="light" data-testid="ticket-closed-notice">
          {t('support.thread.closedNotice')}
        </Alert>
      ) : (
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('support.thread.replyLabel')}
              autosize
              minRows={3}
              maxRows={10}
              disabled={reply.isPending}
              {...form.getInputProps('message')}
              data-testid="ticket-reply"
            />
            <Group justify="space-between" gap="sm">
              <Button type="submit" loading={reply.isPending} data-primary-action>
                {t('support.thread.sendReply')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                onClick={confirmClose}
                loading={close.isPending}
                data-testid="ticket-close"
              >
                {t('support.thread.closeTicket')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
