import '../styles/accountPages';
import { Button, Center, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { AddressesPanel } from '../components/profile/AddressesPanel';
import { ChangePasswordForm } from '../components/profile/ChangePasswordForm';
import { DataPanel } from '../components/profile/DataPanel';
import { ProfileDetailsForm } from '../components/profile/ProfileDetailsForm';
import { PhonePanel } from '../components/profile/PhonePanel';
import { ProfileSummary } from '../components/profile/ProfileSummary';
import tabClasses from '../components/profile/ProfileTabs.module.css';
import { SecurityPanel } from '../components/profile/SecurityPanel';
import { useFullAddress } from '../hooks/useAddress';
import { usePageTitle } from '../hooks/usePageTitle';
import { loadCreditTexts, loadCropTexts, loadLearningTexts, loadMessagingTexts } from '../i18n';
import { useAuth } from '../lib/auth';
import { lazyNamedWith } from '../lib/lazyNamed';
import { loginAddress } from '../lib/returnPath';

const TABS = [
  'details',
  'addresses',
  'messages',
  'alerts',
  'credit',
  'security',
  'data',
  'newsletter',
  'support',
] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ProfileTab => (TABS as readonly string[]).includes(value ?? '');

/** The Newsletter and Support tabs come with the learning texts, when first opened. */
const NewsletterPreferencesPanel = lazyNamedWith(
  () => import('../components/newsletter/NewsletterPreferencesPanel/NewsletterPreferencesPanel'),
  'NewsletterPreferencesPanel',
  loadLearningTexts,
);
/** The Price alerts tab speaks the crop guide's words (units, the alert sentence): it comes with the crop texts. */
const PriceAlertsPanel = lazyNamedWith(
  () => import('../components/profile/PriceAlertsPanel'),
  'PriceAlertsPanel',
  loadCropTexts,
);
/** The Pay at harvest tab comes with the credit texts. */
const MessagesPanel = lazyNamedWith(
  () => import('../components/messaging/MessagesPanel'),
  'MessagesPanel',
  loadMessagingTexts,
);
const CreditPanel = lazyNamedWith(() => import('../components/profile/CreditPanel'), 'CreditPanel', loadCreditTexts);
const SupportPanel = lazyNamedWith(
  () => import('../components/support/SupportPanel/SupportPanel'),
  'SupportPanel',
  loadLearningTexts,
);

/** The sessionStorage key set once a tab other than the first has been opened: the summary is compact from then on. */
export const PROFILE_TAB_VISITED_KEY = 'fellah.profileTabVisited';

function readTabVisited(): boolean {
  try {
    return window.sessionStorage.getItem(PROFILE_TAB_VISITED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberTabVisited() {
  try {
    window.sessionStorage.setItem(PROFILE_TAB_VISITED_KEY, '1');
  } catch {
    // Without storage the summary stays compact for this page only.
  }
}

const panelFallback = (
  <Center py="xl">
    <Loader size="sm" />
  </Center>
);

/** A tab whose panel's code (and texts) load when it is first opened, a loader showing until then. */
function LazyPanel({ value, children }: { value: ProfileTab; children: ReactNode }) {
  return (
    <Tabs.Panel value={value} pt="lg">
      <Suspense fallback={panelFallback}>{children}</Suspense>
    </Tabs.Panel>
  );
}

/** With no user: 'Please log in to view your profile' and Go to Login. */
function NoUser() {
  const { t } = useTranslation();
  const fullAddress = useFullAddress();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz="xl">
          {t('profile.noUser')}
        </Title>
        <Button component={Link} href={loginAddress(fullAddress('/profile'))}>
          {t('profile.goToLogin')}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * /profile (guarded) — the summary, then tabs: profile and password, addresses, price alerts, pay at harvest, security,
 * data, newsletter, support. The full summary (photo, counters, Sign Out) is the profile's first screen; once another
 * tab has been opened in this visit it is one compact row, so a tab's content starts near the top of a phone's screen.
 * `?tab=` opens a tab and `&ticket=` a support ticket (the link of the support e-mails).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.pageTitle'));
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'details';
  const ticketId = tab === 'support' ? params.get('ticket') : null;
  const [tabVisited, setTabVisited] = useState(() => tab !== 'details' || readTabVisited());
  useEffect(() => {
    if (tab === 'details') return;
    setTabVisited(true);
    rememberTabVisited();
  }, [tab]);
  if (!user) return <NoUser />;
  return (
    <Container size="md" py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Text size="sm" c="leaf.8" fw={700} tt="uppercase">
          {t('profile.title')}
        </Text>
        <ProfileSummary user={user} compact={tabVisited} />
        <Tabs
          value={tab}
          onChange={(next) => isTab(next) && setParams(next === 'details' ? {} : { tab: next }, { replace: true })}
          variant="pills"
          radius="md"
          keepMounted={false}
          classNames={{ list: tabClasses.list, tab: tabClasses.tab }}
        >
          <Tabs.List aria-label={t('profile.tabs.label')}>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`profile-tab-${tab}`}>
                {t(`profile.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="lg">
            <Stack gap="lg">
              <ProfileDetailsForm user={user} />
              <PhonePanel user={user} />
              <ChangePasswordForm />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="addresses" pt="lg">
            <AddressesPanel user={user} />
          </Tabs.Panel>
          <LazyPanel value="messages">
            <MessagesPanel />
          </LazyPanel>
          <LazyPanel value="alerts">
            <PriceAlertsPanel />
          </LazyPanel>
          <LazyPanel value="credit">
            <CreditPanel />
          </LazyPanel>
          <Tabs.Panel value="security" pt="lg">
            <SecurityPanel />
          </Tabs.Panel>
          <Tabs.Panel value="data" pt="lg">
            <DataPanel />
          </Tabs.Panel>
          <LazyPanel value="newsletter">
            <NewsletterPreferencesPanel />
          </LazyPanel>
          <LazyPanel value="support">
            <SupportPanel
              ticketId={ticketId}
              onOpenTicket={(id) => setParams(id ? { tab: 'support', ticket: id } : { tab: 'support' })}
            />
          </LazyPanel>
        </Tabs>
      </Stack>
    </Container>
  );
}
