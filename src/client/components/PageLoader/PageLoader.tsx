import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingNote } from '../LoadingNote/LoadingNote';

/** Shown while a page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={320}>
      <LoadingNote stacked loaderSize="md">
        {t('app.loading')}
      </LoadingNote>
    </Center>
  );
}
