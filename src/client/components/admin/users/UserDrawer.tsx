import { Alert, Divider, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { useAdminFormat } from '../../../lib/adminFormat';
import { joinList } from '../../../lib/format';
import { USER_ROLES } from '../../../lib/adminOptions';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminDrawer } from '../common/AdminDrawer';
import { ConfirmButton, type ConfirmPrompt } from '../common/ConfirmButton';
import { QueryView } from '../common/QueryView';
import { ReasonButton } from '../common/ReasonModal';
import { StatusBadge } from '../common/StatusBadge';
import { useAdminAction } from '../common/useAdminAction';
import { TwoFactorResetButton } from './TwoFactorResetButton';
import { UserCreditPanel } from './UserCreditPanel';
import { countryName } from '../../../lib/countryName';

type AdminUser = RouterOutputs['admin']['users']['get'];
type Role = (typeof USER_ROLES)[number];

/** A labelled fact of the account; a wide one (an e-mail) takes the whole line. */
function Fact({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <Stack gap={0} miw={0} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** Role, status, ban and delete for one account; every change asks first and reports what the server said. */
/** An active account can be deactivated, a deactivated one reactivated: the same change of status, each way. */
const STATUS_SWITCHES = {
  active: { status: 'deactivated', verb: 'deactivate', done: 'deactivated', color: 'orange' },
  deactivated: { status: 'active', verb: 'reactivate', done: 'reactivated', color: 'green' },
} as const;

function UserActions({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { t } = useTranslation();
  const runAction = useAdminAction();
  const utils = trpc.useUtils();
  const { user: me } = useAuth();
  const [role, setRole] = useState<Role>(user.role);
  useEffect(() => setRole(user.role), [user.role]);
  const update = trpc.admin.users.update.useMutation();
  const ban = trpc.admin.users.ban.useMutation();
  const unban = trpc.admin.users.unban.useMutation();
  const remove = trpc.admin.users.delete.useMutation();
  const busy = update.isPending || ban.isPending || unban.isPending || remove.isPending;
  const switchTo = user.status in STATUS_SWITCHES ? STATUS_SWITCHES[user.status as keyof typeof STATUS_SWITCHES] : null;
  const name = `\u2068${`${user.first_name} ${user.last_name}`.trim() || user.email || user.phone}\u2069`;

  const run = (action: () => Promise<unknown>, success: string, done?: () => void) =>
    runAction(action, {
      success,
      failure: t('admin.users.changeFailed'),
      done,
      refresh: () => {
        void utils.admin.users.get.invalidate({ id: user.id });
        void utils.admin.users.list.invalidate();
      },
    });
  /** A change's confirmation: its title, what it does and its button (in `color`); `onConfirm` makes the change. */
  const ask = (
    title: string,
    body: string,
    confirmLabel: string,
    color: string,
    onConfirm: () => void,
  ): ConfirmPrompt => ({
    title,
    body,
    confirmLabel,
    color,
    confirmTestId: 'confirm-user-action',
    onConfirm,
  });

  if (me && String(me.id) === user.id) {
    return (
      <Alert color="blue" data-testid="admin-user-self">
        {t('admin.users.selfNote')}
      </Alert>
    );
  }
  if (user.status === 'deleted') {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.users.deletedNote')}
      </Text>
    );
  }

  return (
    <Stack gap="md" data-testid="admin-user-actions">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('admin.users.roleLabel')}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
          data={USER_ROLES.map((r) => ({ value: r, label: t(`admin.status.role.${r}`) }))}
        />
        <ConfirmButton
          variant="default"
          disabled={busy || role === user.role}
          prompt={ask(
            t('admin.users.roleTitle'),
            t('admin.users.roleBody', { name, role: t(`admin.status.role.${role}`) }),
            t('admin.users.roleConfirm'),
            'blue',
            () => void run(() => update.mutateAsync({ id: user.id, role }), t('admin.users.roleChanged', { name })),
          )}
        >
          {t('admin.users.changeRole')}
        </ConfirmButton>
      </Group>

      <Group gap="xs" wrap="wrap">
        {user.status === 'banned' ? (
          <ConfirmButton
            color="green"
            disabled={busy}
            testId="admin-user-unban"
            prompt={ask(
              t('admin.users.unbanTitle'),
              t('admin.users.unbanBody', { name }),
              t('admin.users.unban'),
              'green',
              () => void run(() => unban.mutateAsync({ id: user.id }), t('admin.users.unbanned', { name })),
            )}
          >
            {t('admin.users.unban')}
          </ConfirmButton>
        ) : (
          <ReasonButton
            disabled={busy}
            testId="admin-user-ban"
            prompt={{
              title: t('admin.users.banTitle', { name }),
              description: t('admin.users.banBody'),
              label: t('admin.users.banReason'),
              confirmLabel: t('admin.users.ban'),
              requiredMessage: t('adminMessages.banReason'),
              onSubmit: (reason) =>
                void run(() => ban.mutateAsync({ id: user.id, reason }), t('admin.users.banned', { name })),
            }}
          >
            {t('admin.users.ban')}
          </ReasonButton>
        )}
        {switchTo && (
          <ConfirmButton
            variant="default"
            disabled={busy}
            prompt={ask(
              t(`admin.users.${switchTo.verb}Title`),
              t(`admin.users.${switchTo.verb}Body`, { name }),
              t(`admin.users.${switchTo.verb}`),
              switchTo.color,
              () =>
                void run(
                  () => update.mutateAsync({ id: user.id, status: switchTo.status }),
                  t(`admin.users.${switchTo.done}`, { name }),
                ),
            )}
          >
            {t(`admin.users.${switchTo.verb}`)}
          </ConfirmButton>
        )}
        <ConfirmButton
          color="red"
          disabled={busy}
          testId="admin-user-delete"
          prompt={ask(
            t('admin.users.deleteTitle', { name }),
            t('admin.users.deleteBody'),
            t('admin.users.delete'),
            'red',
            () => void run(() => remove.mutateAsync({ id: user.id }), t('admin.users.deleted', { name }), onDeleted),
          )}
        >
          {t('admin.users.delete')}
        </ConfirmButton>
      </Group>
    </Stack>
  );
}

function UserBody({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const yesNo = (value: boolean) => (value ? t('admin.common.yes') : t('admin.common.no'));
  return (
    <Stack gap="md" data-testid="admin-user-detail" data-user-id={user.id} data-status={user.status}>
      <Group gap="xs">
        <StatusBadge kind="role" status={user.role} />
        <StatusBadge kind="user" status={user.status} testId="admin-user-status" />
      </Group>
      {user.status === 'banned' && user.ban_reason && (
        <Alert color="red" title={t('admin.users.banReasonShown')}>
          {user.ban_reason}
          {user.banned_at && (
            <Text size="xs" mt={4}>
              {fmt.dateTime(user.banned_at)}
            </Text>
          )}
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('admin.users.columns.email')} value={user.email ?? '—'} wide />
        <Fact label={t('admin.users.phone')} value={user.phone ?? '—'} />
        <Fact
          label={t('admin.users.city')}
          value={
            joinList(
              [user.city, user.country && countryName(t, user.country)].filter((part): part is string => Boolean(part)),
              fmt.language,
            ) || '—'
          }
        />
        <Fact label={t('admin.users.columns.joined')} value={fmt.dateTime(user.created_at)} />
        <Fact
          label={t('admin.users.columns.lastLogin')}
          value={user.last_login_at ? fmt.dateTime(user.last_login_at) : t('admin.users.never')}
        />
        <Fact label={t('admin.users.emailVerified')} value={yesNo(user.email_verified)} />
        <Fact label={t('admin.users.twoFactor')} value={yesNo(user.two_factor_enabled)} />
        <Fact label={t('admin.users.openSessions')} value={fmt.count(user.open_sessions)} />
        <Fact label={t('admin.users.orders')} value={fmt.count(user.total_orders)} />
        <Fact label={t('admin.users.spent')} value={fmt.money(user.total_spent)} />
      </SimpleGrid>
      <Divider />
      {user.two_factor_enabled && (
        <TwoFactorResetButton
          userId={user.id}
          name={`${user.first_name} ${user.last_name}`.trim() || user.email || user.phone || ''}
        />
      )}
      <UserCreditPanel userId={user.id} editable={user.status !== 'deleted'} />
      <Divider />
      <Title order={3} size="h5">
        {t('admin.users.actions')}
      </Title>
      <UserActions user={user} onDeleted={onDeleted} />
    </Stack>
  );
}

/** One account opened from the users list. */
export function UserDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = trpc.admin.users.get.useQuery({ id: userId ?? '' }, { enabled: Boolean(userId) });
  const title = user.data
    ? `${user.data.first_name} ${user.data.last_name}`.trim() || user.data.email
    : t('admin.users.drawerLoading');
  return (
    <AdminDrawer opened={Boolean(userId)} onClose={onClose} title={title} testId="admin-user-drawer">
      <QueryView query={user} loadingText={t('admin.users.loadingOne')} failureTitle={t('admin.users.loadOneFailed')}>
        {(data) => <UserBody user={data} onDeleted={onClose} />}
      </QueryView>
    </AdminDrawer>
  );
}
