import { addressIn } from '../../shared/addresses';
import type { Language } from '../../shared/messages';

/**
 * A storefront link in an e-mail: the page at `address` (path and query) in the reader's language at the shop's public
 * address, so an Arabic customer's button opens the `/ar` page rather than the English one.
 */
export const mailLink = (publicUrl: string, language: Language, address: string): string =>
  `${publicUrl}${addressIn(language, address)}`;
