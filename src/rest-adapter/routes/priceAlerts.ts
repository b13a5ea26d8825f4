import { bodySchema, envelope, envelopeOf, messageEnvelope, perObject, written } from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Price alerts';

/** `{alerts}` → `{success, data: alerts, alerts}`: the caller's alerts, newest first. */
const alertList = envelopeOf<{ alerts: unknown[] }>(
  ({ alerts }) => envelope(alerts, { alerts }),
  (output) => ({
    json: { 200: perObject(output, (object) => bodySchema(object.shape.alerts, { alerts: object.shape.alerts })) },
  }),
);

/**
 * A grower's price alerts (calls beyond rest-calls.tsv, used by the storefront's crop page and profile).
 * Signed in; another user's alert is 404.
 */
export const priceAlertsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/price-alerts',
    procedure: 'priceAlerts.list',
    group,
    summary: 'My price alerts, newest first',
    respond: alertList,
  },
  {
    method: 'POST',
    path: '/price-alerts',
    procedure: 'priceAlerts.create',
    group,
    summary:
      'Add a price alert: {crop_id, market_id? (null = any market), direction: above|below, price} (at most 20; the 21st is 409)',
    respond: written(msg('alerts.created'), 201),
  },
  {
    method: 'PUT',
    path: '/price-alerts/{id}',
    procedure: 'priceAlerts.update',
    group,
    summary: 'Change a price alert: {market_id?, direction?, price?, is_active?}',
    respond: written(msg('alerts.updated')),
  },
  {
    method: 'DELETE',
    path: '/price-alerts/{id}',
    procedure: 'priceAlerts.delete',
    group,
    summary: 'Delete a price alert',
    respond: messageEnvelope,
  },
];
