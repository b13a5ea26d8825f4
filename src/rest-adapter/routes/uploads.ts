import { written } from '../envelope';
import { MAX_FILES_PER_UPLOAD, UPLOAD_RULES } from '../../shared/uploads';
import type { UploadedFile } from '../../server/uploads/files';
import type { RestRoute, RouteRequest } from '../types';

const group = 'Uploads';

/** The multipart body as the adapter reads it. */
type MultipartBody = { type?: string; files?: UploadedFile[] };

/** `{type, [field]: the part named field, or else the only file sent}` for a one-file call. */
const oneFile =
  (field: 'image' | 'document') =>
  ({ body }: RouteRequest) => {
    const { type, files = [] } = body as MultipartBody;
    return { type, [field]: files.find((f) => f.fieldname === field) ?? files[0] };
  };

/** `{type, files}`: every file part, whatever its name. */
const allFiles = ({ body }: RouteRequest) => {
  const { type, files } = body as MultipartBody;
  return { type, files };
};

/** The Uploads group of rest-calls.tsv: the answer is `{url, type, content_type, size, ...}` (a list for upload/multiple). */
export const uploadsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/upload/image',
    procedure: 'uploads.image',
    group,
    summary: 'Upload an image (part `image`: png, jpeg, webp or gif, at most 5 MB; field `type`, default general)',
    multipart: { maxFileBytes: UPLOAD_RULES.image.maxBytes, maxFiles: 1 },
    input: oneFile('image'),
    respond: written('Image uploaded successfully', 201),
  },
  {
    method: 'POST',
    path: '/upload/document',
    procedure: 'uploads.document',
    group,
    summary: 'Upload a document (part `document`: pdf, at most 10 MB; field `type`, default general)',
    multipart: { maxFileBytes: UPLOAD_RULES.document.maxBytes, maxFiles: 1 },
    input: oneFile('document'),
    respond: written('Document uploaded successfully', 201),
  },
  {
    method: 'POST',
    path: '/upload/multiple',
    procedure: 'uploads.multiple',
    group,
    summary: 'Upload up to 5 images (parts `files`, each at most 5 MB; field `type`, default general), all kept or none',
    multipart: { maxFileBytes: UPLOAD_RULES.image.maxBytes, maxFiles: MAX_FILES_PER_UPLOAD },
    input: allFiles,
    respond: written('Files uploaded successfully', 201),
  },
];
