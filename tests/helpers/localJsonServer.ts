import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/* What the local fakes of outside services (fakePaymob, fakeFawry) share: a server on 127.0.0.1 and JSON in and out. */

export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => {
      data += c.toString('utf8');
    });
    req.on('end', () => resolve(data));
  });

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Starts a server on a free port of 127.0.0.1; `handle` answers each request. */
export async function listenLocal(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export const closeServer = (server: Server | null): Promise<void> =>
  new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
