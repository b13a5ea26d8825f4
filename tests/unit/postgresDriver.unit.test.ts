import { EventEmitter } from 'node:events';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * postgres.js 3.4.9 as scripts/patch-postgres.mjs repairs it (npm's postinstall): a connection whose socket dies
 * mid-write or mid-start neither poisons its pool slot nor ends the process. Driven through the driver's `socket`
 * option with sockets of our own (no network): the driver writes to them, and the test answers or closes them. If a
 * test here fails after a postgres.js upgrade, the new version needs the repairs again (or carries them itself).
 */

/** A socket the driver writes to: it keeps what it was sent, and the test says what the server answers. */
class FakeSocket extends EventEmitter {
  readyState = 'open';
  readonly sent: Buffer[] = [];
  /** Called with each message batch the driver sends. */
  onSent: (bytes: Buffer) => void = () => {};

  write(bytes: Buffer | string, done?: () => void): boolean {
    const buffer = Buffer.from(bytes);
    this.sent.push(buffer);
    done?.();
    this.onSent(buffer);
    return true;
  }
  setKeepAlive() {}
  end() {
    this.lose(false);
  }
  destroy() {
    this.lose(false);
  }
  /** The connection is gone: the driver hears `close` on the next turn of the loop (after `error` when there is one). */
  lose(hadError: boolean, error?: Error) {
    if (this.readyState === 'closed') return;
    setImmediate(() => this.closeNow(hadError, error));
  }
  /** The connection is gone, now. */
  closeNow(hadError: boolean, error?: Error) {
    if (this.readyState === 'closed') return;
    this.readyState = 'closed';
    if (error) this.emit('error', error);
    this.emit('close', hadError);
  }
}

/** A server message: its type byte, its length, its body. */
const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
/** What a server that trusts the caller answers a startup message with: AuthenticationOk, then ReadyForQuery (idle). */
const startupAnswer = Buffer.concat([message('R', Buffer.alloc(4)), message('Z', Buffer.from('I'))]);
const reset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pools: postgres.Sql[] = [];
function pool(sockets: FakeSocket[], make: (attempt: number) => FakeSocket, options: { fetch_types?: boolean } = {}) {
  const sql = postgres({
    host: 'fake.invalid',
    database: 'fellah',
    username: 'fellah',
    max: 1,
    connect_timeout: 1,
    onnotice: () => {},
    ...options,
    socket: () => {
      const socket = make(sockets.length + 1);
      sockets.push(socket);
      return socket;
    },
  } as postgres.Options<Record<string, never>>);
  pools.push(sql);
  return sql;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((sql) => sql.end({ timeout: 0 }).catch(() => {})));
});

describe('postgres.js with a connection lost under it (scripts/patch-postgres.mjs)', () => {
  it('a socket lost while its startup message waited to be flushed leaves the next socket able to send (no poisoned slot)', async () => {
    const sockets: FakeSocket[] = [];
    const sql = pool(sockets, (attempt) => {
      const socket = new FakeSocket();
      // Lost on the turn of the loop the driver's flush waits for, and before it (queued first).
      if (attempt === 1) setImmediate(() => socket.closeNow(false));
      return socket;
    });
    void sql`select 1`.catch(() => {});
    await sleep(300);
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(sockets[0]!.sent).toEqual([]);
    // The reconnect's startup message (length, then protocol 3.0) reached its socket.
    const startup = Buffer.concat(sockets[1]!.sent);
    expect(startup.length).toBeGreaterThan(8);
    expect(startup.readUInt32BE(4)).toBe(196_608);
  });

  it('a connection lost while it reads the array types fails the waiting query, with no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const sockets: FakeSocket[] = [];
      const sql = pool(
        sockets,
        () => {
          const socket = new FakeSocket();
          socket.onSent = () => {
            // The startup is answered; the next batch (the array types query) is met by a reset.
            if (socket.sent.length === 1) setImmediate(() => socket.emit('data', startupAnswer));
            else socket.lose(true, reset());
          };
          return socket;
        },
        { fetch_types: true },
      );
      const failure = await sql`select 1`.then(
        () => null,
        (err: { code?: string }) => err,
      );
      expect(failure).toMatchObject({ code: 'ECONNRESET' });
      await sleep(50);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });
});
