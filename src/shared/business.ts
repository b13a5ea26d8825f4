import { fromPiastres, toPiastres } from './money';

/**
 * Business constants of the storefront spec (section 9). Pure: both sides import these, nothing here does I/O.
 * Later issues turn the shipping figures into admin settings; these stay the defaults.
 */

export const CURRENCY = 'EGP';

/** Orders above this subtotal ship free (EGP). */
export const FREE_SHIPPING_THRESHOLD = 500;
/** Shipping fee when the subtotal is at or below the threshold (EGP). */
export const SHIPPING_FEE = 50;

export const PAGE_SIZE = { crops: 20, products: 20, orders: 10 } as const;
export const MAX_PAGE_BUTTONS = 5;
export const CROP_DESCRIPTION_CUT = 100;
export const RELATED_PRODUCTS_SHOWN = 4;
export const CART_BADGE_CAP = 99;
export const DEFAULT_COUNTRY = 'Egypt';
/** NIST SP 800-63B's minimum for a password chosen by its user. */
export const MIN_PASSWORD_LENGTH = 8;

/** Timers of section 9, in milliseconds. */
export const TIMERS = {
  loginBannerHide: 5_000,
  forgotPasswordReturn: 3_000,
  quizExplanationPause: 3_000,
  profileMessage: 5_000,
  postOrderRedirect: 2_000,
} as const;

/** The store's contact block (about page and footer). */
export const STORE_CONTACT = {
  location: 'Cairo, Egypt',
  email: 'hello@fellah.eg',
  phone: '+20 2 2735 0400',
} as const;

/** Shipping fee for a subtotal, by the rule of section 9. */
export function shippingFor(subtotal: number, threshold = FREE_SHIPPING_THRESHOLD, fee = SHIPPING_FEE): number {
  return subtotal > threshold ? 0 : fee;
}

/**
 * What the hint 'Add X more for free shipping' names: the least amount, in whole piastres, that takes the subtotal
 * above the threshold (110 → 390.01, 500 → 0.01), or 0 once the subtotal ships free. Shipping is free only above
 * the threshold, so "threshold minus subtotal" would leave the cart exactly at it, still paying the fee.
 */
export function amountForFreeShipping(subtotal: number, threshold = FREE_SHIPPING_THRESHOLD): number {
  if (subtotal > threshold) return 0;
  return fromPiastres(toPiastres(threshold) - toPiastres(subtotal) + 1);
}
