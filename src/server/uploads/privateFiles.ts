import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, msg } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import { type AppDeps, createContext, requestInfo } from '../context';
import { uploadHeaders } from './files';

/*
 * Private uploads (issue 38): support attachments and documents are the customer's, not the shop's public files.
 * /uploads/support/<name> and /uploads/document/<name> are served by these routes, not by the static files: only with
 * a bearer token of their owner or of an administrator (401 without one, 404 for anybody else, so a stranger learns
 * nothing of a file's existence), with `cache-control: private, no-store` — never public or immutable, so no shared
 * cache keeps a copy. The static handler refuses those folders (allowedPath: isPublicUploadPath).
 */

export const PRIVATE_UPLOAD_FOLDERS = ['support', 'document'] as const;

/** Whether a path under /uploads (as fastify-static gives it: '/support/x.pdf') may be served publicly. */
export function isPublicUploadPath(pathName: string): boolean {
  const folder = pathName.replace(/^\/+/, '').split('/')[0] ?? '';
  return !(PRIVATE_UPLOAD_FOLDERS as readonly string[]).includes(folder);
}

const NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg|webp|gif)$/;

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
      const [row] = NAME.test(name)
        ? await deps.sql<
            { user_id: string | null; content_type: string }[]
          >`select user_id::text as user_id, content_type from uploads where url = ${url}`
        : [];
      if (!row || (row.user_id !== ctx.user.userId && ctx.user.role !== 'admin'))
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
