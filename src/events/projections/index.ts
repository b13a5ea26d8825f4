import type { Projection } from '../projection';
import { adminStats } from './adminStats';
import { cartItems } from './cartItems';
import { creditLines } from './creditLines';
import { customerSummaries } from './customerSummaries';
import { eventTypeCounts } from './eventTypeCounts';
import { notifications } from './notifications';
import { orders } from './orders';
import { priceAlerts } from './priceAlerts';
import { productSales } from './productSales';

/** Projections run inline, in the append's transaction: what a user must see at once (cart, my orders, my credit line). */
export const inlineProjections: Projection[] = [cartItems, orders, creditLines];

/** Projections run by the workers, each behind its own checkpoint. */
export const asyncProjections: Projection[] = [
  eventTypeCounts,
  productSales,
  customerSummaries,
  adminStats,
  notifications,
  priceAlerts,
];
