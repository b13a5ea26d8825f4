import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceImportResult, PriceImportRow } from '../../shared/priceAlerts';
import { useAdminNotify } from '../lib/adminMessages';
import { type KeyedMessage, sayKeyed } from '../lib/errors';
import { readFileAsBase64 } from '../lib/files';
import { trpc } from '../lib/trpc';

/** The file as the import call takes it (read once, sent for the preview and again for the import). */
interface BulletinFile {
  fieldname: 'file';
  filename: string;
  mimetype: string;
  base64: string;
}

/** Why a bulletin was refused: the first problem (naming its row), up to a few more, and how many there are in all. */
interface Refusal {
  message: string;
  problems: string[];
  count: number;
}

/** Where an import stands: a file to choose, being checked, refused, previewed, being imported, or imported. */
type BulletinStep =
  | { step: 'choose' }
  | { step: 'checking' }
  | { step: 'refused'; refusal: Refusal }
  | { step: 'preview'; file: BulletinFile; rows: PriceImportRow[] }
  | { step: 'importing'; file: BulletinFile; rows: PriceImportRow[] }
  | { step: 'done'; imported: number };

/** The refusal's problems as the server lists them (`details.problems`, each said by its key), or the message alone. */
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
 * The daily price bulletin's import: `check` reads the chosen CSV and sends it as a dry run (nothing saved) for the
 * preview or the refusal; `importRows` saves the previewed rows in one transaction; `again` starts over.
 */
export function useBulletinImport(onImported: () => void) {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const { reasonOf } = notify;
  const upload = trpc.marketPrices.import.useMutation();
  const [state, setState] = useState<BulletinStep>({ step: 'choose' });
  const [chosen, setChosen] = useState<File | null>(null);

  const check = async (file: File | null) => {
    setChosen(file);
    if (!file) {
      setState({ step: 'choose' });
      return;
    }
    setState({ step: 'checking' });
    try {
      const bulletin: BulletinFile = {
        fieldname: 'file',
        filename: file.name,
        mimetype: file.type || 'text/csv',
        base64: await readFileAsBase64(file),
      };
      const answer: PriceImportResult = await upload.mutateAsync({ file: bulletin, dry_run: true });
      setState({ step: 'preview', file: bulletin, rows: answer.rows });
    } catch (error) {
      setState({ step: 'refused', refusal: refusalOf(error, reasonOf) });
    }
  };

  const importRows = async (file: BulletinFile, rows: PriceImportRow[]) => {
    setState({ step: 'importing', file, rows });
    try {
      const answer: PriceImportResult = await upload.mutateAsync({ file, dry_run: false });
      setState({ step: 'done', imported: answer.imported });
      setChosen(null);
      notify.success(t('admin.prices.bulletin.imported', { count: answer.imported }));
      onImported();
    } catch (error) {
      notify.failure(t('admin.prices.bulletin.failed'), error);
      setState({ step: 'refused', refusal: refusalOf(error, reasonOf) });
    }
  };

  const again = () => {
    setChosen(null);
    setState({ step: 'choose' });
  };

  return { state, chosen, check, importRows, again };
}
