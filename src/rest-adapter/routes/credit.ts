import { download, noInput, writtenAs } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Pay at harvest';

/** The receivables CSV as a download. */
const csvFile = download<{ filename: string; content_type: string; content: string }>('text/csv', (out) => ({
  filename: out.filename,
  contentType: out.content_type,
  data: out.content,
}));

/**
 * Pay at harvest (calls beyond rest-calls.tsv): the customer's credit line, and for administrators the
 * lines, payments received and the receivables. Orders are placed with POST /orders {payment_method: 'pay_at_harvest',
 * harvest_due: 'YYYY-MM'}.
 */
export const creditRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/auth/credit',
    procedure: 'credit.mine',
    group,
    summary:
      'My pay-at-harvest credit line: limit, outstanding, available (limit 0: none), the months an order may fall due, and my harvest orders',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/admin/users/{id}/credit',
    procedure: 'admin.users.credit',
    group,
    summary: "A customer's pay-at-harvest credit line, with the note and last change (unknown user 404)",
  },
  {
    method: 'PUT',
    path: '/admin/users/{id}/credit',
    procedure: 'admin.users.setCredit',
    group,
    summary:
      "Grant, change or close a customer's pay-at-harvest line {limit (EGP, 0 closes it), note?}; under what is owed is allowed and blocks new harvest orders (the message says so). Audited",
    respond: writtenAs('credit'),
  },
  {
    method: 'POST',
    path: '/admin/orders/{id}/payments',
    procedure: 'admin.orders.recordPayment',
    group,
    summary:
      'Record money received for a pay-at-harvest order {amount (EGP), note?}: partial payments allowed; more than it owes, or a cash-on-delivery order, is 409. Audited',
    respond: writtenAs('payment', 201),
  },
  {
    method: 'GET',
    path: '/admin/receivables',
    procedure: 'admin.receivables.list',
    group,
    summary: 'Customers owing money on pay-at-harvest orders, by due month, overdue first, with totals per month',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/admin/receivables/export',
    procedure: 'admin.receivables.export',
    group,
    summary: 'The receivables as a CSV file (one line per order owing money)',
    input: noInput,
    respond: csvFile,
  },
];
