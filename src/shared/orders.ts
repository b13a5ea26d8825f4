/**
 * An order's statuses and its address as the order keeps them: pure, shared by the event core (src/events/order), the
 * server's reads and the client's screens.
 */

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order status as a customer reads it, in both languages: My Orders, the admin's orders (English) and the PDF
 * invoice name it the same way.
 */
export const ORDER_STATUS_NAMES: Record<'en' | 'ar', Record<OrderStatus, string>> = {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  ar: {
    pending: 'قيد الانتظار',
    confirmed: 'مؤكد',
    processing: 'قيد التجهيز',
    shipped: 'تم الشحن',
    delivered: 'تم التسليم',
    cancelled: 'ملغي',
    refunded: 'مسترد',
  },
};

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
  /** The governorate's ISO 3166-2:EG code, when the checkout named one. */
  governorate?: string | undefined;
}
