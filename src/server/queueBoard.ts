import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROJECTION_QUEUE } from './projections/runner';
import { type AppDeps, createContext } from './context';
import {
  type Language,
  type Message,
  type MessageKey,
  messageDetails,
  msg,
  preferredLanguage,
} from '../shared/messages';
import { renderMessage } from '../shared/messagesLocalised';
import { openQueue, redisForQueue } from './redis';

/*
 * Bull Board at /admin/queues: the BullMQ queues' jobs for administrators (waiting, active, failed; retry, clean).
 * Mounted only when REDIS_URL is set; without Redis the path answers a 404 that says why. The admin UI opens it in the
 * browser with the access token in the cookie QUEUE_BOARD_COOKIE (set on this path); other clients send the usual
 * Authorization header. No token → 401, a signed-in customer → 403.
 */

export const QUEUE_BOARD_PATH = '/admin/queues';
export const QUEUE_BOARD_COOKIE = 'fellah_admin_token';

/**
 * The queues shown: the projections' doorbell queue and the admin area's report jobs (src/server/reports/queue.ts).
 * A queue that no process uses yet is simply shown empty. Add a queue's name here to show it.
 */
export const BOARD_QUEUES: readonly string[] = [PROJECTION_QUEUE, 'fellah-reports'];

export const QUEUES_NEED_REDIS = renderMessage(msg('queues.needRedis'), 'en');

/** A refusal in the documented error shape, its message in the caller's language (Accept-Language, else English). */
function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  message: Message | MessageKey,
  language?: Language,
) {
  const said = typeof message === 'string' ? msg(message) : message;
  const text = renderMessage(said, language ?? preferredLanguage(req.headers['accept-language']) ?? 'en');
  return reply.status(status).send({ success: false, message: text, error, details: messageDetails(said) });
}

/** The access token of a request: the Authorization header's bearer token, else the board's cookie. */
export function boardToken(headers: {
  authorization?: string | undefined;
  cookie?: string | undefined;
}): string | null {
  const bearer = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  for (const part of (headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === QUEUE_BOARD_COOKIE) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Mount the board (or its "needs Redis" answer) on the app. */
export async function registerQueueBoard(
  app: FastifyInstance,
  deps: AppDeps,
  queueNames: readonly string[] = BOARD_QUEUES,
): Promise<void> {
  if (!deps.config.redisUrl) {
    const needsRedis = async (req: FastifyRequest, reply: FastifyReply) =>
      refuse(req, reply, 404, 'QUEUES_NEED_REDIS', 'queues.needRedis');
    app.get(QUEUE_BOARD_PATH, needsRedis);
    app.get(`${QUEUE_BOARD_PATH}/*`, needsRedis);
    return;
  }

  const connection = redisForQueue(deps.config.redisUrl);
  const prefix = deps.runner.queuePrefix ?? deps.config.redisPrefix;
  const queues = queueNames.map((name) => openQueue(name, connection, prefix));
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Fellah queues' } },
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      const token = boardToken(req.headers);
      if (!token) return refuse(req, reply, 401, 'UNAUTHORIZED', 'queues.signIn');
      const ctx = await createContext(deps, {
        authorization: `Bearer ${token}`,
        acceptLanguage: req.headers['accept-language'],
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        requestId: String(req.id),
      });
      if (!ctx.user) return refuse(req, reply, 401, 'UNAUTHORIZED', ctx.authProblem ?? 'queues.signIn', ctx.language);
      if (ctx.user.role !== 'admin') return refuse(req, reply, 403, 'FORBIDDEN', 'queues.adminsOnly', ctx.language);
      // ADMIN_REQUIRE_2FA=1: the board is part of the admin area, as the admin procedures are (src/server/trpc.ts).
      if (deps.config.adminRequireTwoFactor) {
        const [row] = await deps.sql<
          { enabled: boolean }[]
        >`select two_factor_enabled as enabled from users where id = ${ctx.user.userId}`;
        if (!row?.enabled) return refuse(req, reply, 403, 'FORBIDDEN', 'accounts.adminNeedsTwoFactor', ctx.language);
      }
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(queues.map((q) => q.close()));
    connection.disconnect();
  });
}
