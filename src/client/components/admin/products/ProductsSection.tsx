import { Anchor, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES } from '../../../../shared/catalogue';
import { useFullAddress } from '../../../hooks/useAddress';
import { useCategoryName } from '../../../hooks/useCategoryName';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminNotify } from '../../../lib/adminMessages';
import { APPROVAL_STATUSES } from '../../../lib/adminOptions';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { FilteredRecords } from '../common/FilteredRecords';
import { SortSelect, sortOf } from '../common/ChoiceSelect';
import { anyFilterSet } from '../common/ClearFiltersButton';
import { FilterSelect } from '../common/FilterSelect';
import { ReasonButton } from '../common/ReasonModal';
import { RefreshButton } from '../common/RefreshButton';
import { SearchableFilters } from '../common/SearchableFilters';
import { StatusBadge } from '../common/StatusBadge';
import { useAdminAction } from '../common/useAdminAction';
import { type ProductDetails, ProductTextsEditor } from './ProductTextsForm';
import { ProductsCsv } from './ProductsCsv';

type AdminProduct = RouterOutputs['admin']['products']['list']['items'][number];

const FILTERS = ['approval_status', 'category', 'search', 'sort'] as const;
/** The filters "Clear filters" clears (the sort stays). */
const CLEARABLE = ['approval_status', 'category', 'search'] as const;

const PRODUCT_SORTS = {
  newest: { sort_by: 'created_at', sort_order: 'DESC' },
  oldest: { sort_by: 'created_at', sort_order: 'ASC' },
  name: { sort_by: 'name', sort_order: 'ASC' },
  priceHigh: { sort_by: 'price', sort_order: 'DESC' },
  stockLow: { sort_by: 'stock_quantity', sort_order: 'ASC' },
} as const;

