import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PriceUnit } from '../../../../shared/marketPrices';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminNotify } from '../../../lib/adminMessages';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { formatNumber } from '../../../lib/format';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { FilteredRecords } from '../common/FilteredRecords';
import { anyFilterSet, ClearFiltersButton } from '../common/ClearFiltersButton';
import { ConfirmButton } from '../common/ConfirmButton';
import { FilterSelect } from '../common/FilterSelect';
import { openFormModal } from '../common/openFormModal';
import { RefreshButton } from '../common/RefreshButton';
import { useAdminAction } from '../common/useAdminAction';
import { BulletinImport } from './BulletinImport';
import { PriceForm, type PriceFormValues } from './PriceForm';
import { PRIMARY_ACTION } from '../common/primaryAction';
import { sortByName } from '../../../lib/format';

type RecordedPrice = RouterOutputs['marketPrices']['list']['items'][number];

const FILTERS = ['crop', 'market'] as const;
const PAGE_SIZE = 20;

/**
 * /admin/prices: the daily price bulletin (upload, preview, import) and the recorded prices, newest first, filtered by
 * crop and market (in the address), a page at a time — each one edited or deleted, and one added by hand.
 */
export function PricesSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const runAction = useAdminAction();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const [filters, setFilters, filterOf] = useUrlFilters(FILTERS);
  const list = trpc.marketPrices.list.useQuery(
    { page: filters.page, limit: PAGE_SIZE, ...given({ crop: filters.crop, market: filters.market }) },
    { placeholderData: keepPreviousData },
  );
  const crops = trpc.crops.list.useQuery({ limit: 100 }, { staleTime: 5 * 60_000 });
  const markets = trpc.marketPrices.locations.useQuery(undefined, { staleTime: 5 * 60_000 });
  const create = trpc.marketPrices.create.useMutation();
  const update = trpc.marketPrices.update.useMutation();
  const remove = trpc.marketPrices.delete.useMutation();
  const arabic = fmt.language === 'ar';
  const named = (item: { name: string; name_ar: string | null }) => (arabic && item.name_ar) || item.name;
  const cropChoices = sortByName(
    (crops.data?.items ?? []).map((c) => ({ value: String(c.id), label: named(c) })),
    (choice) => choice.label,
    fmt.language,
  );
  const marketChoices = (markets.data ?? []).map((m) => ({ value: String(m.id), label: named(m) }));
  const unitName = (unit: string) => t(`admin.prices.units.${unit as 'kg'}`, { defaultValue: unit });
  const figure = (value: number) => formatNumber(value, fmt.language);

  /** After any write: the list here, and the crop pages' reads of prices. */
  const refresh = () => {
    void utils.marketPrices.invalidate();
    void utils.crops.marketPrices.invalidate();
  };

  const openForm = (mode: 'add' | 'edit', price?: RecordedPrice) => {
    const modalId = `price-${price?.id ?? 'new'}`;
    openFormModal({
      modalId,
      title: price
        ? t('admin.prices.form.editTitle', { crop: named(price.crop), market: named(price.market) })
        : t('admin.prices.form.addTitle'),
      form: (close) => (
        <PriceForm
          mode={mode}
          initial={
            price
              ? {
                  crop_id: price.crop.id,
                  market_id: price.market.id,
                  unit: price.unit as PriceUnit,
                  min_price: price.min_price,
                  max_price: price.max_price,
                  avg_price: price.avg_price,
                  price_date: price.price_date,
                }
              : {
                  crop_id: filters.crop && /^\d+$/.test(filters.crop) ? filters.crop : '',
                  market_id: filters.market && /^\d+$/.test(filters.market) ? filters.market : '',
                }
          }
          crops={cropChoices}
          markets={marketChoices}
          onCancel={close}
          onSubmit={async (values: PriceFormValues) => {
            if (price) {
              const { crop_id: _crop, market_id: _market, ...fields } = values;
              await update.mutateAsync({ id: price.id, ...fields });
            } else {
              await create.mutateAsync(values);
            }
            modals.close(modalId);
            notify.success(price ? t('admin.prices.form.saved') : t('admin.prices.form.added'));
            refresh();
          }}
        />
      ),
    });
  };

  return (
    <Stack gap="lg" data-testid="admin-prices">
      <AdminSectionHeader title={t('admin.prices.title')} description={t('admin.prices.description')} />
      <BulletinImport onImported={refresh} />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={3} size="h4">
              {t('admin.prices.list.title')}
            </Title>
            <Group gap="xs">
              <RefreshButton query={list} />
              <Button
                onClick={() => openForm('add')}
                disabled={!crops.data || !markets.data}
                data-testid="price-add"
                {...PRIMARY_ACTION}
              >
                {t('admin.prices.list.add')}
              </Button>
            </Group>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <FilterSelect
              label={t('admin.prices.list.cropLabel')}
              {...filterOf('crop')}
              allLabel={t('admin.prices.list.allCrops')}
              options={cropChoices}
              testId="admin-prices-crop"
            />
            <FilterSelect
              label={t('admin.prices.list.marketLabel')}
              {...filterOf('market')}
              allLabel={t('admin.prices.list.allMarkets')}
              options={marketChoices}
              testId="admin-prices-market"
            />
            <ClearFiltersButton filters={filters} keys={FILTERS} setFilters={setFilters} />
          </Group>
          <FilteredRecords
            query={list}
            list="prices"
            filtered={anyFilterSet(filters, FILTERS)}
            pages={{ page: filters.page, onChange: (page) => setFilters({ page: String(page) }) }}
            attributes={(price) => ({ 'data-testid': 'admin-price-row', 'data-price-id': price.id })}
            minWidth={780}
            columns={[
              {
                header: t('admin.prices.list.columns.date'),
                nowrap: true,
                card: 'status',
                cell: (price) => fmt.day(price.price_date),
              },
              {
                header: t('admin.prices.list.columns.crop'),
                card: 'title',
                cell: (price) => (
                  <Text size="sm" fw={600}>
                    {named(price.crop)}
                  </Text>
                ),
              },
              {
                header: t('admin.prices.list.columns.market'),
                card: 'wide',
                cell: (price) => (
                  <Text size="sm" maw={220}>
                    {named(price.market)}
                  </Text>
                ),
              },
              { header: t('admin.prices.list.columns.unit'), cell: (price) => unitName(price.unit) },
              { header: t('admin.prices.list.columns.min'), cell: (price) => figure(price.min_price) },
              {
                header: t('admin.prices.list.columns.avg'),
                cell: (price) => (
                  <Text size="sm" fw={700} span>
                    {figure(price.avg_price)}
                  </Text>
                ),
              },
              { header: t('admin.prices.list.columns.max'), cell: (price) => figure(price.max_price) },
              {
                header: t('admin.prices.list.columns.actions'),
                card: 'actions',
                inline: true,
                cell: (price) => {
                  const label = {
                    crop: named(price.crop),
                    market: named(price.market),
                    date: fmt.day(price.price_date),
                  };
                  return (
                    <>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => openForm('edit', price)}
                        aria-label={t('admin.prices.list.editLabel', label)}
                        data-testid="admin-price-edit"
                      >
                        {t('admin.prices.list.edit')}
                      </Button>
                      <ConfirmButton
                        color="red"
                        variant="subtle"
                        size="xs"
                        testId="admin-price-delete"
                        ariaLabel={t('admin.prices.list.deleteLabel', label)}
                        prompt={{
                          title: t('admin.prices.list.deleteTitle'),
                          body: t('admin.prices.list.deleteBody', { ...label, avg: figure(price.avg_price) }),
                          confirmLabel: t('admin.prices.list.delete'),
                          color: 'red',
                          confirmTestId: 'admin-price-delete-confirm',
                          onConfirm: () =>
                            void runAction(() => remove.mutateAsync({ id: price.id }), {
                              success: t('admin.prices.list.deleted'),
                              failure: t('admin.prices.list.deleteFailed'),
                              refresh,
                            }),
                        }}
                      >
                        {t('admin.prices.list.delete')}
                      </ConfirmButton>
                    </>
                  );
                },
              },
            ]}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
