import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCsvImportResult } from '../../shared/productCsv';
import { useAdminNotify } from '../lib/adminMessages';
import { saveFile } from '../lib/files';
import { trpc } from '../lib/trpc';
import { useCsvImport } from './useCsvImport';

/**
 * The admin's product CSV: `exportFile` downloads every product; `check` sends a chosen file as a dry run for the
 * preview (or the refusal); `apply` imports the previewed file in one transaction; `again` starts over (the import's
 * steps are in useCsvImport).
 */
export function useProductsCsv(onImported: () => void) {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const upload = trpc.admin.products.importCsv.useMutation();
  const [exporting, setExporting] = useState(false);
  const csvImport = useCsvImport<ProductCsvImportResult>(
    upload.mutateAsync,
    {
      applied: (result) => t('admin.productsCsv.applied', { created: result.created, updated: result.updated }),
      failed: t('admin.productsCsv.failed'),
    },
    onImported,
  );

  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await utils.client.admin.products.exportCsv.query();
      saveFile(new Blob([file.content], { type: file.content_type }), file.filename);
      notify.success(t('admin.productsCsv.exported'));
    } catch (error) {
      notify.failure(t('admin.productsCsv.exportFailed'), error);
    } finally {
      setExporting(false);
    }
  };

  return { ...csvImport, exporting, exportFile };
}
