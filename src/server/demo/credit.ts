import { decideCreditIn } from '../../events/credit/commandHandler';
import type { DataSet } from '../dataSet';
import { demoFiles } from './content';
import { demoCustomerAccount } from './customer';

/**
 * The demo customer's pay-at-harvest credit line (content/demo/credit-line.json): a CreditLimitSet on their credit
 * stream, as an administrator's grant would append it (by 'demo': no administrator may exist yet). Skipped when the
 * demo customer is gone.
 */
export const demoCreditLine: DataSet = {
  name: 'demo-credit-line',
  async load(tx) {
    const [customer] = await tx<{ id: string }[]>`
      select id::text as id from users where email = ${demoCustomerAccount().email} and status <> 'deleted'`;
    if (!customer) return;
    const { limit, note } = demoFiles.creditLine.load();
    await decideCreditIn(tx, customer.id, {
      type: 'SetCreditLimit',
      data: { user_id: customer.id, limit, note },
      metadata: { now: new Date(), by: 'demo' },
    });
  },
};
