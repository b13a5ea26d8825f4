import { useTranslation } from 'react-i18next';
import type { PriceImportResult } from '../../shared/priceAlerts';
import { trpc } from '../lib/trpc';
import { useCsvImport } from './useCsvImport';

/**
 * The daily price bulletin's import (the steps in useCsvImport): `check` sends the chosen CSV as a dry run for the
 * preview of its rows or the refusal; `apply` saves the previewed rows in one transaction; `again` starts over.
 */
export function useBulletinImport(onImported: () => void) {
  const { t } = useTranslation();
  const upload = trpc.marketPrices.import.useMutation();
  return useCsvImport<PriceImportResult>(
    upload.mutateAsync,
    {
      applied: (result) => t('admin.prices.bulletin.imported', { count: result.imported }),
      failed: t('admin.prices.bulletin.failed'),
    },
    onImported,
  );
}
