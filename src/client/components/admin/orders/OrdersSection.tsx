import { Anchor, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { ORDER_STATUSES } from '../../../../events/order/order';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminMessage } from '../../../lib/adminMessages';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { itemPath } from '../../../lib/adminSections';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { ListState } from '../../ListState/ListState';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { AdminTable } from '../common/AdminTable';
import { DateRangeFields } from '../common/DateRangeFields';
import { ListPager } from '../common/ListPager';
import { SearchField } from '../common/SearchField';
import { StatusBadge } from '../common/StatusBadge';
import { OrderDrawer } from './OrderDrawer';

const FILTERS = ['status', 'search', 'from', 'to', 'sort'] as const;

/** The list's sorts, as the server takes them. */
export const ADMIN_ORDER_SORTS = {
  newest: { sort_by: 'created_at', sort_order: 'DESC' },
  oldest: { sort_by: 'created_at', sort_order: 'ASC' },
  highest: { sort_by: 'total', sort_order: 'DESC' },
  lowest: { sort_by: 'total', sort_order: 'ASC' },
} as const;
type SortKey = keyof typeof ADMIN_ORDER_SORTS;
const isSortKey = (value: string): value is SortKey => Object.hasOwn(ADMIN_ORDER_SORTS, value);

/**
 * /admin/orders: every customer's orders with filters (status, search, placed between two days), sorts and pages, all in
 * the address; /admin/orders/{id} opens an order in the drawer above the same list.
 */
export function OrdersSection({ item }: { item?: string | undefined }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const translate = useAdminMessage();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const sort: SortKey = isSortKey(filters.sort) ? filters.sort : 'newest';

  const list = trpc.admin.orders.list.useQuery(
    { page: filters.page, limit: 20, ...given({ status: filters.status, search: filters.search, from: filters.from, to: filters.to }), ...ADMIN_ORDER_SORTS[sort] },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(filters.status || filters.search || filters.from || filters.to);
  const rangeError = list.error ? serverMessage(list.error) : null;

  return (
    <Stack gap="md" data-testid="admin-orders">
      <AdminSectionHeader
        title={t('admin.orders.title')}
        description={t('admin.orders.description')}
        actions={
          <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          label={t('admin.orders.searchLabel')}
          placeholder={t('admin.orders.searchPlaceholder')}
          value={filters.search}
          onSearch={(text) => setFilters({ search: text })}
          testId="admin-orders-search"
        />
        <NativeSelect
          label={t('admin.orders.statusLabel')}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.currentTarget.value })}
          data={[{ value: '', label: t('admin.orders.allStatuses') }, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`admin.status.order.${s}`) }))]}
          data-testid="admin-orders-status"
        />
        <NativeSelect
          label={t('admin.common.sortLabel')}
          value={sort}
          onChange={(event) => setFilters({ sort: event.currentTarget.value === 'newest' ? '' : event.currentTarget.value })}
          data={(Object.keys(ADMIN_ORDER_SORTS) as SortKey[]).map((s) => ({ value: s, label: t(`admin.orders.sort.${s}`) }))}
          data-testid="admin-orders-sort"
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters(range)}
          errors={rangeError && /\bto\b/.test(rangeError) ? { to: translate(rangeError) } : undefined}
          testId="admin-orders-range"
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setFilters({ status: '', search: '', from: '', to: '' })}>
            {t('admin.common.clearFilters')}
          </Button>
        )}
      </Group>

      <ListState
        status={list.status}
        items={list.data?.items}
        onRetry={() => void list.refetch()}
        loadingText={t('admin.orders.loading')}
        errorText={t('admin.orders.loadFailed')}
        errorHint={list.error ? (serverMessage(list.error) ? translate(serverMessage(list.error)!) : t('admin.common.noAnswer')) : undefined}
        retryLabel={t('admin.common.retry')}
        emptyTitle={filtered ? t('admin.orders.emptyFiltered') : t('admin.orders.empty')}
        testId="admin-orders-list"
      >
        {(orders) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {t('admin.orders.count', { count: list.data?.pagination.total ?? orders.length })}
            </Text>
            <AdminTable
              columns={[
                t('admin.orders.columns.number'),
                t('admin.orders.columns.placed'),
                t('admin.orders.columns.customer'),
                t('admin.orders.columns.items'),
                t('admin.orders.columns.total'),
                t('admin.orders.columns.status'),
              ]}
              testId="admin-orders-table"
            >
              {orders.map((order) => (
                <Table.Tr key={order.id} data-testid="admin-order-row" data-order-id={order.id} data-status={order.status} aria-selected={order.id === item}>
                  <Table.Td>
                    <Anchor component={Link} href={itemPath('orders', order.id, search)} fw={600} data-testid="admin-order-open">
                      <span className="ltr-run">{order.order_number}</span>
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(order.created_at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {order.customer.first_name} {order.customer.last_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <span className="ltr-run">{order.customer.email}</span>
                    </Text>
                  </Table.Td>
                  <Table.Td>{fmt.count(order.item_count)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.money(order.total)}</Table.Td>
                  <Table.Td>
                    <StatusBadge kind="order" status={order.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
            <ListPager
              page={filters.page}
              totalPages={list.data?.pagination.totalPages ?? 1}
              onChange={(page) => setFilters({ page: String(page) })}
              disabled={list.isFetching}
              testId="admin-orders-pages"
            />
          </Stack>
        )}
      </ListState>

      <OrderDrawer orderId={item ?? null} onClose={() => navigate(itemPath('orders', null, search))} />
    </Stack>
  );
}
