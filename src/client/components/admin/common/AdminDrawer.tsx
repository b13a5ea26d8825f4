import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AdminDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * An item opened beside its list: it slides in from the end of the line (the right in English, the left in Arabic)
 * and takes the whole screen on a phone.
 */
export function AdminDrawer({ opened, onClose, title, children, testId }: AdminDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      // Mantine lays the drawer out with flex-end: "right" is the end of the line, so the left edge in Arabic.
      position="right"
      size={phone ? '100%' : 'xl'}
      padding="md"
      closeButtonProps={{ 'aria-label': t('app.close'), size: 'xl' }}
      data-testid={testId}
    >
      {children}
    </Drawer>
  );
}
