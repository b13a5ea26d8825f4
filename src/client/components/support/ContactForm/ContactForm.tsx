import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZContactInput } from '../../../../shared/schemas/support';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useContactMessage } from '../../../hooks/useSupport';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/errors';
import { schemaValidator } from '../../../lib/formValidation';

type Outcome = { kind: 'sent'; serverText: string } | { kind: 'failed'; serverText: string | null };

/**
 * The About page's contact form: name, e-mail, subject and message to `support.contact`. The server's answer is
 * shown as it comes (in the reader's language when known), including the hourly limit's 'Please try again in N
 * minutes'.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { user } = useAuth();
  const contact = useContactMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const validate = useMemo(() => schemaValidator(ZContactInput, translate), [translate]);
  const form = useForm({
    initialValues: {
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      email: user?.email ?? '',
      subject: '',
      message: '',
    },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await contact.mutateAsync(values);
      form.setValues({ subject: '', message: '' });
      setOutcome({ kind: 'sent', serverText: answer.message });
    } catch (failure) {
      setOutcome({ kind: 'failed', serverText: serverMessage(failure) });
    }
  });

  const sending = contact.isPending;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" component="section" aria-labelledby="contact-form-title">
      <Title order={2} fz="xl" id="contact-form-title">
        {t('contactForm.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('contactForm.subtitle')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {outcome?.kind === 'sent' && (
            <Alert
              color="leaf"
              variant="light"
              title={t('contactForm.sentTitle')}
              role="status"
              data-testid="contact-outcome"
              data-kind="sent"
            >
              {translate(outcome.serverText)}
            </Alert>
          )}
          {outcome?.kind === 'failed' && (
            <Alert
              color="red"
              variant="light"
              title={t('contactForm.failedTitle')}
              role="alert"
              data-testid="contact-outcome"
              data-kind="failed"
            >
              {outcome.serverText ? translate(outcome.serverText) : t('contactForm.failed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('contactForm.name')}
              autoComplete="name"
              required
              disabled={sending}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('contactForm.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              disabled={sending}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <TextInput label={t('contactForm.subject')} required disabled={sending} {...form.getInputProps('subject')} />
          <Textarea
            label={t('contactForm.message')}
            autosize
            minRows={4}
            maxRows={12}
            required
            disabled={sending}
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }} data-primary-action>
            {t('contactForm.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
