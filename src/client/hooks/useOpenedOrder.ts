import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../lib/errors';
import type { OrderSummary } from '../lib/orders';
import { trpc } from '../lib/trpc';
import { useMessageTranslation } from './useMessageTranslation';

/**
 * The order opened at /orders/{id}: its whole record from `orders.get` (the list's cards carry only what they show),
 * its card on the list's page if it is there, and why it could not be read. Track Package and View Details bring its
 * card into view.
 */
export function useOpenedOrder(orderId: string | undefined, items: readonly OrderSummary[] | undefined) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const opened = trpc.orders.get.useQuery({ id: orderId ?? '' }, { enabled: Boolean(orderId) });
  const inList = orderId ? items?.find((o) => o.id === orderId) : undefined;
  const openedOrder = opened.data ?? inList;

  useEffect(() => {
    if (!orderId || !openedOrder) return;
    document.querySelector(`[data-order-id="${CSS.escape(orderId)}"]`)?.scrollIntoView({ block: 'start' });
  }, [orderId, openedOrder]);

  const reason = serverMessage(opened.error);
  return {
    opened,
    inList: inList !== undefined,
    failureText: reason ? translate(reason) : t('orders.details.loadFailed'),
  };
}
