import { z } from 'zod';
import { type MessageKey, says } from './messages';

/*
 * The parts every CSV import's input shares (the price bulletin, the product catalogue): the uploaded file and the
 * dry-run flag, as a tRPC call sends them and as the REST adapter reads them from a multipart form. Pure.
 */

/** `dry_run` as a boolean, or as the text a multipart field carries ('true' / 'false' / '1' / '0' / ''). */
export const dryRunField = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === '1' || t === 'yes' || t === 'on') return true;
    if (t === 'false' || t === '0' || t === 'no' || t === 'off' || t === '') return false;
    return v;
  },
  z.boolean(says('call.trueOrFalse', { field: 'dry_run' })),
);

/**
 * The uploaded file (its text in base64). Only a missing file is said with `missingKey`; a file of the wrong shape
 * keeps zod's own issue, which names what is wrong.
 */
export const csvFileField = (missingKey: MessageKey) =>
  z.object(
    {
      fieldname: z.string().max(100).default('file'),
      filename: z.string().max(255),
      mimetype: z.string().max(100).optional(),
      base64: z.string().min(1, says('uploads.fileEmpty')),
    },
    { error: (issue) => (issue.input === undefined ? says(missingKey).error(issue) : undefined) },
  );
