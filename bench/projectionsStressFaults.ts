import { type ChildProcess, spawn } from 'node:child_process';
import { type Server, type Socket, createServer, connect as tcpConnect } from 'node:net';

/*
 * The pieces of the projections' stress harness (projections-stress.bench.ts) that inject faults: a TCP relay in front
 * of PostgreSQL whose connections can be cut, and the app and worker processes it starts and kills.
 */

/** A TCP relay to `target`: every connection through it can be cut at once (both sides destroyed). */
export class TcpRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = tcpConnect(this.target.port, this.target.host);
      // One side gone (closed, reset, a killed process) takes the other with it, as a real connection would.
      for (const [s, peer] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(s);
        s.on('close', () => {
          this.sockets.delete(s);
          peer.destroy();
        });
        s.on('error', () => peer.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Cut every connection under way (new ones go through again); answers how many sockets were cut. */
  cut(): number {
    const n = this.sockets.size;
    for (const s of this.sockets) s.destroy();
    return n;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/** One `npm start` or `npm run worker` process of the harness, restartable, its output kept for a post-mortem. */
export class ShopProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  readonly output: string[] = [];

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Start it and wait until `ready` says so (an app's port answers; a worker logged that it started). */
  async start(ready: (line: string) => boolean, timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', this.entry], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.name} did not start in ${timeoutMs} ms:\n${this.output.slice(-20).join('\n')}`)),
        timeoutMs,
      );
      const onLine = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (!line) continue;
          this.output.push(line);
          if (this.output.length > 400) this.output.shift();
          if (ready(line)) {
            clearTimeout(timer);
            resolve();
          }
        }
      };
      child.stdout!.on('data', onLine);
      child.stderr!.on('data', onLine);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited with ${code}:\n${this.output.slice(-20).join('\n')}`));
      });
    }).catch((err) => {
      child.kill('SIGKILL');
      throw err;
    });
  }

  /** SIGKILL: no shutdown, transactions cut, BullMQ jobs left locked (stalled) for another worker. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the graceful stop. */
  async stop(): Promise<void> {
    this.child?.kill('SIGTERM');
    await this.exited;
  }
}
