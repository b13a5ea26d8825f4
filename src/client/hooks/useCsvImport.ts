import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useAdminNotify } from '../lib/adminMessages';
import { type KeyedMessage, sayKeyed } from '../lib/errors';
import { readFileAsBase64 } from '../lib/files';

/** The file as an import call takes it (read once, sent for the dry run and again to apply it). */
export interface CsvFile {
  fieldname: 'file';
  filename: string;
  mimetype: string;
  base64: string;
}

/** Why a file was refused: the first problem (naming its row and column), a few more, and how many in all. */
export interface CsvRefusal {
  message: string;
  problems: string[];
  count: number;
}

/** Where an import stands: choose a file, checking, refused, previewed (dry run), applying, or applied. */
export type CsvImportStep<Result> =
  | { step: 'choose' }
  | { step: 'checking' }
  | { step: 'refused'; refusal: CsvRefusal }
  | { step: 'preview'; file: CsvFile; result: Result }
  | { step: 'applying'; file: CsvFile; result: Result }
  | { step: 'done'; result: Result };

/** The refusal's problems as the server lists them (`details.problems`, each said by its key), or the message alone. */
function refusalOf(error: unknown, reasonOf: (error: unknown) => string): CsvRefusal {
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

/** What an import screen says when a file is applied (from the answer) or fails to apply. */
export interface CsvImportTexts<Result> {
  applied: (result: Result) => string;
  failed: string;
}

/**
 * An admin's CSV import in two calls of the same mutation: `check` reads the chosen file and sends it as a dry run
 * (nothing saved) for the preview or the refusal; `apply` sends the previewed file again to save it in one
 * transaction, then calls `onImported`; `again` starts over.
 */
export function useCsvImport<Result>(
  upload: (input: { file: CsvFile; dry_run: boolean }) => Promise<Result>,
  texts: CsvImportTexts<Result>,
  onImported: () => void,
) {
  const notify = useAdminNotify();
  const { reasonOf } = notify;
  const [state, setState] = useState<CsvImportStep<Result>>({ step: 'choose' });
  const [chosen, setChosen] = useState<File | null>(null);

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
      const result = await upload({ file, dry_run: true });
      setState({ step: 'preview', file, result });
    } catch (error) {
      setState({ step: 'refused', refusal: refusalOf(error, reasonOf) });
    }
  };

  const apply = async (file: CsvFile, preview: Result) => {
    setState({ step: 'applying', file, result: preview });
    try {
      const result = await upload({ file, dry_run: false });
      setState({ step: 'done', result });
      setChosen(null);
      notify.success(texts.applied(result));
      onImported();
    } catch (error) {
      notify.failure(texts.failed, error);
      setState({ step: 'refused', refusal: refusalOf(error, reasonOf) });
    }
  };

  const again = () => {
    setChosen(null);
    setState({ step: 'choose' });
  };

  return { state, chosen, check, apply, again };
}
