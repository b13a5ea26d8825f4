import type { DataSet } from '../dataSet';
import { demoFiles } from './content';

/** The demo coupons of content/demo/coupons.json: 10 % off from 300 EGP, 50 EGP off from 500 EGP, 15 % for the harvest season. */
export const demoCoupons: DataSet = {
  name: 'demo-coupons',
  async load(tx) {
    const coupons = demoFiles.coupons.load();
    await tx`insert into coupons ${tx(coupons, 'code', 'description', 'kind', 'value', 'min_subtotal', 'usage_limit', 'per_user_limit')}
             on conflict (code) do nothing`;
  },
};
