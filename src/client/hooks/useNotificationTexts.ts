import { loadNotificationTexts } from '../i18n';
import { useTextsLoaded } from './useTextsLoaded';

/** Whether the notifications' texts are here; asks for them (once) when `wanted` and they are not. */
export function useNotificationTexts(wanted: boolean): boolean {
  return useTextsLoaded('notifications.menuLink', loadNotificationTexts, wanted);
}
