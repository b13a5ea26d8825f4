import { shopEn } from '../i18n/shop/en';
import { keysByText, useCatalogueMessage } from './useCatalogueMessage';

const KEY_BY_TEXT = keysByText(shopEn.product.reviews.messages, 'product.reviews.messages');

/**
 * Shows a review message that arrives in English (the shared review schema's, or the server's answer such as
 * 'You have already reviewed this product') in the reader's language; one the catalogue does not know, as it is.
 */
export function useShopMessage(): (message: string) => string {
  return useCatalogueMessage(KEY_BY_TEXT);
}
