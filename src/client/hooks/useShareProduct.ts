import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Copy text with the Clipboard API, or with a hidden text field where that API is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the older way below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Share: the device's share sheet when there is one; otherwise the link is copied and 'Product link copied to
 * clipboard!' is shown (storefront.md, Product detail). When even copying fails, the link is shown to copy by hand.
 */
export function useShareProduct(): (title: string) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (title: string) => {
      const url = window.location.href;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          // The grower closed the share sheet: nothing more to do.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      const copied = await copyText(url);
      notifications.show({
        id: 'product-link',
        message: copied ? t('product.linkCopied') : t('product.copyThisLink', { url }),
        color: copied ? 'leaf' : 'wheat',
        autoClose: copied ? 4000 : false,
      });
    },
    [t],
  );
}
