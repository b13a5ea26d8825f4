import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useJoinedText } from '../../hooks/useJoinedText';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useAccountStats, useRequestEmailVerification } from '../../hooks/useProfile';
import { useSignOut } from '../../hooks/useSignOut';
import { serverMessage } from '../../lib/errors';
import type { PublicUser } from '../../lib/trpc';
import { UserAvatar } from '../UserAvatar/UserAvatar';
import { AvatarUpload } from './AvatarUpload';

interface CounterProps {
  label: string;
  value: number | undefined;
  linkLabel: string;
  href: string;
  testId: string;
}

/** One counter (Orders, Favorites) with its shortcut under it (two side by side on a phone). */
function Counter({ label, value, linkLabel, href, testId }: CounterProps) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="leaf.0">
      <Stack gap={6} align="flex-start">
        <Stack gap={0}>
          <Text fz={{ base: 24, sm: 28 }} fw={800} c="leaf.8" lh={1.2} data-testid={testId}>
            {value ?? '–'}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
        <Button component={Link} href={href} variant="white" size="compact-sm" px={0}>
          {linkLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The account's two figures, each with the page that lists what it counts. */
const COUNTERS = [
  {
    stat: 'totalOrders',
    label: 'profile.ordersCount',
    linkLabel: 'profile.viewOrders',
    href: '/orders',
    testId: 'profile-orders-count',
  },
  {
    stat: 'favoriteItems',
    label: 'profile.favoritesCount',
    linkLabel: 'profile.viewFavorites',
    href: '/favorites',
    testId: 'profile-favorites-count',
  },
] as const;

/** The e-mail's verified state, and a way to ask for a new link while it is not. */
function EmailVerification({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const request = useRequestEmailVerification();
  if (user.email_verified) {
    return (
      <Badge color="leaf" variant="light" size="sm">
        {t('profile.emailVerified')}
      </Badge>
    );
  }
  const send = async () => {
    try {
      const result = await request.mutateAsync();
      notifications.show({ id: 'verify-email', color: 'leaf', message: translate(result.message) });
    } catch (failure) {
      const message = serverMessage(failure);
      notifications.show({
        id: 'verify-email',
        color: 'red',
        message: message ? translate(message) : t('profile.verificationFailed'),
      });
    }
  };
  return (
    <Group gap={6}>
      <Badge color="wheat" variant="light" size="sm">
        {t('profile.emailNotVerified')}
      </Badge>
      <Button variant="subtle" size="compact-xs" onClick={() => void send()} loading={request.isPending}>
        {t('profile.sendVerification')}
      </Button>
    </Group>
  );
}

/** One row — photo, name, e-mail — for the tabs after the first (the full card is the profile's first screen). */
function CompactSummary({ user, fullName }: { user: PublicUser; fullName: string }) {
  return (
    <Paper withBorder p="sm" radius="lg" data-testid="profile-summary" data-compact>
      <Group gap="sm" wrap="nowrap">
        <UserAvatar user={user} size={44} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} fz="lg" lh={1.3} lineClamp={1} data-testid="profile-name">
            {fullName}
          </Title>
          <Text size="sm" c="dimmed" truncate="end" className="ltr-run" data-testid="profile-email">
            {user.email}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Photo, name, e-mail, 'Joined …', the Orders and Favorites counters with their shortcuts, and Sign Out; `compact`
 * shows only the photo, name and e-mail in one row.
 */
export function ProfileSummary({ user, compact = false }: { user: PublicUser; compact?: boolean }) {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  if (compact) return <CompactSummary user={user} fullName={fullName} />;
  return <FullSummary user={user} fullName={fullName} />;
}

function FullSummary({ user, fullName }: { user: PublicUser; fullName: string }) {
  const { t } = useTranslation();
  const stats = useAccountStats();
  const signOut = useSignOut();
  const joined = useJoinedText(user.created_at);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" data-testid="profile-summary">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <AvatarUpload user={user} />
        <Stack gap={6} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="profile-name">
            {fullName}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text className="ltr-run" style={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
              {user.email}
            </Text>
            <EmailVerification user={user} />
          </Group>
          <Text size="sm" c="dimmed" data-testid="profile-joined">
            {joined}
          </Text>
        </Stack>
        <Button variant="default" onClick={() => void signOut()} data-testid="profile-sign-out">
          {t('profile.signOut')}
        </Button>
      </Group>
      <SimpleGrid cols={2} spacing={{ base: 'sm', sm: 'md' }} mt="lg">
        {COUNTERS.map((counter) => (
          <Counter
            key={counter.stat}
            label={t(counter.label)}
            value={stats.data?.[counter.stat]}
            linkLabel={t(counter.linkLabel)}
            href={counter.href}
            testId={counter.testId}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
