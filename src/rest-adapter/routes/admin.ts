import { listEnvelope, messageEnvelope, noInput, queryInput, writtenAs } from '../envelope';
import type { RestRoute, RouteRequest } from '../types';

const group = 'Admin';

/** A moderation decision: the item as data, with the type, the message and (for a review) the product's new rating. */
const moderated = writtenAs('item');

/** PUT /admin/settings: the body itself is `{<key>: <value>, ...}` (anything else is no setting at all: 400 on `settings`). */
const settingsBody = ({ body }: RouteRequest) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

/** The Admin group of rest-calls.tsv, part 1: users, logs, moderation, settings, orders and products (administrators only). */
export const adminRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/users',
    procedure: 'admin.users.list',
    group,
    summary:
      'Users: ?search (name or e-mail), ?role, ?status (deleted only when asked), ?sort_by created_at|last_login_at|email|name, ?sort_order, ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('users'),
  },
  {
    method: 'GET',
    path: '/admin/users/{id}',
    procedure: 'admin.users.get',
    group,
    summary: 'One user, with order figures and open sessions',
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}',
    procedure: 'admin.users.update',
    group,
    summary:
      'Change {role?, status? (active|deactivated|banned), reason? (for banned)}; not your own role or status (409)',
    respond: writtenAs('user'),
  },
  {
    method: 'DELETE',
    path: '/admin/users/{id}',
    procedure: 'admin.users.delete',
    group,
    summary: 'Delete (anonymise) a user, as account deletion does; not yourself (409)',
    input: ({ params }) => ({ id: params.id }),
    respond: messageEnvelope,
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}/ban',
    procedure: 'admin.users.ban',
    group,
    summary: 'Ban {reason}: every session of the user ends at once; not yourself, not twice (409)',
    respond: writtenAs('user'),
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}/unban',
    procedure: 'admin.users.unban',
    group,
    summary: 'Lift a ban (409 when not banned)',
    respond: writtenAs('user'),
  },

  {
    method: 'GET',
    path: '/admin/logs',
    procedure: 'admin.logs',
    group,
    summary:
      'The audit log, newest first: ?action (or a prefix such as admin.user), ?actor_id, ?target_type, ?target_id, ?from, ?to (YYYY-MM-DD or ISO 8601), ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('logs'),
  },

  {
    method: 'GET',
    path: '/admin/moderate/{type}/pending',
    procedure: 'admin.moderation.pending',
    group,
    summary: 'What waits for a moderator, oldest first: {type} reviews, comments or products; ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('items'),
  },
  {
    method: 'POST',
    path: '/admin/moderate/{type}/{id}',
    procedure: 'admin.moderation.decide',
    group,
    summary:
      'Decide {action: approve|reject, reason? (required to reject)} on a review, comment or product; the same decision twice is 409',
    respond: moderated,
  },

  {
    method: 'GET',
    path: '/admin/settings',
    procedure: 'admin.settings.all',
    group,
    summary: 'Every setting (stored or default)',
    input: noInput,
  },
  {
    method: 'PUT',
    path: '/admin/settings',
    procedure: 'admin.settings.updateMany',
    group,
    summary:
      'Change settings: {free_shipping_threshold?, shipping_fee?, store_contact?, moderation_enabled?, maintenance_banner?, unverified_max_pending_orders?, unverified_max_pending_total?, pending_cod_expiry_days?, backup_keep_count?, backup_keep_days?}; a bad value is 400 naming the key',
    input: settingsBody,
    respond: writtenAs('settings'),
  },
  {
    method: 'GET',
    path: '/admin/settings/{key}',
    procedure: 'admin.settings.get',
    group,
    summary: 'One setting with its default and last change (unknown key 404)',
  },
  {
    method: 'PUT',
    path: '/admin/settings/{key}',
    procedure: 'admin.settings.update',
    group,
    summary: 'Change one setting {value}: unknown key 404, a bad value 400 naming the key',
    respond: writtenAs('setting'),
  },

  {
    method: 'GET',
    path: '/admin/orders',
    procedure: 'admin.orders.list',
    group,
    summary:
      'Every order: ?status, ?search (order number, customer e-mail, product), ?user_id, ?from, ?to, ?sort_by created_at|total|order_number|status, ?sort_order, ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('orders'),
  },
  {
    method: 'PUT',
    path: '/admin/orders/{id}/status',
    procedure: 'admin.orders.updateStatus',
    group,
    summary:
      'Move an order {status, tracking_number (shipped), carrier?, reason? (cancelled), amount? (refunded)} through the order decider; a refused move is 409 with the reason',
    respond: writtenAs('order'),
  },

  {
    method: 'GET',
    path: '/admin/products',
    procedure: 'admin.products.list',
    group,
    summary:
      'Every live product, pending, rejected and inactive included: ?approval_status, ?category, ?search, ?sort_by, ?sort_order, ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('products'),
  },
  {
    method: 'PUT',
    path: '/admin/products/{id}/approve',
    procedure: 'admin.products.approve',
    group,
    summary: 'Approve a product (409 when already approved)',
    respond: writtenAs('product'),
  },
  {
    method: 'PUT',
    path: '/admin/products/{id}/reject',
    procedure: 'admin.products.reject',
    group,
    summary: 'Reject a product {reason}: it leaves the shop (409 when already rejected)',
    respond: writtenAs('product'),
  },
];
