import { cropsEn } from '../i18n/crops/en';
import { keysByText, useCatalogueMessage } from './useCatalogueMessage';

const KEY_BY_TEXT = keysByText(cropsEn.crop.comments.messages, 'crop.comments.messages');

/**
 * Shows a message of the crop guide that arrives in English (the server's answer, such as 'Crop not found', or the
 * shared comment schema's) in the reader's language; one the catalogue does not know is shown as it is.
 */
export function useCropMessage(): (message: string) => string {
  return useCatalogueMessage(KEY_BY_TEXT);
}
