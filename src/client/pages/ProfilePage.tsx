import '../styles/accountPages';
import { Button, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AddressesPanel } from '../components/profile/AddressesPanel';
import { ChangePasswordForm } from '../components/profile/ChangePasswordForm';
import { DataPanel } from '../components/profile/DataPanel';
import { ProfileDetailsForm } from '../components/profile/ProfileDetailsForm';
import { ProfileSummary } from '../components/profile/ProfileSummary';
import { SecurityPanel } from '../components/profile/SecurityPanel';
import { usePageTitle } from '../hooks/usePageTitle';
import { useAuth } from '../lib/auth';

const TABS = ['details', 'addresses', 'security', 'data'] as const;

/** With no user: 'Please log in to view your profile' and Go to Login. */
function NoUser() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz="xl">
          {t('profile.noUser')}
        </Title>
        <Button component={Link} href="/login?from=%2Fprofile">
          {t('profile.goToLogin')}
        </Button>
      </Stack>
    </Container>
  );
}

/** /profile (guarded) — the summary, then tabs: profile and password, addresses, security, data. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.pageTitle'));
  const { user } = useAuth();
  if (!user) return <NoUser />;
  return (
    <Container size="md" py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Text size="sm" c="leaf.8" fw={700} tt="uppercase">
          {t('profile.title')}
        </Text>
        <ProfileSummary user={user} />
        <Tabs defaultValue="details" variant="outline" radius="md" keepMounted={false}>
          <Tabs.List aria-label={t('profile.tabs.label')} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`profile-tab-${tab}`} style={{ flexShrink: 0 }}>
                {t(`profile.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="lg">
            <Stack gap="lg">
              <ProfileDetailsForm user={user} />
              <ChangePasswordForm />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="addresses" pt="lg">
            <AddressesPanel user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="lg">
            <SecurityPanel />
          </Tabs.Panel>
          <Tabs.Panel value="data" pt="lg">
            <DataPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
