import { decideCreditIn } from '../../events/credit/commandHandler';
import { DEMO_CUSTOMER } from './customer';
import type { DemoDataSet } from './index';

/** The demo customer's pay-at-harvest credit line (issue 24), so the option shows at checkout on `npm start`. */
export const DEMO_CREDIT_LIMIT = 1500;

/**
 * A CreditLimitSet on the demo customer's credit stream, as an administrator's grant would append it (by 'demo': no
 * administrator may exist yet). Skipped when the demo customer is gone.
 */
export const demoCreditLine: DemoDataSet = {
  name: 'demo-credit-line',
  async load(tx) {
    const [customer] = await tx<{ id: string }[]>`select id::text as id from users where email = ${DEMO_CUSTOMER.email} and status <> 'deleted'`;
    if (!customer) return;
    await decideCreditIn(tx, customer.id, {
      type: 'SetCreditLimit',
      data: { user_id: customer.id, limit: DEMO_CREDIT_LIMIT, note: 'Demo credit line: pay for seed and fertiliser when the crop is sold' },
      metadata: { now: new Date(), by: 'demo' },
    });
  },
};
