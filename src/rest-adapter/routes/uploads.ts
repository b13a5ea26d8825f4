import { written } from '../envelope';
import { MAX_FILES_PER_UPLOAD, UPLOAD_RULES } from '../../shared/uploads';
import type { UploadedFile } from '../../server/uploads/files';
import type { ProcedureOutput, RestRoute, RouteRequest } from '../types';
import { type Message, msg } from '../../shared/messages';

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

/** `POST /upload/{kind}`: one file of the kind (the part named like it), within the kind's size; 201 saying `uploaded`. */
function oneFileRoute(kind: 'image' | 'document', summary: string, uploaded: Message): RestRoute {
  const route = {
    method: 'POST',
    path: `/upload/${kind}`,
    group,
    summary,
    multipart: { maxFileBytes: UPLOAD_RULES[kind].maxBytes, maxFiles: 1 },
    input: oneFile(kind),
    respond: written<ProcedureOutput<'uploads.image' | 'uploads.document'>>(uploaded, 201),
  } as const;
  // Spelled out per kind: a route's procedure is a literal (its respond is checked against that procedure's output).
  return kind === 'image' ? { ...route, procedure: 'uploads.image' } : { ...route, procedure: 'uploads.document' };
}

/** The Uploads group of rest-calls.tsv: the answer is `{url, type, content_type, size, ...}` (a list for upload/multiple). */
export const uploadsRoutes: RestRoute[] = [
  oneFileRoute(
    'image',
    'Upload an image (part `image`: png, jpeg, webp or gif, at most 5 MB; field `type`, default general)',
    msg('uploads.imageUploaded'),
  ),
  oneFileRoute(
    'document',
    'Upload a document (part `document`: pdf, at most 10 MB; field `type`, default general)',
    msg('uploads.documentUploaded'),
  ),
  {
    method: 'POST',
    path: '/upload/multiple',
    procedure: 'uploads.multiple',
    group,
    summary:
      'Upload up to 5 images (parts `files`, each at most 5 MB; field `type`, default general), all kept or none',
    multipart: { maxFileBytes: UPLOAD_RULES.image.maxBytes, maxFiles: MAX_FILES_PER_UPLOAD },
    input: allFiles,
    respond: written(msg('uploads.filesUploaded'), 201),
  },
];
