import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './CropSectionNav.module.css';

interface CropSectionNavProps {
  sections: readonly { id: string; label: string }[];
}

/** Links to the sections of the crop page: on a phone one row to swipe, and the long page is one tap from each part. */
export function CropSectionNav({ sections }: CropSectionNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('crop.onThisPage')} className={classes.nav}>
      <div className={classes.row}>
        {sections.map((section) => (
          <Button
            key={section.id}
            component="a"
            href={`#${section.id}`}
            variant="default"
            size="compact-sm"
            radius="xl"
            className={classes.link}
          >
            {section.label}
          </Button>
        ))}
      </div>
    </nav>
  );
}
