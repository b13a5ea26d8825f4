import { Anchor, Button, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PRODUCT_CATEGORIES } from '../../../../shared/catalogue';
import { COUPON_STATUSES } from '../../../../shared/couponForm';
import { useCategoryName } from '../../../hooks/useCategoryName';
import { useAdminFormat } from '../../../lib/adminFormat';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { trpc } from '../../../lib/trpc';
import { AdminList } from '../common/AdminList';
import { AdminRecords } from '../common/AdminRecords';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { anyFilterSet } from '../common/ClearFiltersButton';
import { FilterSelect } from '../common/FilterSelect';
import { RefreshButton } from '../common/RefreshButton';
import { SearchableFilters } from '../common/SearchableFilters';
import { useItemPaths } from '../common/useItemPaths';
import { CouponDrawer, NEW_COUPON } from './CouponDrawer';
import { type AdminCoupon, CouponStatusBadge } from './CouponStatusBadge';

const FILTERS = ['search', 'status', 'category'] as const;

/** A coupon's discount in words: "10% off", "50 EGP off", with its minimum order. */
export function useCouponWords() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  return {
    discount: (c: Pick<AdminCoupon, 'kind' | 'value'>) =>
      c.kind === 'percent'
        ? t('admin.coupons.percentOff', { value: c.value })
        : t('admin.coupons.amountOff', { amount: fmt.money(c.value) }),
    limits: (c: Pick<AdminCoupon, 'usage_limit' | 'per_user_limit' | 'usage'>) =>
      [
        c.usage_limit === null
          ? t('admin.coupons.usedNoLimit', { used: c.usage.orders })
          : t('admin.coupons.usedOf', { used: c.usage.orders, limit: c.usage_limit }),
        c.per_user_limit === null ? null : t('admin.coupons.perCustomer', { limit: c.per_user_limit }),
      ]
        .filter(Boolean)
        .join(' · '),
    dates: (c: Pick<AdminCoupon, 'valid_from' | 'valid_to'>) =>
      [
        c.valid_from ? t('admin.coupons.from', { date: fmt.dateTime(c.valid_from) }) : null,
        c.valid_to ? t('admin.coupons.until', { date: fmt.dateTime(c.valid_to) }) : null,
      ]
        .filter(Boolean)
        .join(' · ') || t('admin.coupons.always'),
  };
}

/**
 * /admin/coupons: the coupons with their state, limits, dates and usage, searched and filtered by state and category;
 * /admin/coupons/new creates one and /admin/coupons/{id} edits, pauses, resumes or ends one in the drawer.
 */
export function CouponsSection({ item }: { item?: string | undefined }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const words = useCouponWords();
  const categoryName = useCategoryName();
  const paths = useItemPaths('coupons');
  const [, navigate] = useLocation();
  const [filters, setFilters, filterOf] = useUrlFilters(FILTERS);
  const list = trpc.adminCoupons.list.useQuery(
    {
      page: filters.page,
      limit: 20,
      ...given({ search: filters.search, status: filters.status, category: filters.category }),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = anyFilterSet(filters, FILTERS);

  return (
    <Stack gap="md" data-testid="admin-coupons">
      <AdminSectionHeader
        title={t('admin.coupons.title')}
        description={t('admin.coupons.description')}
        actions={
          <>
            <Button component={Link} href={paths.pathOf(NEW_COUPON)} data-testid="coupon-create">
              {t('admin.coupons.create')}
            </Button>
            <RefreshButton query={list} />
          </>
        }
      />
      <SearchableFilters
        filters={filters}
        setFilters={setFilters}
        clearable={FILTERS}
        folded={['status', 'category']}
        search={{
          label: t('admin.coupons.searchLabel'),
          placeholder: t('admin.coupons.searchPlaceholder'),
          testId: 'admin-coupons-search',
        }}
      >
        <FilterSelect
          label={t('admin.coupons.statusLabel')}
          {...filterOf('status')}
          allLabel={t('admin.coupons.allStatuses')}
          options={COUPON_STATUSES.map((s) => ({ value: s, label: t(`admin.coupons.status.${s}`) }))}
          testId="admin-coupons-status"
        />
        <FilterSelect
          label={t('admin.coupons.categoryLabel')}
          {...filterOf('category')}
          allLabel={t('admin.coupons.allCategories')}
          options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
        />
      </SearchableFilters>

      <AdminList
        query={list}
        loadingText={t('admin.coupons.loading')}
        errorText={t('admin.coupons.loadFailed')}
        emptyTitle={filtered ? t('admin.coupons.emptyFiltered') : t('admin.coupons.empty')}
        testId="admin-coupons-list"
        countText={(count) => t('admin.coupons.count', { count })}
        pages={{ page: filters.page, onChange: (page) => setFilters({ page: String(page) }) }}
      >
        {(items) => (
          <AdminRecords
            records={items}
            recordKey={(coupon) => coupon.id}
            testId="admin-coupons-table"
            selected={(coupon) => coupon.id === item}
            attributes={(coupon) => ({
              'data-testid': 'admin-coupon-row',
              'data-coupon-id': coupon.id,
              'data-status': coupon.status,
            })}
            columns={[
              {
                header: t('admin.coupons.columns.code'),
                card: 'title',
                cell: (coupon) => (
                  <Anchor component={Link} href={paths.pathOf(coupon.id)} fw={600} className="ltr-run">
                    {coupon.code}
                  </Anchor>
                ),
              },
              {
                header: t('admin.coupons.columns.status'),
                card: 'status',
                cell: (coupon) => <CouponStatusBadge status={coupon.status} />,
              },
              {
                header: t('admin.coupons.columns.discount'),
                cell: (coupon) => (
                  <Stack gap={0}>
                    <Text size="sm">{words.discount(coupon)}</Text>
                    {coupon.min_subtotal > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('admin.coupons.minimum', { amount: fmt.money(coupon.min_subtotal) })}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {coupon.categories.length === 0
                        ? t('admin.coupons.allCategoriesShort')
                        : coupon.categories.map(categoryName).join('، ')}
                    </Text>
                  </Stack>
                ),
              },
              { header: t('admin.coupons.columns.limits'), card: 'wide', cell: (coupon) => words.limits(coupon) },
              { header: t('admin.coupons.columns.dates'), card: 'wide', cell: (coupon) => words.dates(coupon) },
              {
                header: t('admin.coupons.columns.orders'),
                nowrap: true,
                cell: (coupon) => fmt.count(coupon.usage.orders),
              },
              {
                header: t('admin.coupons.columns.revenue'),
                nowrap: true,
                cell: (coupon) => fmt.money(coupon.usage.revenue),
              },
            ]}
          />
        )}
      </AdminList>

      <CouponDrawer item={item ?? null} onClose={paths.close} onSaved={(id) => navigate(paths.pathOf(id))} />
    </Stack>
  );
}
