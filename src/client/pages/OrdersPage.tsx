import '../styles/orderPages';
import { Alert, Button, Container, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ListState } from '../components/ListState/ListState';
import { LoadingNote } from '../components/LoadingNote/LoadingNote';
import { OrderCard, type OrderCardActions } from '../components/orders/OrderCard/OrderCard';
import { OrderDetails } from '../components/orders/OrderDetails/OrderDetails';
import { type OrderPayment, usePaymentSentence } from '../components/orders/HarvestPayment/HarvestPayment';
import { useFormatPrice } from '../hooks/useFormatPrice';
import filterClasses from '../components/orders/OrderFilters/OrderFilters.module.css';
import { ListPager } from '../components/ListPager/ListPager';
import { useOpenedOrder } from '../hooks/useOpenedOrder';
import { useOrderActions } from '../hooks/useOrderActions';
import { type StatusFilter, useOrdersList } from '../hooks/useOrdersList';
import { usePageTitle } from '../hooks/usePageTitle';
import { FILTER_STATUSES, ORDER_SORTS, type OrderSort, type OrderSummary } from '../lib/orders';

/** What checkout passes to the orders page with the new order: its payment, so the banner says how the grower pays. */
interface CreatedOrderState {
  orderCreated?: boolean;
  payment_method?: string;
  harvest_due?: string | null;
  total?: number;
  currency?: string;
}

/** The banner's payment sentence: from the opened order once read, from what checkout passed until then (never a guess). */
function CreatedOrderPayment({
  passed,
  opened,
  sentence,
  price,
}: {
  passed: CreatedOrderState;
  opened: (OrderPayment & { total: number }) | undefined;
  sentence: ReturnType<typeof usePaymentSentence>;
  price: ReturnType<typeof useFormatPrice>;
}) {
  const order =
    opened ??
    (passed.payment_method && typeof passed.total === 'number'
      ? {
          payment_method: passed.payment_method,
          harvest_due: passed.harvest_due ?? null,
          total: passed.total,
          currency: passed.currency,
          amount_paid: 0,
          amount_due: passed.total,
        }
      : null);
  if (!order) return null;
  return (
    <span data-testid="order-created-payment" data-method={order.payment_method}>
      {sentence(order, price(order.total, order.currency))}
    </span>
  );
}

/**
 * /orders and /orders/{id} (guarded): 'My Orders' with search (Enter applies), the status filter, the four sorts,
 * refresh, the order cards and pagination; /orders/{id} is the same screen with that order opened (its lines,
 * addresses and timeline). After checkout (the orderCreated state) a success banner shows above the list. The list is
 * in useOrdersList, the opened order in useOpenedOrder, cancel and invoice in useOrderActions.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.pageTitle'));
  const { orderId } = useParams<{ orderId?: string }>();
  const [, navigate] = useLocation();
  const passed = useHistoryState<CreatedOrderState | null>();
  const paymentSentence = usePaymentSentence();
  const price = useFormatPrice();
  const [bannerClosed, setBannerClosed] = useState(false);
  const orders = useOrdersList();
  const { list, page, totalPages, filtered } = orders;
  const { opened, inList, failureText } = useOpenedOrder(orderId, list.data?.items);
  const actions = useOrderActions(orderId);

  const openedDetails = opened.data ? (
    <OrderDetails order={opened.data} />
  ) : opened.isPending ? (
    <LoadingNote loaderSize="xs" mt="md" testId="order-details-loading">
      {t('orders.details.loading')}
    </LoadingNote>
  ) : (
    <Alert color="red" mt="md">
      {failureText}
    </Alert>
  );

  const actionsFor = (order: OrderSummary): OrderCardActions => ({
    onView: () => navigate(order.id === orderId ? '/orders' : `/orders/${order.id}`),
    onTrack: () => {
      if (order.id !== orderId) navigate(`/orders/${order.id}`);
      window.setTimeout(() => document.getElementById(`order-tracking-${order.id}`)?.focus(), 300);
    },
    onCancel: () => actions.confirmCancel(order),
    onInvoice: () => void actions.downloadInvoice(order),
    onReorder: () => navigate(`/shop?reorder=${encodeURIComponent(order.id)}`),
    busy: actions.busyFor(order),
  });

  return (
    <Container size="lg" py="xl" data-testid="orders-page">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1}>{t('orders.title')}</Title>
        <Button
          variant="default"
          onClick={actions.reload}
          loading={list.isFetching && !list.isPending}
          data-testid="orders-refresh"
        >
          {t('orders.refresh')}
        </Button>
      </Group>

      {passed?.orderCreated && !bannerClosed && (
        <Alert
          color="green"
          mb="md"
          withCloseButton
          closeButtonLabel={t('maintenance.dismiss')}
          onClose={() => setBannerClosed(true)}
          title={t('orders.createdBanner')}
          data-testid="order-created-banner"
        >
          {t('orders.createdBannerBody')}{' '}
          <CreatedOrderPayment passed={passed} opened={opened.data} sentence={paymentSentence} price={price} />
        </Alert>
      )}

      <div className={filterClasses.filters}>
        <TextInput
          type="search"
          className={filterClasses.search}
          label={t('orders.searchLabel')}
          placeholder={t('orders.searchPlaceholder')}
          value={orders.searchText}
          onChange={(event) => orders.setSearchText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') orders.applySearch();
          }}
          data-testid="orders-search"
        />
        <NativeSelect
          label={t('orders.statusLabel')}
          value={orders.status}
          onChange={(event) => orders.chooseStatus(event.currentTarget.value as StatusFilter)}
          data={[
            { value: 'all', label: t('orders.status.all') },
            ...FILTER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) })),
          ]}
          data-testid="orders-status"
        />
        <NativeSelect
          label={t('orders.sortLabel')}
          value={orders.sort}
          onChange={(event) => orders.chooseSort(event.currentTarget.value as OrderSort)}
          data={(Object.keys(ORDER_SORTS) as OrderSort[]).map((s) => ({ value: s, label: t(`orders.sort.${s}`) }))}
          data-testid="orders-sort"
        />
      </div>

      {orderId && !inList && opened.data && (
        <Stack mb="md">
          <OrderCard order={opened.data} opened actions={actionsFor(opened.data)}>
            {openedDetails}
          </OrderCard>
        </Stack>
      )}
      {orderId && opened.isError && !inList && (
        <Alert color="red" mb="md">
          {failureText}
        </Alert>
      )}

      <ListState
        query={list}
        texts="orders"
        items={list.data?.items}
        emptyHint={filtered ? t('orders.emptyHintFiltered') : t('orders.emptyHint')}
        emptyAction={
          filtered ? undefined : (
            <Button component={Link} href="/shop" mt="xs">
              {t('orders.startShopping')}
            </Button>
          )
        }
        testId="orders-list"
      >
        {(items) => (
          <Stack gap="md" data-testid="orders-list" data-state="loaded">
            <Text c="dimmed" size="sm">
              {t('orders.count', { count: list.data?.total ?? items.length })}
            </Text>
            {items.map((order) => {
              const isOpen = order.id === orderId;
              const shown = isOpen && opened.data ? opened.data : order;
              return (
                <OrderCard key={order.id} order={shown} opened={isOpen} actions={actionsFor(shown)}>
                  {isOpen && openedDetails}
                </OrderCard>
              );
            })}
            <ListPager
              labels="orders.pages"
              page={page}
              totalPages={totalPages}
              onChange={(next) => orders.setPage(next)}
              scrollToTop
              disabled={list.isFetching}
              testId="orders-pages"
            />
          </Stack>
        )}
      </ListState>
    </Container>
  );
}
