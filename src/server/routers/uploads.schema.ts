import { z } from 'zod';
import { says } from '../../shared/messages';
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
const requiredFile = (what: string) =>
  z.object(ZUploadedFile.shape, { error: (issue) => (issue.input === undefined ? `Please choose ${what} to upload` : undefined) });

export const ZImageUploadInput = z.object({ type: ZUploadType, image: requiredFile('an image') });
export const ZDocumentUploadInput = z.object({ type: ZUploadType, document: requiredFile('a document') });
export const ZMultipleUploadInput = z.object({
  type: ZUploadType,
  files: z
    .array(ZUploadedFile, { error: 'Please choose the images to upload' })
    .min(1, 'Please choose the images to upload')
    .max(MAX_FILES_PER_UPLOAD, `At most ${MAX_FILES_PER_UPLOAD} images at once`),
});

/* The answers: the stored files. */

export const ZStoredFiles = z.array(S.StoredFile);
