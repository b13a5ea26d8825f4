import '../../../styles/learningPages';
import { Alert, Badge, Button, Center, Checkbox, Group, Paper, Radio, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEWSLETTER_FREQUENCIES,
  NEWSLETTER_TOPICS,
  type NewsletterFrequency,
  type NewsletterTopic,
} from '../../../../shared/schemas/newsletter';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useNewsletterPreferences } from '../../../hooks/useNewsletter';
import { serverMessage } from '../../../lib/errors';
import { LoadingNote } from '../../LoadingNote/LoadingNote';
import { PanelTitle } from '../../PanelTitle/PanelTitle';
import { InlineRetry } from '../../InlineRetry/InlineRetry';

const STATUS_COLORS = { pending: 'wheat', confirmed: 'leaf', unsubscribed: 'gray' } as const;

interface Draft {
  subscribed: boolean;
  topics: NewsletterTopic[];
  frequency: NewsletterFrequency;
}

/**
 * The profile's Newsletter tab: whether the account's e-mail receives the newsletter, its topics and how often.
 * Subscribing from here is confirmed at once for a verified e-mail, else by the e-mailed link (the status says so).
 */
export function NewsletterPreferencesPanel() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { settings, update } = useNewsletterPreferences();
  const [draft, setDraft] = useState<Draft | null>(null);

  // The form starts from the saved settings, and again after each save.
  useEffect(() => {
    if (settings.data) {
      const { status, topics, frequency } = settings.data;
      setDraft({ subscribed: status !== 'unsubscribed', topics: [...topics], frequency });
    }
  }, [settings.data]);

  const save = async () => {
    if (!draft || !settings.data) return;
    const subscribedNow = settings.data.status !== 'unsubscribed';
    try {
      const saved = await update.mutateAsync({
        topics: draft.topics,
        frequency: draft.frequency,
        ...(draft.subscribed !== subscribedNow ? { subscribed: draft.subscribed } : {}),
      });
      notifications.show({ color: 'leaf', message: translate(saved.message) });
    } catch (failure) {
      const message = serverMessage(failure);
      notifications.show({
        color: 'red',
        title: t('newsletter.preferences.failed'),
        message: message ? translate(message) : t('quiz.networkError'),
      });
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" data-testid="newsletter-preferences">
      <PanelTitle title={t('newsletter.preferences.title')} subtitle={t('newsletter.preferences.subtitle')} mb="md" />
      {settings.status === 'pending' && (
        <Center py="lg">
          <LoadingNote stacked>{t('newsletter.preferences.loading')}</LoadingNote>
        </Center>
      )}
      {settings.status === 'error' && (
        <InlineRetry
          message={t('newsletter.preferences.loadFailed')}
          retryLabel={t('newsletter.preferences.retry')}
          onRetry={() => void settings.refetch()}
          alert
        />
      )}
      {settings.data && draft && (
        <Stack gap="md" maw={520}>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('newsletter.preferences.sentTo')}:
            </Text>
            <Text size="sm" fw={600} dir="ltr">
              {settings.data.email}
            </Text>
            <Badge color={STATUS_COLORS[settings.data.status]} variant="light" data-testid="newsletter-status">
              {t(`newsletter.preferences.status.${settings.data.status}`)}
            </Badge>
          </Group>
          {settings.data.status === 'pending' && (
            <Alert color="wheat" variant="light">
              {t('newsletter.preferences.pendingHint', { email: `\u2068${settings.data.email}\u2069` })}
            </Alert>
          )}
          <Switch
            label={t('newsletter.preferences.subscribed')}
            checked={draft.subscribed}
            onChange={(event) => setDraft({ ...draft, subscribed: event.currentTarget.checked })}
            data-testid="newsletter-subscribed"
          />
          <Checkbox.Group
            label={t('newsletter.preferences.topicsLabel')}
            value={draft.topics}
            onChange={(topics) =>
              setDraft({ ...draft, topics: NEWSLETTER_TOPICS.filter((topic) => topics.includes(topic)) })
            }
          >
            <Stack gap="xs" mt="xs">
              {NEWSLETTER_TOPICS.map((topic) => (
                <Checkbox key={topic} value={topic} label={t(`newsletter.preferences.topics.${topic}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group
            label={t('newsletter.preferences.frequencyLabel')}
            value={draft.frequency}
            onChange={(frequency) => {
              const chosen = NEWSLETTER_FREQUENCIES.find((f) => f === frequency);
              if (chosen) setDraft({ ...draft, frequency: chosen });
            }}
          >
            <Group gap="lg" mt="xs">
              {NEWSLETTER_FREQUENCIES.map((frequency) => (
                <Radio key={frequency} value={frequency} label={t(`newsletter.preferences.frequency.${frequency}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Button
            onClick={() => void save()}
            loading={update.isPending}
            style={{ alignSelf: 'flex-start' }}
            data-testid="newsletter-save"
          >
            {t('newsletter.preferences.save')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
