import { Anchor, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { USER_ROLES, USER_STATUSES } from '../../../lib/adminOptions';
import { useAdminFormat } from '../../../lib/adminFormat';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { trpc } from '../../../lib/trpc';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { FilteredRecords } from '../common/FilteredRecords';
import { SortSelect, sortOf } from '../common/ChoiceSelect';
import { anyFilterSet } from '../common/ClearFiltersButton';
import { FilterSelect } from '../common/FilterSelect';
import { RefreshButton } from '../common/RefreshButton';
import { SearchableFilters } from '../common/SearchableFilters';
import { StatusBadge } from '../common/StatusBadge';
import { useItemPaths } from '../common/useItemPaths';
import { UserDrawer } from './UserDrawer';

const FILTERS = ['search', 'role', 'status', 'sort'] as const;
/** The filters "Clear filters" clears (the sort stays). */
const CLEARABLE = ['search', 'role', 'status'] as const;

const USER_SORTS = {
  newest: { sort_by: 'created_at', sort_order: 'DESC' },
  oldest: { sort_by: 'created_at', sort_order: 'ASC' },
  name: { sort_by: 'name', sort_order: 'ASC' },
  email: { sort_by: 'email', sort_order: 'ASC' },
  lastLogin: { sort_by: 'last_login_at', sort_order: 'DESC' },
} as const;

/** /admin/users: accounts with search, role and status filters and sorts; /admin/users/{id} opens one in the drawer. */
export function UsersSection({ item }: { item?: string | undefined }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const paths = useItemPaths('users');
  const [filters, setFilters, filterOf] = useUrlFilters(FILTERS);
  const sort = sortOf(USER_SORTS, filters.sort);
  const list = trpc.admin.users.list.useQuery(
    {
      page: filters.page,
      limit: 20,
      ...given({ search: filters.search, role: filters.role, status: filters.status }),
      ...USER_SORTS[sort],
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = anyFilterSet(filters, CLEARABLE);

  return (
    <Stack gap="md" data-testid="admin-users">
      <AdminSectionHeader
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        actions={<RefreshButton query={list} />}
      />
      <SearchableFilters
        filters={filters}
        setFilters={setFilters}
        clearable={CLEARABLE}
        folded={['role', 'status', 'sort']}
        search={{
          label: t('admin.users.searchLabel'),
          placeholder: t('admin.users.searchPlaceholder'),
          testId: 'admin-users-search',
        }}
      >
        <FilterSelect
          label={t('admin.users.roleLabel')}
          {...filterOf('role')}
          allLabel={t('admin.users.allRoles')}
          options={USER_ROLES.map((r) => ({ value: r, label: t(`admin.status.role.${r}`) }))}
        />
        <FilterSelect
          label={t('admin.users.statusLabel')}
          {...filterOf('status')}
          allLabel={t('admin.users.allStatuses')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`admin.status.user.${s}`) }))}
        />
        <SortSelect
          sorts={USER_SORTS}
          value={sort}
          onChange={(value) => setFilters({ sort: value })}
          optionLabel={(s) => t(`admin.users.sort.${s}`)}
        />
      </SearchableFilters>

      <FilteredRecords
        query={list}
        list="users"
        filtered={filtered}
        pages={{ page: filters.page, onChange: (page) => setFilters({ page: String(page) }) }}
        attributes={(user) => ({
          'data-testid': 'admin-user-row',
          'data-user-id': user.id,
          'data-status': user.status,
        })}
        selected={(user) => String(user.id) === item}
        columns={[
          {
            header: t('admin.users.columns.name'),
            card: 'title',
            cell: (user) => (
              <Anchor component={Link} href={paths.pathOf(user.id)} fw={600}>
                {`${user.first_name} ${user.last_name}`.trim() || t('admin.users.noName')}
              </Anchor>
            ),
          },
          {
            header: t('admin.users.columns.email'),
            card: 'wide',
            cell: (user) => <span className="ltr-run">{user.email ?? user.phone}</span>,
          },
          {
            header: t('admin.users.columns.role'),
            card: 'status',
            cell: (user) => <StatusBadge kind="role" status={user.role} />,
          },
          {
            header: t('admin.users.columns.status'),
            card: 'status',
            cell: (user) => <StatusBadge kind="user" status={user.status} />,
          },
          { header: t('admin.users.columns.joined'), nowrap: true, cell: (user) => fmt.dateTime(user.created_at) },
          {
            header: t('admin.users.columns.lastLogin'),
            nowrap: true,
            cell: (user) => (user.last_login_at ? fmt.dateTime(user.last_login_at) : t('admin.users.never')),
          },
        ]}
      />

      <UserDrawer userId={item ?? null} onClose={paths.close} />
    </Stack>
  );
}
