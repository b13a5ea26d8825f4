import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../lib/confirmDanger';
import { serverMessage } from '../lib/errors';
import { blobOfBase64, saveFile } from '../lib/files';
import { fetchInvoice, type OrderSummary } from '../lib/orders';
import { trpc } from '../lib/trpc';
import { paymentWayOf } from '../../shared/paymentWords';
import { useFormatPrice } from './useFormatPrice';
import { useMessageTranslation } from './useMessageTranslation';

/** The order number inside a sentence, kept whole in either direction. */
const isolated = (order: OrderSummary) => `\u2068${order.order_number}\u2069`;

/**
 * What a customer does to an order from My Orders: cancel it (after a confirmation), download its invoice, and read
 * the list (and the opened order) again; `busy` says which order's cancel or invoice is under way.
 */
export function useOrderActions(openedId: string | undefined) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const price = useFormatPrice();
  const utils = trpc.useUtils();
  const cancel = trpc.orders.cancel.useMutation();
  const [busy, setBusy] = useState<{ cancel: string | null; invoice: string | null }>({ cancel: null, invoice: null });

  /** Read the list again, and the order (with its tracking) that may have changed. */
  const reloadOrders = (orderId: string | undefined) => {
    void utils.orders.list.invalidate();
    if (orderId) {
      void utils.orders.get.invalidate({ id: orderId });
      void utils.orders.tracking.invalidate({ id: orderId });
    }
  };

  const cancelOrder = async (order: OrderSummary) => {
    setBusy((b) => ({ ...b, cancel: order.id }));
    try {
      await cancel.mutateAsync({ id: order.id });
      notifications.show({ color: 'green', message: t('orders.cancelled', { number: order.order_number }) });
    } catch (error) {
      const message = serverMessage(error);
      notifications.show({
        color: 'red',
        title: t('orders.cancelFailed'),
        message: message ? translate(message) : t('orders.cancelFailedRetry', { number: isolated(order) }),
      });
    } finally {
      setBusy((b) => ({ ...b, cancel: null }));
      reloadOrders(order.id);
    }
  };

  const confirmCancel = (order: OrderSummary) =>
    confirmDanger({
      title: t('orders.cancelConfirm.title'),
      // What happens to the customer's order and money, by how it is paid (not the shop's view: 'the items go back on sale').
      body: t(`orders.cancelConfirm.body.${paymentWayOf(order)}`, {
        number: isolated(order),
        total: price(order.total, order.currency),
      }),
      labels: { confirm: t('orders.cancelConfirm.confirm'), cancel: t('orders.cancelConfirm.keep') },
      confirmTestId: 'confirm-cancel-order',
      onConfirm: () => void cancelOrder(order),
    });

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

  return {
    confirmCancel,
    downloadInvoice,
    reload: () => reloadOrders(openedId),
    busyFor: (order: OrderSummary) => ({ cancel: busy.cancel === order.id, invoice: busy.invoice === order.id }),
  };
}
