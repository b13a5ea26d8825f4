import type { DemoDataSet } from './index';

/** Demo coupons: 10 % off from 300 EGP, 50 EGP off from 500 EGP, and 15 % off for the harvest season (once a customer). */
export const demoCoupons: DemoDataSet = {
  name: 'demo-coupons',
  async load(tx) {
    await tx`
      insert into coupons (code, description, kind, value, min_subtotal, usage_limit, per_user_limit)
      values ('WELCOME10', '10% off orders of 300 EGP or more', 'percent', 10, 300, null, 1),
             ('FELLAH50', '50 EGP off orders of 500 EGP or more', 'fixed', 50, 500, 1000, null),
             ('HARVEST15', '15% off orders of 1000 EGP or more', 'percent', 15, 1000, 500, 1)
      on conflict (code) do nothing`;
  },
};
