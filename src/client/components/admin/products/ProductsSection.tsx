import { Anchor, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES } from '../../../../shared/catalogue';
import { useCategoryName } from '../../../hooks/useCategoryName';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminNotify } from '../../../lib/adminMessages';
import { APPROVAL_STATUSES } from '../../../lib/adminOptions';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { ListState } from '../../ListState/ListState';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { AdminTable } from '../common/AdminTable';
import { ListPager } from '../common/ListPager';
import { openReasonModal } from '../common/ReasonModal';
import { SearchField } from '../common/SearchField';
import { StatusBadge } from '../common/StatusBadge';

type AdminProduct = RouterOutputs['admin']['products']['list']['items'][number];

const FILTERS = ['approval_status', 'category', 'search', 'sort'] as const;

const PRODUCT_SORTS = {
  newest: { sort_by: 'created_at', sort_order: 'DESC' },
  oldest: { sort_by: 'created_at', sort_order: 'ASC' },
  name: { sort_by: 'name', sort_order: 'ASC' },
  priceHigh: { sort_by: 'price', sort_order: 'DESC' },
  stockLow: { sort_by: 'stock_quantity', sort_order: 'ASC' },
} as const;
type SortKey = keyof typeof PRODUCT_SORTS;
const isSortKey = (value: string): value is SortKey => Object.hasOwn(PRODUCT_SORTS, value);

/** /admin/products: every live product, pending and rejected ones included, with approve and reject (with a reason). */
export function ProductsSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const notify = useAdminNotify();
  const categoryName = useCategoryName();
  const utils = trpc.useUtils();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const sort: SortKey = isSortKey(filters.sort) ? filters.sort : 'newest';
  const list = trpc.admin.products.list.useQuery(
    { page: filters.page, limit: 20, ...given({ approval_status: filters.approval_status, category: filters.category, search: filters.search }), ...PRODUCT_SORTS[sort] },
    { placeholderData: keepPreviousData },
  );
  const approve = trpc.admin.products.approve.useMutation();
  const reject = trpc.admin.products.reject.useMutation();
  const busy = approve.isPending || reject.isPending;
  const filtered = Boolean(filters.approval_status || filters.category || filters.search);

  const run = async (product: AdminProduct, action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify.success(success);
    } catch (error) {
      notify.failure(t('admin.products.failed', { name: product.name }), error);
    } finally {
      void utils.admin.products.list.invalidate();
      void utils.admin.moderation.pending.invalidate();
    }
  };

  return (
    <Stack gap="md" data-testid="admin-products">
      <AdminSectionHeader
        title={t('admin.products.title')}
        description={t('admin.products.description')}
        actions={
          <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField label={t('admin.products.searchLabel')} value={filters.search} onSearch={(text) => setFilters({ search: text })} testId="admin-products-search" />
        <NativeSelect
          label={t('admin.products.approvalLabel')}
          value={filters.approval_status}
          onChange={(event) => setFilters({ approval_status: event.currentTarget.value })}
          data={[{ value: '', label: t('admin.products.allApprovals') }, ...APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`admin.status.approval.${s}`) }))]}
          data-testid="admin-products-approval"
        />
        <NativeSelect
          label={t('admin.products.categoryLabel')}
          value={filters.category}
          onChange={(event) => setFilters({ category: event.currentTarget.value })}
          data={[{ value: '', label: t('admin.products.allCategories') }, ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))]}
        />
        <NativeSelect
          label={t('admin.common.sortLabel')}
          value={sort}
          onChange={(event) => setFilters({ sort: event.currentTarget.value === 'newest' ? '' : event.currentTarget.value })}
          data={(Object.keys(PRODUCT_SORTS) as SortKey[]).map((s) => ({ value: s, label: t(`admin.products.sort.${s}`) }))}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setFilters({ approval_status: '', category: '', search: '' })}>
            {t('admin.common.clearFilters')}
          </Button>
        )}
      </Group>

      <ListState
        status={list.status}
        items={list.data?.items}
        onRetry={() => void list.refetch()}
        loadingText={t('admin.products.loading')}
        errorText={t('admin.products.loadFailed')}
        errorHint={list.error ? notify.reasonOf(list.error) : undefined}
        retryLabel={t('admin.common.retry')}
        emptyTitle={filtered ? t('admin.products.emptyFiltered') : t('admin.products.empty')}
        testId="admin-products-list"
      >
        {(products) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {t('admin.products.count', { count: list.data?.pagination.total ?? products.length })}
            </Text>
            <AdminTable
              columns={[
                t('admin.products.columns.product'),
                t('admin.products.columns.category'),
                t('admin.products.columns.price'),
                t('admin.products.columns.stock'),
                t('admin.products.columns.approval'),
                t('admin.products.columns.actions'),
              ]}
              minWidth={860}
              testId="admin-products-table"
            >
              {products.map((product) => (
                <Table.Tr key={product.id} data-testid="admin-product-row" data-product-id={product.id} data-approval={product.approval_status}>
                  <Table.Td>
                    <Anchor href={`/shop/${product.slug}`} target="_blank" rel="noopener" fw={600} size="sm">
                      {product.name}
                    </Anchor>
                    {product.name_ar && (
                      <Text size="xs" c="dimmed" dir="rtl">
                        {product.name_ar}
                      </Text>
                    )}
                    {!product.is_active && (
                      <Text size="xs" c="orange">
                        {t('admin.products.inactive')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{categoryName(product.category)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.money(product.price)}</Table.Td>
                  <Table.Td>{fmt.count(product.stock_quantity)}</Table.Td>
                  <Table.Td>
                    <StatusBadge kind="approval" status={product.approval_status} />
                    {product.approval_status === 'rejected' && product.rejection_reason && (
                      <Text size="xs" c="dimmed" mt={4} maw={220}>
                        {product.rejection_reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {product.approval_status !== 'approved' && (
                        <Button
                          size="xs"
                          color="green"
                          disabled={busy}
                          data-testid="product-approve"
                          onClick={() => void run(product, () => approve.mutateAsync({ id: product.id }), t('admin.products.approved', { name: product.name }))}
                        >
                          {t('admin.products.approve')}
                        </Button>
                      )}
                      {product.approval_status !== 'rejected' && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          disabled={busy}
                          data-testid="product-reject"
                          onClick={() =>
                            openReasonModal({
                              title: t('admin.products.rejectTitle', { name: product.name }),
                              description: t('admin.products.rejectHint'),
                              label: t('admin.products.reason'),
                              confirmLabel: t('admin.products.reject'),
                              requiredMessage: t('adminMessages.rejectReason'),
                              onSubmit: (reason) =>
                                void run(product, () => reject.mutateAsync({ id: product.id, reason }), t('admin.products.rejected', { name: product.name })),
                            })
                          }
                        >
                          {t('admin.products.reject')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
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
    </Stack>
  );
}
