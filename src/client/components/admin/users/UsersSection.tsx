import { Anchor, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { USER_ROLES, USER_STATUSES } from '../../../lib/adminOptions';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminNotify } from '../../../lib/adminMessages';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { itemPath } from '../../../lib/adminSections';
import { trpc } from '../../../lib/trpc';
import { ListState } from '../../ListState/ListState';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { AdminTable } from '../common/AdminTable';
import { ListPager } from '../common/ListPager';
import { SearchField } from '../common/SearchField';
import { StatusBadge } from '../common/StatusBadge';
import { UserDrawer } from './UserDrawer';

const FILTERS = ['search', 'role', 'status', 'sort'] as const;

const USER_SORTS = {
  newest: { sort_by: 'created_at', sort_order: 'DESC' },
  oldest: { sort_by: 'created_at', sort_order: 'ASC' },
  name: { sort_by: 'name', sort_order: 'ASC' },
  email: { sort_by: 'email', sort_order: 'ASC' },
  lastLogin: { sort_by: 'last_login_at', sort_order: 'DESC' },
} as const;
type SortKey = keyof typeof USER_SORTS;
const isSortKey = (value: string): value is SortKey => Object.hasOwn(USER_SORTS, value);

/** /admin/users: accounts with search, role and status filters and sorts; /admin/users/{id} opens one in the drawer. */
export function UsersSection({ item }: { item?: string | undefined }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const { reasonOf } = useAdminNotify();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const sort: SortKey = isSortKey(filters.sort) ? filters.sort : 'newest';
  const list = trpc.admin.users.list.useQuery(
    { page: filters.page, limit: 20, ...given({ search: filters.search, role: filters.role, status: filters.status }), ...USER_SORTS[sort] },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(filters.search || filters.role || filters.status);

  return (
    <Stack gap="md" data-testid="admin-users">
      <AdminSectionHeader
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        actions={
          <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={filters.search}
          onSearch={(text) => setFilters({ search: text })}
          testId="admin-users-search"
        />
        <NativeSelect
          label={t('admin.users.roleLabel')}
          value={filters.role}
          onChange={(event) => setFilters({ role: event.currentTarget.value })}
          data={[{ value: '', label: t('admin.users.allRoles') }, ...USER_ROLES.map((r) => ({ value: r, label: t(`admin.status.role.${r}`) }))]}
        />
        <NativeSelect
          label={t('admin.users.statusLabel')}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.currentTarget.value })}
          data={[{ value: '', label: t('admin.users.allStatuses') }, ...USER_STATUSES.map((s) => ({ value: s, label: t(`admin.status.user.${s}`) }))]}
        />
        <NativeSelect
          label={t('admin.common.sortLabel')}
          value={sort}
          onChange={(event) => setFilters({ sort: event.currentTarget.value === 'newest' ? '' : event.currentTarget.value })}
          data={(Object.keys(USER_SORTS) as SortKey[]).map((s) => ({ value: s, label: t(`admin.users.sort.${s}`) }))}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setFilters({ search: '', role: '', status: '' })}>
            {t('admin.common.clearFilters')}
          </Button>
        )}
      </Group>

      <ListState
        status={list.status}
        items={list.data?.items}
        onRetry={() => void list.refetch()}
        loadingText={t('admin.users.loading')}
        errorText={t('admin.users.loadFailed')}
        errorHint={list.error ? reasonOf(list.error) : undefined}
        retryLabel={t('admin.common.retry')}
        emptyTitle={filtered ? t('admin.users.emptyFiltered') : t('admin.users.empty')}
        testId="admin-users-list"
      >
        {(users) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {t('admin.users.count', { count: list.data?.pagination.total ?? users.length })}
            </Text>
            <AdminTable
              columns={[
                t('admin.users.columns.name'),
                t('admin.users.columns.email'),
                t('admin.users.columns.role'),
                t('admin.users.columns.status'),
                t('admin.users.columns.joined'),
                t('admin.users.columns.lastLogin'),
              ]}
              testId="admin-users-table"
            >
              {users.map((user) => (
                <Table.Tr key={user.id} data-testid="admin-user-row" data-user-id={user.id} data-status={user.status}>
                  <Table.Td>
                    <Anchor component={Link} href={itemPath('users', user.id, search)} fw={600}>
                      {`${user.first_name} ${user.last_name}`.trim() || t('admin.users.noName')}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <span className="ltr-run">{user.email}</span>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge kind="role" status={user.role} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge kind="user" status={user.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(user.created_at)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.last_login_at ? fmt.dateTime(user.last_login_at) : t('admin.users.never')}</Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
            <ListPager
              page={filters.page}
              totalPages={list.data?.pagination.totalPages ?? 1}
              onChange={(page) => setFilters({ page: String(page) })}
              disabled={list.isFetching}
            />
          </Stack>
        )}
      </ListState>

      <UserDrawer userId={item ?? null} onClose={() => navigate(itemPath('users', null, search))} />
    </Stack>
  );
}
