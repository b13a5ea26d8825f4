import { useAuth } from '../lib/auth';
import { type RouterOutputs, trpc } from '../lib/trpc';

/** A grower's price alert as `priceAlerts.list` answers it (src/shared/priceAlerts.ts). */
export type PriceAlert = RouterOutputs['priceAlerts']['list']['alerts'][number];

/**
 * The signed-in grower's price alerts (all crops; the crop page keeps its own). Asked only once the session is
 * confirmed, so a visitor never sends the call.
 */
export function usePriceAlerts() {
  const { status } = useAuth();
  return trpc.priceAlerts.list.useQuery(undefined, { enabled: status === 'signedIn', staleTime: 30_000 });
}

/**
 * Set, change and delete an alert; each answer is written into the list at once (so the screens agree without a
 * second round trip on a weak network), then the list is asked again in the background.
 */
export function usePriceAlertActions() {
  const utils = trpc.useUtils();
  const put = (alert: PriceAlert) =>
    utils.priceAlerts.list.setData(undefined, (answer) =>
      answer
        ? {
            ...answer,
            alerts: answer.alerts.some((a) => a.id === alert.id)
              ? answer.alerts.map((a) => (a.id === alert.id ? alert : a))
              : [alert, ...answer.alerts],
          }
        : answer,
    );
  const refresh = () => void utils.priceAlerts.list.invalidate();
  const create = trpc.priceAlerts.create.useMutation({ onSuccess: put, onSettled: refresh });
  const update = trpc.priceAlerts.update.useMutation({ onSuccess: put, onSettled: refresh });
  const remove = trpc.priceAlerts.delete.useMutation({
    onSuccess: (_answer, { id }) =>
      utils.priceAlerts.list.setData(undefined, (answer) =>
        answer ? { ...answer, alerts: answer.alerts.filter((a) => String(a.id) !== String(id)) } : answer,
      ),
    onSettled: refresh,
  });
  return { create, update, remove };
}
