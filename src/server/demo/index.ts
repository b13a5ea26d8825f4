import type { DataSet } from '../dataSet';
import { demoCatalogue, demoCatalogueArabicTexts, demoCatalogueCrops } from './catalogue';
import { demoCoupons } from './coupons';
import { demoCreditLine } from './credit';
import { demoCustomer } from './customer';
import { demoPriceSet } from './prices';
import { demoReviewSet } from './reviews';

/** The demo fixtures, seeded after the reference content with DEMO_DATA=1 (src/server/seed.ts). */
export const demoDataSets: DataSet[] = [
  demoCustomer,
  demoCatalogue,
  demoCatalogueArabicTexts,
  demoCatalogueCrops,
  demoReviewSet,
  demoPriceSet,
  demoCoupons,
  demoCreditLine,
];
