import { Button, Collapse, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AdminFilters.module.css';
import { TABLE_FROM } from './AdminRecords';

interface AdminFiltersProps {
  /** Shown at all widths (the search box). */
  always?: ReactNode;
  /** The other filters and sorts: in the open from sm up, folded under "More filters" on a phone. */
  children: ReactNode;
  /** How many of the folded filters are in use (said on the button, and the fold opens with one in use). */
  inUse: number;
}

/**
 * A list's filters. On a phone the search stays and the rest fold under "More filters", so the list starts on the
 * first screen; from tablet width every filter is in the open, as before.
 */
export function AdminFilters({ always, children, inUse }: AdminFiltersProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(TABLE_FROM, true, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(inUse > 0);
  const id = useId();
  if (wide) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        {always}
        {children}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      {always && <div className={classes.stacked}>{always}</div>}
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={
          <span aria-hidden style={{ display: 'inline-block', transform: opened ? 'rotate(180deg)' : undefined }}>
            ▾
          </span>
        }
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={id}
        h={44}
        data-testid="admin-filters-toggle"
      >
        {inUse > 0 ? t('admin.common.moreFiltersSet', { count: inUse }) : t('admin.common.moreFilters')}
      </Button>
      <Collapse expanded={opened} id={id}>
        <div className={classes.stacked}>{children}</div>
      </Collapse>
    </Stack>
  );
}
