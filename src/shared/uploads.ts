/**
 * The upload calls' rules (backend-api.md group Uploads), shared so that the storefront's file pickers can say the
 * same limits the server enforces. Pure.
 */

/** What an upload is for; the default is 'general'. Product and crop images are for administrators. */
export const UPLOAD_TYPES = ['general', 'product', 'crop', 'avatar', 'document', 'support'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const DEFAULT_UPLOAD_TYPE: UploadType = 'general';
export const ADMIN_UPLOAD_TYPES: readonly UploadType[] = ['product', 'crop'];

const MB = 1024 * 1024;

/** Per call: the file types accepted (by content, not by name) and the largest file. */
export const UPLOAD_RULES = {
  image: { allowed: ['png', 'jpeg', 'webp', 'gif'], maxBytes: 5 * MB },
  document: { allowed: ['pdf'], maxBytes: 10 * MB },
} as const;
export type UploadKind = keyof typeof UPLOAD_RULES;

/** Images one call to upload/multiple takes at most. */
export const MAX_FILES_PER_UPLOAD = 5;
