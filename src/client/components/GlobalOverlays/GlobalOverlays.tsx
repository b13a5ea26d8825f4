import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The notifications area and the modals manager, mounted beside the app rather than around it. Pages use
 * the event-based APIs (`notifications.show`, `modals.openConfirmModal`), which need these mounted but not
 * wrapping, so this module — Modal, ScrollArea, transitions, about 18 KB gzip — loads after the first paint.
 */
export function GlobalOverlays() {
  return (
    <>
      <Notifications position="top-center" />
      <ModalsProvider />
    </>
  );
}
