import { type Server, type Socket, createServer } from 'node:net';

/*
 * A mail server for browser tests: just enough SMTP (no TLS, no authentication) for nodemailer to deliver to it, so a
 * test can follow an e-mailed link the way a reader would. Start the app with `SMTP_URL: sink.url`.
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

export interface MailSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const bytes = (text: string) => Buffer.from(text, 'latin1').toString('utf8');
const qpDecode = (text: string) =>
  bytes(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );

function decodeBody(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding ?? '')) return qpDecode(body);
  return bytes(body);
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qpDecode(text.replace(/_/g, ' ')),
    );
}

/** Headers (unfolded, lower-case names) and body of a message or a MIME part. */
function split(message: string): { headers: Record<string, string>; body: string } {
  const at = message.search(/\r?\n\r?\n/);
  const head = at < 0 ? message : message.slice(0, at);
  const body = at < 0 ? '' : message.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** The decoded text/plain part of a message (the whole body when it is not multipart). */
function plainText(message: string): string {
  const { headers, body } = split(message);
  const boundary = headers['content-type']?.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!boundary) return decodeBody(body, headers['content-transfer-encoding']);
  for (const part of body.split(`--${boundary}`)) {
    const found = split(part.replace(/^\r?\n/, ''));
    const type = found.headers['content-type'] ?? '';
    if (/multipart\//i.test(type)) return plainText(part.replace(/^\r?\n/, ''));
    if (/text\/plain/i.test(type)) return decodeBody(found.body, found.headers['content-transfer-encoding']);
  }
  return '';
}

export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data: string[] = [];
    reply('220 mail-sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            const message = data.join('\r\n');
            received.push({
              to,
              subject: decodeHeader(split(message).headers.subject ?? ''),
              text: plainText(message),
            });
            inData = false;
            to = [];
            data = [];
            reply('250 OK: queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 mail-sink');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1'));
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
