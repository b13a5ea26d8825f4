import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, msg } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import { type AppDeps, createContext, requestInfo } from '../context';
import { uploadHeaders } from './files';

/*
 * Private uploads: support attachments and documents are the customer's, not the shop's public files.
 * /uploads/support/<name> and /uploads/document/<name> are served by these routes, not by the static files: only with
 * a bearer token of their owner or of an administrator (401 without one, 404 for anybody else, so a stranger learns
 * nothing of a file's existence), with `cache-control: private, no-store` — never public or immutable, so no shared
 * cache keeps a copy. The static handler refuses those folders (allowedPath: isPublicUploadPath).
 * /uploads/originals/<hash>.<ext> is an uploaded product or crop picture as it was sent (EXIF and location included):
 * for administrators only; everybody else is served its light variants (src/server/images).
 */

export const PRIVATE_UPLOAD_FOLDERS = ['support', 'document', 'originals'] as const;

/** Whether a path under /uploads (as fastify-static gives it: '/support/x.pdf') may be served publicly. */
export function isPublicUploadPath(pathName: string): boolean {
  const folder = pathName.replace(/^\/+/, '').split('/')[0] ?? '';
  return !(PRIVATE_UPLOAD_FOLDERS as readonly string[]).includes(folder);
}

const NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg|webp|gif)$/;
const ORIGINAL_NAME = /^[0-9a-f]{16}\.(png|jpg|webp|gif)$/;
const ORIGINAL_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

function refuse(reply: FastifyReply, req: FastifyRequest, status: number, code: string, key: MessageKey) {
  const language = /^ar\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'ar' : 'en';
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .send({ success: false, message: renderMessage(msg(key), language), error: code });
}

/** The routes of the private folders (register before the static files). */
export async function registerPrivateUploads(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const folder of PRIVATE_UPLOAD_FOLDERS) {
    app.get<{ Params: { name: string } }>(`/uploads/${folder}/:name`, async (req, reply) => {
      const ctx = await createContext(deps, requestInfo(req));
      if (!ctx.user) return refuse(reply, req, 401, 'UNAUTHORIZED', 'call.logInToContinue');
      const name = req.params.name;
      const url = `/uploads/${folder}/${name}`;
      const original = folder === 'originals';
      const [row] = original
        ? ORIGINAL_NAME.test(name) && ctx.user.role === 'admin'
          ? await deps.sql<{ user_id: string | null; content_type: string }[]>`
              select user_id::text as user_id, ${ORIGINAL_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream'} as content_type
              from uploads where original_url = ${url} limit 1`
          : []
        : NAME.test(name)
          ? await deps.sql<
              { user_id: string | null; content_type: string }[]
            >`select user_id::text as user_id, content_type from uploads where url = ${url}`
          : [];
      if (!row || (!original && row.user_id !== ctx.user.userId && ctx.user.role !== 'admin'))
        return refuse(reply, req, 404, 'NOT_FOUND', 'call.notFound');
      let data: Buffer;
      try {
        data = await readFile(join(deps.config.dataDir, 'uploads', folder, name));
      } catch {
        return refuse(reply, req, 404, 'NOT_FOUND', 'call.notFound');
      }
      uploadHeaders(reply, name);
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'authorization')
        .type(row.content_type)
        .send(data);
    });
  }
}
