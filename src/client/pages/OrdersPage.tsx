import '../styles/orderPages';
import { Alert, Button, Container, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { PAGE_SIZE } from '../../shared/business';
import { ListState } from '../components/ListState/ListState';
import { OrderCard, type OrderCardActions } from '../components/orders/OrderCard/OrderCard';
import { OrderDetails } from '../components/orders/OrderDetails/OrderDetails';
import filterClasses from '../components/orders/OrderFilters/OrderFilters.module.css';
import { PageNavigation } from '../components/PageNavigation/PageNavigation';
import { useOrderMessage } from '../hooks/useOrderMessage';
import { usePageTitle } from '../hooks/usePageTitle';
import { serverMessage } from '../lib/errors';
import { blobOfBase64, fetchInvoice, FILTER_STATUSES, ORDER_SORTS, type OrderSort, type OrderSummary, saveFile } from '../lib/orders';
import { trpc } from '../lib/trpc';

type StatusFilter = 'all' | (typeof FILTER_STATUSES)[number];

/**
 * /orders and /orders/{id} (guarded): 'My Orders' with search (Enter applies), the status filter, the four sorts,
 * refresh, the order cards and pagination; /orders/{id} is the same screen with that order opened (its lines,
 * addresses and timeline). After checkout (the orderCreated state) a success banner shows above the list.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.pageTitle'));
  const translate = useOrderMessage();
  const { orderId } = useParams<{ orderId?: string }>();
  const [, navigate] = useLocation();
  const passed = useHistoryState<{ orderCreated?: boolean } | null>();
  const [bannerClosed, setBannerClosed] = useState(false);
  const utils = trpc.useUtils();

  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<OrderSort>('newest');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<{ cancel: string | null; invoice: string | null }>({ cancel: null, invoice: null });

  const list = trpc.orders.list.useQuery(
    {
      page,
      limit: PAGE_SIZE.orders,
      ...ORDER_SORTS[sort],
      ...(status === 'all' ? {} : { status }),
      ...(search ? { search } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const opened = trpc.orders.get.useQuery({ id: orderId ?? '' }, { enabled: Boolean(orderId) });
  const cancel = trpc.orders.cancel.useMutation();

  const items = list.data?.items;
  const openedInList = orderId ? items?.find((o) => o.id === orderId) : undefined;
  const openedOrder = opened.data ?? openedInList;

  /** The opened order's details: its whole record comes from `orders.get` (the list's cards carry what they show). */
  const openedDetails = opened.data ? (
    <OrderDetails order={opened.data} />
  ) : opened.isPending ? (
    <Group gap="xs" mt="md" data-testid="order-details-loading">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t('orders.details.loading')}
      </Text>
    </Group>
  ) : (
    <Alert color="red" mt="md">
      {serverMessage(opened.error) ? translate(serverMessage(opened.error)!) : t('orders.details.loadFailed')}
    </Alert>
  );

  // Track Package and View Details bring the opened order's card into view.
  useEffect(() => {
    if (!orderId || !openedOrder) return;
    document.querySelector(`[data-order-id="${CSS.escape(orderId)}"]`)?.scrollIntoView({ block: 'start' });
  }, [orderId, openedOrder]);

  const reload = () => {
    void utils.orders.list.invalidate();
    if (orderId) {
      void utils.orders.get.invalidate({ id: orderId });
      void utils.orders.tracking.invalidate({ id: orderId });
    }
  };

  const applySearch = () => {
    setSearch(searchText.trim());
    setPage(1);
  };

  const confirmCancel = (order: OrderSummary) =>
    modals.openConfirmModal({
      title: t('orders.cancelConfirm.title'),
      children: <Text size="sm">{t('orders.cancelConfirm.body', { number: `\u2068${order.order_number}\u2069` })}</Text>,
      labels: { confirm: t('orders.cancelConfirm.confirm'), cancel: t('orders.cancelConfirm.keep') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-cancel-order' } as never,
      onConfirm: () => void cancelOrder(order),
    });

  const cancelOrder = async (order: OrderSummary) => {
    setBusy((b) => ({ ...b, cancel: order.id }));
    try {
      await cancel.mutateAsync({ id: order.id });
      notifications.show({ color: 'green', message: t('orders.cancelled', { number: order.order_number }) });
    } catch (error) {
      const message = serverMessage(error);
      notifications.show({ color: 'red', title: t('orders.cancelFailed'), message: message ? translate(message) : t('orders.cancelFailedRetry', { number: `\u2068${order.order_number}\u2069` }) });
    } finally {
      setBusy((b) => ({ ...b, cancel: null }));
      void utils.orders.list.invalidate();
      void utils.orders.get.invalidate({ id: order.id });
      void utils.orders.tracking.invalidate({ id: order.id });
    }
  };

  const downloadInvoice = async (order: OrderSummary) => {
    setBusy((b) => ({ ...b, invoice: order.id }));
    const fallbackName = `invoice-${order.order_number}.pdf`;
    try {
      const file = await fetchInvoice(order.id, fallbackName).catch(() => null);
      if (file) saveFile(file.blob, file.filename);
      else {
        // The REST call was refused (an expired token): the tRPC call renews the session and answers base64.
        const pdf = await utils.orders.invoice.fetch({ id: order.id });
        saveFile(blobOfBase64(pdf.base64, pdf.content_type), pdf.filename || fallbackName);
      }
    } catch (error) {
      const message = serverMessage(error);
      notifications.show({ color: 'red', message: message ? translate(message) : t('orders.invoiceFailed') });
    } finally {
      setBusy((b) => ({ ...b, invoice: null }));
    }
  };

  const actionsFor = (order: OrderSummary): OrderCardActions => ({
    onView: () => navigate(order.id === orderId ? '/orders' : `/orders/${order.id}`),
    onTrack: () => {
      if (order.id !== orderId) navigate(`/orders/${order.id}`);
      window.setTimeout(() => document.getElementById(`order-tracking-${order.id}`)?.focus(), 300);
    },
    onCancel: () => confirmCancel(order),
    onInvoice: () => void downloadInvoice(order),
    onReorder: () => navigate(`/shop?reorder=${encodeURIComponent(order.id)}`),
    busy: { cancel: busy.cancel === order.id, invoice: busy.invoice === order.id },
  });

  const filtered = status !== 'all' || search !== '';
  const totalPages = list.data?.totalPages ?? 1;

  return (
    <Container size="lg" py="xl" data-testid="orders-page">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1}>{t('orders.title')}</Title>
        <Button variant="default" onClick={reload} loading={list.isFetching && !list.isPending} data-testid="orders-refresh">
          {t('orders.refresh')}
        </Button>
      </Group>

      {passed?.orderCreated && !bannerClosed && (
        <Alert color="green" mb="md" withCloseButton closeButtonLabel={t('maintenance.dismiss')} onClose={() => setBannerClosed(true)} title={t('orders.createdBanner')} data-testid="order-created-banner">
          {t('orders.createdBannerBody')}
        </Alert>
      )}

      <div className={filterClasses.filters}>
        <TextInput
          type="search"
          className={filterClasses.search}
          label={t('orders.searchLabel')}
          placeholder={t('orders.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applySearch();
          }}
          data-testid="orders-search"
        />
        <NativeSelect
          label={t('orders.statusLabel')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as StatusFilter);
            setPage(1);
          }}
          data={[{ value: 'all', label: t('orders.status.all') }, ...FILTER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))]}
          data-testid="orders-status"
        />
        <NativeSelect
          label={t('orders.sortLabel')}
          value={sort}
          onChange={(event) => {
            setSort(event.currentTarget.value as OrderSort);
            setPage(1);
          }}
          data={(Object.keys(ORDER_SORTS) as OrderSort[]).map((s) => ({ value: s, label: t(`orders.sort.${s}`) }))}
          data-testid="orders-sort"
        />
      </div>

      {orderId && !openedInList && opened.data && (
        <Stack mb="md">
          <OrderCard order={opened.data} opened actions={actionsFor(opened.data)}>
            {openedDetails}
          </OrderCard>
        </Stack>
      )}
      {orderId && opened.isError && !openedInList && (
        <Alert color="red" mb="md">
          {serverMessage(opened.error) ? translate(serverMessage(opened.error)!) : t('orders.details.loadFailed')}
        </Alert>
      )}

      <ListState
        status={list.status}
        items={items}
        onRetry={() => void list.refetch()}
        loadingText={t('orders.loading')}
        errorText={t('orders.loadFailed')}
        retryLabel={t('orders.retry')}
        emptyTitle={t('orders.empty')}
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
        {(orders) => (
          <Stack gap="md" data-testid="orders-list" data-state="loaded">
            <Text c="dimmed" size="sm">
              {t('orders.count', { count: list.data?.total ?? orders.length })}
            </Text>
            {orders.map((order) => {
              const isOpen = order.id === orderId;
              const shown = isOpen && opened.data ? opened.data : order;
              return (
                <OrderCard key={order.id} order={shown} opened={isOpen} actions={actionsFor(shown)}>
                  {isOpen && openedDetails}
                </OrderCard>
              );
            })}
            <PageNavigation
              page={page}
              totalPages={totalPages}
              onChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
              disabled={list.isFetching}
              labels={{
                navigation: t('orders.pages.navigation'),
                previous: t('orders.pages.previous'),
                next: t('orders.pages.next'),
                page: (n) => t('orders.pages.page', { page: n }),
                pageOf: t('orders.pages.pageOf', { page, total: totalPages }),
              }}
              testId="orders-pages"
            />
          </Stack>
        )}
      </ListState>
    </Container>
  );
}
