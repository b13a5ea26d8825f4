/** An order status's English name, the same in My Orders and in the admin's orders (the Arabic catalogues word them apart). */
export const orderStatusNamesEn = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
