import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './registry';

/*
 * Under the supervisor (src/host/supervisor.ts: a node:cluster whose workers share the listening port) a scrape reaches
 * one worker at random, whose own counters would jump from scrape to scrape. So a worker answers with the metrics of all
 * of them: it asks the primary, which gathers every worker's registry (prom-client's AggregatorRegistry) and adds them
 * up — counters and histograms summed, the shared-state gauges by their largest reading (registry.ts `aggregator`).
 */

/** Set by serveClusterMetrics in the primary's environment, so the workers it forks know to ask it. */
const SERVED_ENV = 'FELLAH_CLUSTER_METRICS';
const REQUEST = 'fellah:metrics:request';
const REPLY = 'fellah:metrics:reply';
/** Longer than prom-client's own 5 s for gathering the workers' registries. */
const ASK_TIMEOUT_MS = 6_000;

// A worker's metrics, as the primary's AggregatorRegistry asks for them, are this registry's; making one in a worker is
// what makes prom-client answer the primary's requests there.
AggregatorRegistry.setRegistries([registry]);
if (cluster.isWorker) new AggregatorRegistry();

interface Reply {
  type: typeof REPLY;
  id: string;
  text?: string;
  error?: string;
}

/** The metrics text to answer a scrape with: every worker's added up under the supervisor, else this process's. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send || process.env[SERVED_ENV] !== '1') return registry.metrics();
  const id = randomUUID();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error('the supervisor did not answer with the cluster metrics')),
      ASK_TIMEOUT_MS,
    );
    const onMessage = (message: unknown) => {
      const reply = message as Partial<Reply> | null;
      if (reply?.type !== REPLY || reply.id !== id) return;
      finish(reply.error ? new Error(reply.error) : undefined, reply.text ?? '');
    };
    function finish(err?: Error, text?: string) {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (err) reject(err);
      else resolve(text ?? '');
    }
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/** In the supervisor's primary (one line in src/host/supervisor.ts): answer the workers' requests for the cluster's metrics. */
export function serveClusterMetrics(): void {
  // Before the workers are forked: they inherit it.
  process.env[SERVED_ENV] = '1';
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string } | null) => {
    if (message?.type !== REQUEST || typeof message.id !== 'string') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: REPLY, id, text } satisfies Reply),
      (err: unknown) => worker.send({ type: REPLY, id, error: String(err) } satisfies Reply),
    );
  });
}
