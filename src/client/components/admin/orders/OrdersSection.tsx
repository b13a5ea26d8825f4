import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ORDER_STATUSES } from '../../../../shared/orders';
import { useAdminFormat } from '../../../lib/adminFormat';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { formatMonth } from '../../../lib/format';
import { ORDER_SORTS } from '../../../lib/orders';
import { trpc } from '../../../lib/trpc';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { FilteredRecords } from '../common/FilteredRecords';
import { SortSelect, sortOf } from '../common/ChoiceSelect';
import { anyFilterSet } from '../common/ClearFiltersButton';
import { DateRangeFields, useRangeRefusal } from '../common/DateRangeFields';
import { FilterSelect } from '../common/FilterSelect';
import { RefreshButton } from '../common/RefreshButton';
import { SearchableFilters } from '../common/SearchableFilters';
import { StatusBadge } from '../common/StatusBadge';
import { useItemPaths } from '../common/useItemPaths';
import { OrderDrawer } from './OrderDrawer';
import { CodeText } from '../../CodeText/CodeText';

const FILTERS = ['status', 'search', 'from', 'to', 'sort'] as const;
/** The filters "Clear filters" clears (the sort stays). */
const CLEARABLE = ['status', 'search', 'from', 'to'] as const;

/**
 * /admin/orders: every customer's orders with filters (status, search, placed between two days), sorts and pages, all in
 * the address; /admin/orders/{id} opens an order in the drawer above the same list.
 */
export function OrdersSection({ item }: { item?: string | undefined }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const paths = useItemPaths('orders');
  const [filters, setFilters, filterOf] = useUrlFilters(FILTERS);
  const sort = sortOf(ORDER_SORTS, filters.sort);

  const list = trpc.admin.orders.list.useQuery(
    {
      page: filters.page,
      limit: 20,
      ...given({ status: filters.status, search: filters.search, from: filters.from, to: filters.to }),
      ...ORDER_SORTS[sort],
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = anyFilterSet(filters, CLEARABLE);
  const rangeErrors = useRangeRefusal(list.error);

  return (
    <Stack gap="md" data-testid="admin-orders">
      <AdminSectionHeader
        title={t('admin.orders.title')}
        description={t('admin.orders.description')}
        actions={<RefreshButton query={list} />}
      />
      <SearchableFilters
        filters={filters}
        setFilters={setFilters}
        clearable={CLEARABLE}
        folded={['status', 'from', 'to', 'sort']}
        search={{
          label: t('admin.orders.searchLabel'),
          placeholder: t('admin.orders.searchPlaceholder'),
          testId: 'admin-orders-search',
        }}
      >
        <FilterSelect
          label={t('admin.orders.statusLabel')}
          {...filterOf('status')}
          allLabel={t('admin.orders.allStatuses')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`admin.status.order.${s}`) }))}
          testId="admin-orders-status"
        />
        <SortSelect
          sorts={ORDER_SORTS}
          value={sort}
          onChange={(value) => setFilters({ sort: value })}
          optionLabel={(s) => t(`admin.orders.sort.${s}`)}
          testId="admin-orders-sort"
        />
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters(range)}
          errors={rangeErrors}
          testId="admin-orders-range"
        />
      </SearchableFilters>

      <FilteredRecords
        query={list}
        list="orders"
        filtered={filtered}
        pages={{
          page: filters.page,
          onChange: (page) => setFilters({ page: String(page) }),
          testId: 'admin-orders-pages',
        }}
        attributes={(order) => ({
          'data-testid': 'admin-order-row',
          'data-order-id': order.id,
          'data-status': order.status,
        })}
        selected={(order) => order.id === item}
        columns={[
          {
            header: t('admin.orders.columns.number'),
            card: 'title',
            cell: (order) => (
              <Anchor component={Link} href={paths.pathOf(order.id)} fw={600} data-testid="admin-order-open">
                <CodeText>{order.order_number}</CodeText>
              </Anchor>
            ),
          },
          { header: t('admin.orders.columns.placed'), nowrap: true, cell: (order) => fmt.dateTime(order.created_at) },
          {
            header: t('admin.orders.columns.customer'),
            card: 'wide',
            cell: (order) => (
              <>
                <Text size="sm">
                  {order.customer.first_name} {order.customer.last_name}
                </Text>
                <Text size="xs" c="dimmed">
                  <span className="ltr-run">{order.customer.email ?? order.customer.phone}</span>
                </Text>
              </>
            ),
          },
          { header: t('admin.orders.columns.items'), cell: (order) => fmt.count(order.item_count) },
          {
            header: t('admin.orders.columns.total'),
            nowrap: true,
            cell: (order) => (
              <Text fw={600} size="sm" span>
                {fmt.money(order.total)}
              </Text>
            ),
          },
          {
            header: t('admin.orders.columns.status'),
            card: 'status',
            cell: (order) => (
              <Group gap={4} wrap="wrap">
                <StatusBadge kind="order" status={order.status} />
                {order.payment_method === 'pay_at_harvest' && order.harvest_due && (
                  <Badge
                    color={order.overdue ? 'red' : 'leaf'}
                    variant={order.overdue ? 'filled' : 'light'}
                    data-testid={order.overdue ? 'admin-order-overdue' : 'admin-order-harvest'}
                  >
                    {order.overdue
                      ? t('credit.admin.overdueBadge')
                      : t('credit.admin.harvestBadge', { month: formatMonth(order.harvest_due, fmt.language) })}
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
      />

      <OrderDrawer orderId={item ?? null} onClose={paths.close} />
    </Stack>
  );
}
