import { hashPassword } from '../auth/password';
import type { DemoDataSet } from './index';

/** The demo customer named in the README (e-mail already verified), so a visitor can try the signed-in storefront at once. */
export const DEMO_CUSTOMER = { email: 'demo@fellah.eg', password: 'fellah-demo', firstName: 'Ahmed', lastName: 'Hassan', city: 'Cairo' } as const;

export const demoCustomer: DemoDataSet = {
  name: 'demo-customer',
  async load(tx) {
    const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
    await tx`insert into users (email, password_hash, first_name, last_name, city, email_verified_at)
             values (${DEMO_CUSTOMER.email}, ${passwordHash}, ${DEMO_CUSTOMER.firstName}, ${DEMO_CUSTOMER.lastName}, ${DEMO_CUSTOMER.city}, now())
             on conflict (email) do nothing`;
  },
};
