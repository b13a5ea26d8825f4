import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * Under the supervisor's node:cluster a scrape reaches one worker at random; it answers with every worker's metrics
 * added up by the primary (src/server/metrics/cluster.ts): counters summed, the shared-state gauges by their largest
 * reading — never one worker's own figures, which would jump between scrapes.
 */

const here = dirname(fileURLToPath(import.meta.url));
let child: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

afterAll(() => {
  child?.kill('SIGTERM');
});

describe('metrics under a cluster', () => {
  it('answers every scrape with the workers’ metrics added up, whichever worker takes it', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', join(here, 'metricsCluster.child.ts')], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('READY')) resolve();
      });
      child?.on('exit', (code) => reject(new Error(`the cluster exited (${code}) before its workers listened`)));
    });
    for (let i = 0; i < 6; i++) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(text).toMatch(/^fellah_checkout_outcomes_total\{outcome="placed"\} 2$/m);
      expect(text).toMatch(/^fellah_projection_lag_events\{projection="orders"\} 7$/m);
    }
  }, 60_000);
});
