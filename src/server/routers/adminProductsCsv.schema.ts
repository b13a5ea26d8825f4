import { z } from 'zod';
import { PRODUCT_CSV_COLUMNS } from '../../shared/productCsv';
import { withMessage } from './common.schema';

/** What a product CSV import does with the file (src/server/catalogue/csv.ts), and the message saying so. */
export const ZProductCsvImportOutput = withMessage(
  z.strictObject({
    dry_run: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    rows: z.array(
      z.strictObject({
        row: z.number().int().describe('The row as a spreadsheet numbers it (the header is row 1)'),
        slug: z.string(),
        name: z.string(),
        status: z.enum(['created', 'updated', 'unchanged']),
        changes: z.array(
          z.strictObject({
            field: z.enum(PRODUCT_CSV_COLUMNS),
            from: z.string().nullable(),
            to: z.string().nullable(),
          }),
        ),
      }),
    ),
  }),
);
