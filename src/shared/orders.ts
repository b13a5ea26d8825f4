/**
 * An order's statuses and its address as the order keeps them: pure, shared by the event core (src/events/order), the
 * server's reads and the client's screens.
 */

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who and where: the lines every address has, a customer's saved one (src/server/accounts/addresses.ts) and an order's. */
export interface AddressLines {
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city: string;
  country: string;
}

/** An address as the order keeps it. */
export interface OrderAddress extends AddressLines {
  postal_code?: string | undefined;
}
