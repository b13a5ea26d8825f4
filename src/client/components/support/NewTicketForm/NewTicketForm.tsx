import { NativeSelect, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CATEGORIES, TICKET_PRIORITIES, ZTicketCreateInput } from '../../../../shared/schemas/support';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useTicketActions } from '../../../hooks/useSupport';
import { serverMessage } from '../../../lib/errors';
import { schemaValidator } from '../../../lib/formValidation';
import { FormActions } from '../../FormActions/FormActions';

interface NewTicketFormProps {
  onCreated(ticketId: string): void;
  onCancel(): void;
}

/** Open a support ticket: subject, category, priority and the first message. */
export function NewTicketForm({ onCreated, onCancel }: NewTicketFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { create } = useTicketActions();
  const validate = useMemo(() => schemaValidator(ZTicketCreateInput, translate), [translate]);
  const form = useForm({
    initialValues: { subject: '', category: 'other', priority: 'normal', message: '' },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const ticket = await create.mutateAsync(ZTicketCreateInput.parse(values));
      notifications.show({ color: 'leaf', message: t('support.form.created') });
      onCreated(ticket.id);
    } catch (failure) {
      const message = serverMessage(failure);
      notifications.show({
        color: 'red',
        title: t('support.form.failed'),
        message: message ? translate(message) : t('quiz.networkError'),
      });
    }
  });

  const saving = create.isPending;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="new-ticket-form">
      <Title order={3} fz="lg" mb="md">
        {t('support.form.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('support.form.subject')} required disabled={saving} {...form.getInputProps('subject')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NativeSelect
              label={t('support.form.category')}
              data={SUPPORT_CATEGORIES.map((category) => ({
                value: category,
                label: t(`support.category.${category}`),
              }))}
              disabled={saving}
              {...form.getInputProps('category')}
            />
            <NativeSelect
              label={t('support.form.priority')}
              data={TICKET_PRIORITIES.map((priority) => ({
                value: priority,
                label: t(`support.priority.${priority}`),
              }))}
              disabled={saving}
              {...form.getInputProps('priority')}
            />
          </SimpleGrid>
          <Textarea
            label={t('support.form.message')}
            autosize
            minRows={4}
            maxRows={12}
            required
            disabled={saving}
            {...form.getInputProps('message')}
          />
          <FormActions
            submitLabel={t('support.form.submit')}
            cancelLabel={t('support.form.cancel')}
            saving={saving}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Paper>
  );
}
