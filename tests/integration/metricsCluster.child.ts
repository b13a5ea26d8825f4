/*
 * A node:cluster as the supervisor runs the server (metricsCluster.int.test.ts): the primary answers the workers'
 * requests for the cluster's metrics; each of the two workers counts one placed checkout, reads a projection lag of 7,
 * and serves its metrics text on the shared port. Prints READY once both workers listen.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';

const WORKERS = 2;

if (cluster.isPrimary) {
  const { serveClusterMetrics } = await import('../../src/server/metrics/cluster');
  serveClusterMetrics();
  let ready = 0;
  cluster.on('message', (_worker, message: { ready?: boolean }) => {
    if (message?.ready && ++ready === WORKERS) console.log('READY');
  });
  for (let i = 0; i < WORKERS; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const { metricsText } = await import('../../src/server/metrics/cluster');
  const { addScrapeSource, checkoutOutcomes } = await import('../../src/server/metrics/registry');
  checkoutOutcomes.inc({ outcome: 'placed' });
  addScrapeSource({ projectionLag: async () => ({ orders: 7 }) });
  const server = createServer((_req, res) => {
    metricsText().then(
      (text) => res.end(text),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ ready: true }));
}
