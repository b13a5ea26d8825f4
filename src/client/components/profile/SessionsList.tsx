import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceName } from '../../hooks/useDeviceName';
import { useLanguage } from '../../hooks/useLanguage';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useSessions } from '../../hooks/useSecurity';
import { serverMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { SecurityListCard } from './SecurityListCard';
import { NameTag } from '../NameTag/NameTag';

/** The devices signed in to the account, this one marked; any other can be signed out. */
export function SessionsList() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { language } = useLanguage();
  const deviceName = useDeviceName();
  const { list, revoke } = useSessions();
  const [busyId, setBusyId] = useState<string | null>(null);

  const signOutDevice = async (id: string) => {
    setBusyId(id);
    try {
      await revoke.mutateAsync({ id });
      notifications.show({ color: 'leaf', message: t('security.sessions.revoked') });
    } catch (failure) {
      const message = serverMessage(failure);
      notifications.show({
        color: 'red',
        title: t('security.sessions.revokeFailed'),
        message: message ? translate(message) : t('messages.networkError'),
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <SecurityListCard section="sessions" query={list} testId="sessions-list">
      {(sessions) => (
        <Stack gap="xs">
          {sessions.map((session) => {
            const id = String(session.id);
            return (
              <Group
                key={id}
                justify="space-between"
                gap="xs"
                p="sm"
                bg={session.current ? 'leaf.0' : undefined}
                style={{ borderRadius: 8 }}
                data-testid="session-row"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {deviceName(session.user_agent)}
                    </Text>
                    {session.current && <NameTag>{t('security.sessions.current')}</NameTag>}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('security.sessions.lastUsed', { date: formatDateTime(session.last_used_at, language) })}
                    {' · '}
                    {t('security.sessions.signedIn', { date: formatDateTime(session.created_at, language) })}
                  </Text>
                  {session.ip && (
                    <Text size="xs" c="dimmed">
                      {t('security.sessions.ip', { ip: `\u2068${session.ip}\u2069` })}
                    </Text>
                  )}
                </Stack>
                {!session.current && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    loading={busyId === id}
                    onClick={() => void signOutDevice(id)}
                  >
                    {t('security.sessions.revoke')}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </SecurityListCard>
  );
}
