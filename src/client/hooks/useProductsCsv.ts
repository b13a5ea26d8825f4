import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCsvImportResult } from '../../shared/productCsv';
import { useAdminNotify } from '../lib/adminMessages';
import { type KeyedMessage, sayKeyed } from '../lib/errors';
import { readFileAsBase64, saveFile } from '../lib/files';
import { trpc } from '../lib/trpc';

/** The file as the import call takes it (read once, sent for the dry run and again to apply it). */
interface CsvFile {
  fieldname: 'file';
  filename: string;
  mimetype: string;
  base64: string;
}

/** Why a file was refused: the first problem (naming its row and column), a few more, and how many in all. */
interface Refusal {
  message: string;
  problems: string[];
  count: number;
}

/** Where an import stands: choose a file, checking, refused, previewed (dry run), applying, or applied. */
type ProductsCsvStep =
  | { step: 'choose' }
  | { step: 'checking' }
  | { step: 'refused'; refusal: Refusal }
  | { step: 'preview'; file: CsvFile; result: ProductCsvImportResult }
  | { step: 'applying'; file: CsvFile; result: ProductCsvImportResult }
  | { step: 'done'; result: ProductCsvImportResult };

function refusalOf(error: unknown, reasonOf: (error: unknown) => string): Refusal {
  const details =
    error instanceof TRPCClientError
      ? (error.data as { details?: { problems?: unknown; problems_count?: unknown } } | undefined)?.details
      : undefined;
  const listed = Array.isArray(details?.problems)
    ? details.problems.flatMap((p: unknown) =>
        typeof (p as { message?: unknown })?.message === 'string' ? [sayKeyed(p as KeyedMessage)] : [],
      )
    : [];
  const count = typeof details?.problems_count === 'number' ? details.problems_count : listed.length;
  return { message: reasonOf(error), problems: listed, count };
}

/**
 * The admin's product CSV: `exportFile` downloads every product; `check` sends a chosen file as a dry run for the
 * preview (or the refusal); `apply` imports the previewed file in one transaction; `again` starts over.
 */
export function useProductsCsv(onImported: () => void) {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const upload = trpc.admin.products.importCsv.useMutation();
  const [state, setState] = useState<ProductsCsvStep>({ step: 'choose' });
  const [chosen, setChosen] = useState<File | null>(null);
  const [exporting, setExporting] = useState(false);

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

  const check = async (picked: File | null) => {
    setChosen(picked);
    if (!picked) {
      setState({ step: 'choose' });
      return;
    }
    setState({ step: 'checking' });
    try {
      const file: CsvFile = {
        fieldname: 'file',
        filename: picked.name,
        mimetype: picked.type || 'text/csv',
        base64: await readFileAsBase64(picked),
      };
      const result = await upload.mutateAsync({ file, dry_run: true });
      setState({ step: 'preview', file, result });
    } catch (error) {
      setState({ step: 'refused', refusal: refusalOf(error, notify.reasonOf) });
    }
  };

  const apply = async (file: CsvFile, preview: ProductCsvImportResult) => {
    setState({ step: 'applying', file, result: preview });
    try {
      const result = await upload.mutateAsync({ file, dry_run: false });
      setState({ step: 'done', result });
      setChosen(null);
      notify.success(t('admin.productsCsv.applied', { created: result.created, updated: result.updated }));
      onImported();
    } catch (error) {
      notify.failure(t('admin.productsCsv.failed'), error);
      setState({ step: 'refused', refusal: refusalOf(error, notify.reasonOf) });
    }
  };

  const again = () => {
    setChosen(null);
    setState({ step: 'choose' });
  };

  return { state, chosen, exporting, exportFile, check, apply, again };
}
