import { MantineThemeProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The notifications area and the modals manager, mounted beside the app rather than around it. Pages use
 * the event-based APIs (`notifications.show`, `modals.openConfirmModal`), which need these mounted but not
 * wrapping, so this module — Modal, ScrollArea, transitions, about 18 KB gzip — loads after the first paint.
 * Every notification's and modal's close button (an icon only) is named "Close" in the reader's language; the
 * notifications show under the header.
 */
export function GlobalOverlays() {
  const { t } = useTranslation();
  const close = t('app.close');
  const overlays = useMemo(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [close],
  );
  return (
    <MantineThemeProvider theme={overlays}>
      {/* Under the fixed header, not over its cart and bell: styles/global.css (.mantine-Notifications-root). */}
      <Notifications position="top-center" />
      <ModalsProvider />
    </MantineThemeProvider>
  );
}