/** /admin/products: every live product, pending and rejected ones included, with approve and reject (with a reason). */
export function ProductsSection() {
  const { t } = useTranslation();
  const fullAddress = useFullAddress();
  const fmt = useAdminFormat();
  const runAction = useAdminAction();
  const notify = useAdminNotify();
  const categoryName = useCategoryName();
  const utils = trpc.useUtils();
  const [filters, setFilters, filterOf] = useUrlFilters(FILTERS);
  const sort = sortOf(PRODUCT_SORTS, filters.sort);
  const list = trpc.admin.products.list.useQuery(
    {
      page: filters.page,
      limit: 20,
      ...given({ approval_status: filters.approval_status, category: filters.category, search: filters.search }),
      ...PRODUCT_SORTS[sort],
    },
    { placeholderData: keepPreviousData },
  );
  const approve = trpc.admin.products.approve.useMutation();
  const update = trpc.products.update.useMutation();
  const reject = trpc.admin.products.reject.useMutation();
  const busy = approve.isPending || reject.isPending;
  const filtered = anyFilterSet(filters, CLEARABLE);

  const run = (product: AdminProduct, action: () => Promise<unknown>, success: string) =>
    runAction(action, {
      success,
      failure: t('admin.products.failed', { name: product.name }),
      refresh: () => {
        void utils.admin.products.list.invalidate();
        void utils.admin.moderation.pending.invalidate();
      },
    });

  /**
   * The long texts of a product, English beside Arabic, in a wide modal (two columns of text boxes). A refusal stays in
   * the form, at the field it names; saved, the modal closes and the product's reads are renewed.
   */
  const editTexts = (product: AdminProduct) => {
    const modalId = `product-texts-${product.id}`;
    const close = () => modals.close(modalId);
    const save = async (texts: ProductDetails) => {
      await update.mutateAsync({ id: product.id, ...texts });
      close();
      notify.success(t('admin.products.texts.saved', { name: product.name }));
      void utils.products.invalidate();
    };
    modals.open({
      modalId,
      size: 'xl',
      title: t('admin.products.texts.title', { name: product.name }),
      closeOnClickOutside: false,
      closeButtonProps: { size: 'xl' },
      children: <ProductTextsEditor productId={product.id} onSubmit={save} onCancel={close} />,
    });
  };

  return (
    <Stack gap="md" data-testid="admin-products">
      <AdminSectionHeader
        title={t('admin.products.title')}
        description={t('admin.products.description')}
        actions={<RefreshButton query={list} />}
      />
      <ProductsCsv onImported={() => void utils.admin.products.list.invalidate()} />
      <SearchableFilters
        filters={filters}
        setFilters={setFilters}
        clearable={CLEARABLE}
        folded={['approval_status', 'category', 'sort']}
        search={{ label: t('admin.products.searchLabel'), testId: 'admin-products-search' }}
      >
        <FilterSelect
          label={t('admin.products.approvalLabel')}
          {...filterOf('approval_status')}
          allLabel={t('admin.products.allApprovals')}
          options={APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`admin.status.approval.${s}`) }))}
          testId="admin-products-approval"
        />
        <FilterSelect
          label={t('admin.products.categoryLabel')}
          {...filterOf('category')}
          allLabel={t('admin.products.allCategories')}
          options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
        />
        <SortSelect
          sorts={PRODUCT_SORTS}
          value={sort}
          onChange={(value) => setFilters({ sort: value })}
          optionLabel={(s) => t(`admin.products.sort.${s}`)}
        />
      </SearchableFilters>

      <FilteredRecords
        query={list}
        list="products"
        filtered={filtered}
        pages={{ page: filters.page, onChange: (page) => setFilters({ page: String(page) }) }}
        attributes={(product) => ({
          'data-testid': 'admin-product-row',
          'data-product-id': product.id,
          'data-approval': product.approval_status,
        })}
        minWidth={860}
        columns={[
          {
            header: t('admin.products.columns.product'),
            card: 'title',
            cell: (product) => (
              <>
                <Anchor href={fullAddress(`/shop/${product.slug}`)} target="_blank" rel="noopener" fw={600} size="sm">
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
              </>
            ),
          },
          { header: t('admin.products.columns.category'), cell: (product) => categoryName(product.category) },
          { header: t('admin.products.columns.price'), nowrap: true, cell: (product) => fmt.money(product.price) },
          { header: t('admin.products.columns.stock'), cell: (product) => fmt.count(product.stock_quantity) },
          {
            header: t('admin.products.columns.approval'),
            card: 'status',
            cell: (product, form) => (
              <>
                <StatusBadge kind="approval" status={product.approval_status} />
                {form === 'row' && product.approval_status === 'rejected' && product.rejection_reason && (
                  <Text size="xs" c="dimmed" mt={4} maw={220}>
                    {product.rejection_reason}
                  </Text>
                )}
              </>
            ),
          },
          {
            header: t('admin.products.columns.reason'),
            card: 'wide',
            only: 'card',
            cell: (product) =>
              product.approval_status === 'rejected' && product.rejection_reason ? product.rejection_reason : null,
          },
          {
            header: t('admin.products.columns.actions'),
            card: 'actions',
            inline: true,
            cell: (product) => (
              <>
                <Button size="xs" variant="default" data-testid="product-edit-texts" onClick={() => editTexts(product)}>
                  {t('admin.products.texts.edit')}
                </Button>
                {product.approval_status !== 'approved' && (
                  <Button
                    size="xs"
                    color="green"
                    disabled={busy}
                    data-testid="product-approve"
                    onClick={() =>
                      void run(
                        product,
                        () => approve.mutateAsync({ id: product.id }),
                        t('admin.products.approved', { name: product.name }),
                      )
                    }
                  >
                    {t('admin.products.approve')}
                  </Button>
                )}
                {product.approval_status !== 'rejected' && (
                  <ReasonButton
                    size="xs"
                    disabled={busy}
                    testId="product-reject"
                    prompt={{
                      title: t('admin.products.rejectTitle', { name: product.name }),
                      description: t('admin.products.rejectHint'),
                      label: t('admin.products.reason'),
                      confirmLabel: t('admin.products.reject'),
                      requiredMessage: t('adminMessages.rejectReason'),
                      onSubmit: (reason) =>
                        void run(
                          product,
                          () => reject.mutateAsync({ id: product.id, reason }),
                          t('admin.products.rejected', { name: product.name }),
                        ),
                    }}
                  >
                    {t('admin.products.reject')}
                  </ReasonButton>
                )}
              </>
            ),
          },
        ]}
      />
    </Stack>
  );
}
