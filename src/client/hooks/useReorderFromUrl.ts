import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { i18n, loadOrderTexts } from '../i18n';
import { useAuth } from '../lib/auth';
import { useCart } from '../lib/cart';
import { serverMessage } from '../lib/errors';
import { loginAddress } from '../lib/returnPath';
import { trpc } from '../lib/trpc';
import { useFullAddress } from './useAddress';
import { useLocalisedText } from './useLocalisedText';

/**
 * `/shop?reorder={order id}` (Reorder in My Orders): puts the order's products back in the cart once (`orders.reorder`),
 * says what was added and what is not available any more, reloads the cart, and takes the parameter out of the address
 * so Back or a reload does not add them again. Signed out, to /login and back here.
 */
export function useReorderFromUrl(): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { status } = useAuth();
  const cart = useCart();
  const localised = useLocalisedText();
  const fullAddress = useFullAddress();
  const reorder = trpc.orders.reorder.useMutation();
  const handled = useRef<string | null>(null);
  const params = new URLSearchParams(search);
  const orderId = params.get('reorder');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order id in the address, when the session is known
  useEffect(() => {
    if (!orderId || status === 'resolving' || handled.current === orderId) return;
    handled.current = orderId;
    params.delete('reorder');
    const rest = params.toString();
    const here = rest ? `${location}?${rest}` : location;
    if (status === 'signedOut') {
      const from = fullAddress(`${location}?${search}`);
      navigate(loginAddress(from), { replace: true, state: { from, message: 'guard.loginRequired' } });
      return;
    }
    navigate(here, { replace: true });
    const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
    void (async () => {
      await loadOrderTexts().catch(() => undefined);
      const id = notifications.show({ loading: true, autoClose: false, message: t('orders.reorder.working') });
      try {
        const result = await reorder.mutateAsync({ id: orderId });
        cart.reloadCart();
        const unavailable = result.unavailable
          .map((u) => localised(u.name, u.name_ar))
          .join(i18n.language === 'ar' ? '، ' : ', ');
        const lines = [
          result.added.length > 0
            ? t('orders.reorder.added', { count: result.added.reduce((n, a) => n + a.quantity, 0) })
            : t('orders.reorder.nothing'),
          result.unavailable.length > 0 ? t('orders.reorder.unavailable', { products: unavailable }) : null,
        ].filter(Boolean);
        notifications.update({
          id,
          loading: false,
          autoClose: 8000,
          withCloseButton: true,
          color: result.added.length === 0 ? 'red' : result.unavailable.length > 0 ? 'yellow' : 'green',
          message: lines.join(' · '),
        });
      } catch (error) {
        notifications.update({
          id,
          loading: false,
          autoClose: 8000,
          withCloseButton: true,
          color: 'red',
          message: serverMessage(error) ?? t('orders.reorder.failed'),
        });
      }
    })();
  }, [orderId, status]);
}
