import { hashPassword } from '../auth/password';
import type { DataSet } from '../dataSet';
import { demoFiles } from './content';

/** The demo customer of content/demo/customer.json, named in the README and on the start banner. */
export const demoCustomerAccount = () => demoFiles.customer.load();

export const demoCustomer: DataSet = {
  name: 'demo-customer',
  async load(tx) {
    const customer = demoCustomerAccount();
    const passwordHash = await hashPassword(customer.password);
    await tx`insert into users (email, password_hash, first_name, last_name, city, email_verified_at)
             values (${customer.email}, ${passwordHash}, ${customer.firstName}, ${customer.lastName}, ${customer.city}, now())
             on conflict (email) do nothing`;
  },
};
