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

/** A fake's server on a free port of 127.0.0.1, started by `start()`; `handle` answers each request. */
export abstract class LocalJsonServer {
  private server: Server | null = null;
  baseUrl = '';

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>;

  async start(): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
