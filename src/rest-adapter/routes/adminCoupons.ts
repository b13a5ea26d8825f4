import { listEnvelope, queryInput, writtenAs } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Admin';

/** Coupons for administrators: the list with usage, one, create, edit, pause, resume, end. */
export const adminCouponsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/coupons',
    procedure: 'adminCoupons.list',
    group,
    summary:
      'Coupons, newest first, each with its state and usage (orders, customers, discount given, revenue): ?search (code or description), ?status active|scheduled|paused|expired|used_up|ended, ?category, ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('coupons'),
  },
  {
    method: 'GET',
    path: '/admin/coupons/{id}',
    procedure: 'adminCoupons.get',
    group,
    summary: 'One coupon with its state and usage',
  },
  {
    method: 'POST',
    path: '/admin/coupons',
    procedure: 'adminCoupons.create',
    group,
    summary:
      'Create {code, kind percent|fixed, value, description?, description_ar?, min_subtotal?, valid_from?, valid_to?, usage_limit?, per_user_limit?, categories?}; a code taken: 409',
    respond: writtenAs('coupon', 201),
  },
  {
    method: 'PUT',
    path: '/admin/coupons/{id}',
    procedure: 'adminCoupons.update',
    group,
    summary: 'Change any of the fields of create; an ended coupon: 409; a total limit below the uses made: 400',
    respond: writtenAs('coupon'),
  },
  {
    method: 'POST',
    path: '/admin/coupons/{id}/pause',
    procedure: 'adminCoupons.pause',
    group,
    summary: 'Pause: checkout refuses the code until it is resumed (409 when paused or ended)',
    input: ({ params }) => ({ id: params.id }),
    respond: writtenAs('coupon'),
  },
  {
    method: 'POST',
    path: '/admin/coupons/{id}/resume',
    procedure: 'adminCoupons.resume',
    group,
    summary: 'Resume a paused coupon (409 when not paused or ended)',
    input: ({ params }) => ({ id: params.id }),
    respond: writtenAs('coupon'),
  },
  {
    method: 'POST',
    path: '/admin/coupons/{id}/end',
    procedure: 'adminCoupons.end',
    group,
    summary: 'End for good: refused at checkout, taken off the carts holding it, never changed again (409 when ended)',
    input: ({ params }) => ({ id: params.id }),
    respond: writtenAs('coupon'),
  },
];
