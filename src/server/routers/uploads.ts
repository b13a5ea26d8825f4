import { storeUploads } from '../learning/uploads';
import { authedProcedure, router } from '../trpc';
import { ZDocumentUploadInput, ZImageUploadInput, ZMultipleUploadInput, ZStoredFiles } from './uploads.schema';
import * as S from './outputs';

/** Upload calls (backend-api.md group Uploads), for signed-in users: over REST as multipart, over tRPC as base64. */
export const uploadsRouter = router({
  /** One image: png, jpeg, webp or gif by content, at most 5 MB. */
  image: authedProcedure
    .input(ZImageUploadInput)
    .output(S.StoredFile)
    .mutation(async ({ ctx, input }) => {
      const [record] = await storeUploads(
        { sql: ctx.sql, dataDir: ctx.config.dataDir },
        ctx.user,
        'image',
        input.type,
        [input.image],
      );
      return record!;
    }),

  /** One PDF, at most 10 MB. */
  document: authedProcedure
    .input(ZDocumentUploadInput)
    .output(S.StoredFile)
    .mutation(async ({ ctx, input }) => {
      const [record] = await storeUploads(
        { sql: ctx.sql, dataDir: ctx.config.dataDir },
        ctx.user,
        'document',
        input.type,
        [input.document],
      );
      return record!;
    }),

  /** Up to 5 images at once, all kept or none. */
  multiple: authedProcedure
    .input(ZMultipleUploadInput)
    .output(ZStoredFiles)
    .mutation(({ ctx, input }) =>
      storeUploads({ sql: ctx.sql, dataDir: ctx.config.dataDir }, ctx.user, 'image', input.type, input.files),
    ),
});
