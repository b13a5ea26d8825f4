import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type MessageKey, messageDetails, msg, preferredLanguage } from '../shared/messages';
import { renderMessage } from '../shared/messagesLocalised';

/*
 * The refusals Node's HTTP parser makes before fastify sees a request: headers or an address past
 * the 16 KB header limit (431), a chunk extension past its limit (413), a request that took too long to arrive (408),
 * anything else that cannot be parsed (400). Each written in the documented error shape, in Arabic when the request's
 * Accept-Language (as far as it was read) asks for it, with no-store and nosniff, and the connection closed.
 */

const REFUSALS: Readonly<Record<string, { status: number; error: string; key: MessageKey }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, error: 'REQUEST_HEADER_FIELDS_TOO_LARGE', key: 'call.headersTooLarge' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, error: 'PAYLOAD_TOO_LARGE', key: 'call.bodyTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'REQUEST_TIMEOUT', key: 'call.requestTooSlow' },
};
const UNREADABLE = { status: 400, error: 'BAD_REQUEST', key: 'call.requestUnreadable' as MessageKey };

/** The Accept-Language of the bytes Node read before it gave up (the start of the request, at most its header limit). */
function languageOf(raw: unknown) {
  const header = Buffer.isBuffer(raw) ? /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1')) : null;
  return preferredLanguage(header?.[1]) ?? 'en';
}

/** fastify's `clientErrorHandler`: the raw answer to a request Node could not parse. */
export function answerClientError(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error, key } = (err.code && REFUSALS[err.code]) || UNREADABLE;
  const said = msg(key);
  const body = JSON.stringify({
    success: false,
    message: renderMessage(said, languageOf(err.rawPacket)),
    error,
    details: messageDetails(said),
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
