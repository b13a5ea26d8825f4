import { z } from 'zod';
import { type MessageKey, says } from '../../shared/messages';
import { DEFAULT_UPLOAD_TYPE, MAX_FILES_PER_UPLOAD, UPLOAD_TYPES } from '../../shared/uploads';
import { ZUploadedFile } from '../uploads/files';
import * as S from './outputs';

/** Inputs of the upload calls: the multipart fields as the REST adapter passes them, or the same over tRPC. */

/** `type` ('' or absent = general). */
const ZUploadType = z.preprocess(
  (v) => (v === '' || v === undefined ? DEFAULT_UPLOAD_TYPE : v),
  z.enum(UPLOAD_TYPES, says('call.oneOf', { field: 'type', values: UPLOAD_TYPES.join(', ') })),
);

/** One required file, its message naming what to choose. */
const requiredFile = (choose: MessageKey) =>
  z.object(ZUploadedFile.shape, {
    error: (issue) => (issue.input === undefined ? says(choose).error(issue) : undefined),
  });

export const ZImageUploadInput = z.object({ type: ZUploadType, image: requiredFile('form.chooseImage') });
export const ZDocumentUploadInput = z.object({ type: ZUploadType, document: requiredFile('uploads.chooseDocument') });
export const ZMultipleUploadInput = z.object({
  type: ZUploadType,
  files: z
    .array(ZUploadedFile, says('uploads.chooseImages'))
    .min(1, says('uploads.chooseImages'))
    .max(MAX_FILES_PER_UPLOAD, says('uploads.atMostImagesAtOnce', { max: MAX_FILES_PER_UPLOAD })),
});

/* The answers: the stored files. */

export const ZStoredFiles = z.array(S.StoredFile);
