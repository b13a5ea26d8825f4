import { Box, Button, NativeSelect, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { openBullBoard } from '../../../lib/adminQueues';
import { ADMIN_SECTIONS, type AdminSection, sectionPath } from '../../../lib/adminSections';
import { trpc } from '../../../lib/trpc';
import classes from './AdminNav.module.css';

const ICONS: Record<AdminSection, string> = {
  dashboard: '📊',
  orders: '📦',
  receivables: '🌾',
  users: '👥',
  moderation: '🛡️',
  products: '🏷️',
  prices: '💹',
  settings: '⚙️',
  shipping: '🚚',
  coupons: '🏷️',
  reports: '📈',
  backups: '💾',
  audit: '📜',
  system: '🩺',
};

/** Bull Board (the job queues) in a new tab, with the access token handed over in its cookie. */
export function BullBoardButton({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  return (
    <Button
      variant="light"
      fullWidth={fullWidth}
      onClick={() => void openBullBoard(() => utils.client.auth.profile.query().catch(() => null))}
      data-testid="admin-queues-link"
    >
      {t('admin.nav.queues')}
      <span aria-hidden className={classes.outward}>
        ↗
      </span>
    </Button>
  );
}

/**
 * The sections of the admin area: a side list from tablet width, a select on a phone (the phone's own picker). Each
 * section has its own address.
 */
export function AdminNav({ section }: { section: AdminSection | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <>
      <Box hiddenFrom="md">
        <NativeSelect
          size="md"
          label={t('admin.nav.section')}
          value={section ?? ''}
          onChange={(event) => navigate(sectionPath(event.currentTarget.value as AdminSection))}
          data={[
            ...(section ? [] : [{ value: '', label: '—' }]),
            ...ADMIN_SECTIONS.map((s) => ({ value: s, label: t(`admin.nav.${s}`) })),
          ]}
          data-testid="admin-nav-select"
        />
      </Box>
      <Stack gap={4} visibleFrom="md" component="nav" aria-label={t('admin.nav.label')} data-testid="admin-nav">
        {ADMIN_SECTIONS.map((s) => (
          <NavLink
            key={s}
            component={Link}
            href={sectionPath(s)}
            label={t(`admin.nav.${s}`)}
            leftSection={<span aria-hidden>{ICONS[s]}</span>}
            active={s === section}
            aria-current={s === section ? 'page' : undefined}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        ))}
        <Box mt="sm">
          <BullBoardButton fullWidth />
        </Box>
      </Stack>
    </>
  );
}
