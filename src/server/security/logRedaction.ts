import type { FastifyRequest } from 'fastify';

/*
 * Secrets that travel in addresses kept out of the request log. The e-mailed links open pages
 * whose address carries a one-time token (/reset-password?token=…, /verify-email?token=…, /newsletter/confirm?token=…,
 * /newsletter/unsubscribe?…&token=…); fastify writes every request's URL at info, so without this the log held working
 * reset links. The value of every query parameter named like a token or a signature is replaced by "[redacted]".
 */

const SECRET_PARAMETER = /^(token|access_token|refresh_token|signature|sig|code)$/i;

/** The address with the values of its secret query parameters replaced (the rest kept as written). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // an unreadable name is kept as it is; its value is still checked below by the raw name
      }
      return eq >= 0 && (SECRET_PARAMETER.test(decoded) || SECRET_PARAMETER.test(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's own request serializer with the URL redacted. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** The app's logger options with the redacting request serializer (no logger stays no logger). */
export function withRedactedRequests<T extends boolean | object>(logger: T): T {
  if (logger === false) return logger;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  return { ...options, serializers: { ...options.serializers, req: requestForLog } } as T;
}
