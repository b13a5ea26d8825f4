import './adminStyles';
import { Anchor, Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AdminNav, BullBoardButton } from '../../components/admin/layout/AdminNav';
import { AdminOnly } from '../../components/admin/layout/AdminOnly';
import { AdminTwoFactorPrompt } from '../../components/admin/layout/AdminTwoFactorPrompt';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { type AdminSection, parseAdminPath } from '../../lib/adminSections';
import { useAuth } from '../../lib/auth';
import { lazyNamed } from '../../lib/lazyNamed';

type SectionComponent = LazyExoticComponent<ComponentType<{ item?: string | undefined }>>;

/* Each section is its own chunk: the charts (@mantine/charts, recharts) load only with the dashboard and reports. */
const SECTIONS: Record<AdminSection, SectionComponent> = {
  dashboard: lazyNamed(() => import('../../components/admin/dashboard/DashboardSection'), 'DashboardSection'),
  orders: lazyNamed(() => import('../../components/admin/orders/OrdersSection'), 'OrdersSection'),
  receivables: lazyNamed(() => import('../../components/admin/receivables/ReceivablesSection'), 'ReceivablesSection'),
  users: lazyNamed(() => import('../../components/admin/users/UsersSection'), 'UsersSection'),
  moderation: lazyNamed(() => import('../../components/admin/moderation/ModerationSection'), 'ModerationSection'),
  products: lazyNamed(() => import('../../components/admin/products/ProductsSection'), 'ProductsSection'),
  prices: lazyNamed(() => import('../../components/admin/prices/PricesSection'), 'PricesSection'),
  settings: lazyNamed(() => import('../../components/admin/settings/SettingsSection'), 'SettingsSection'),
  shipping: lazyNamed(() => import('../../components/admin/shipping/ShippingZonesSection'), 'ShippingZonesSection'),
  coupons: lazyNamed(() => import('../../components/admin/coupons/CouponsSection'), 'CouponsSection'),
  reports: lazyNamed(() => import('../../components/admin/reports/ReportsSection'), 'ReportsSection'),
  backups: lazyNamed(() => import('../../components/admin/backups/BackupsSection'), 'BackupsSection'),
  audit: lazyNamed(() => import('../../components/admin/audit/AuditLogSection'), 'AuditLogSection'),
  system: lazyNamed(() => import('./SystemSection'), 'SystemSection'),
};

/**
 * /admin and /admin/{section}[/{item}] (signed-in: the route guard sends others to /login). Administrators get the
 * admin area — its sections beside their navigation; anyone else the "Admins only" page (the server refuses their
 * calls anyway).
 */
export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [location] = useLocation();
  const { section, item } = parseAdminPath(location);
  usePageTitle(section ? `${t(`admin.nav.${section}`)} · ${t('admin.title')}` : t('admin.title'));

  if (user?.role !== 'admin') return <AdminOnly />;
  const Section = section ? SECTIONS[section] : null;
  return (
    <Container size="xl" py="lg" data-testid="admin-page" data-section={section ?? 'unknown'}>
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('admin.title')}
        </Title>
        <Box hiddenFrom="md">
          <BullBoardButton />
        </Box>
      </Group>
      <AdminTwoFactorPrompt />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
          <AdminNav section={section} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 10 }} miw={0}>
          <Suspense fallback={<PageLoader />}>
            {Section ? (
              <Section item={item} />
            ) : (
              <Stack gap="xs" data-testid="admin-unknown-section">
                <Title order={2} size="h3">
                  {t('admin.unknown.title')}
                </Title>
                <Text c="dimmed">{t('admin.unknown.body')}</Text>
                <Anchor component={Link} href="/admin">
                  {t('admin.unknown.back')}
                </Anchor>
              </Stack>
            )}
          </Suspense>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
