import type { Projection } from '../projection';
import { cartItems } from './cartItems';
import { eventTypeCounts } from './eventTypeCounts';
import { orders } from './orders';

/** Projections run inline, in the append's transaction: what a user must see at once (cart, my orders). */
export const inlineProjections: Projection[] = [cartItems, orders];

/** Projections run by the workers, each behind its own checkpoint. */
export const asyncProjections: Projection[] = [eventTypeCounts];
