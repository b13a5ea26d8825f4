import type { Product } from '../catalogue/products';

/**
 * What a row of the admin products table shows (name in both languages with its shop link, activity, category, price,
 * stock, approval and a rejection's reason); the whole product comes from `products.byId`, an approval or rejection
 * answers the whole admin product. Named once, like the shop's card, in a module of its own: the answer schemas
 * (src/server/routers/outputs.ts) pick the same fields without importing the admin service.
 */
export const ADMIN_PRODUCT_ROW_FIELDS = [
  'id',
  'slug',
  'name',
  'name_ar',
  'category',
  'price',
  'currency',
  'stock_quantity',
  'is_active',
  'approval_status',
] as const satisfies readonly (keyof Product)[];
