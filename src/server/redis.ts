import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { queueTelemetry } from './telemetry/hooks';

/*
 * The Redis connections of the BullMQ queues (projections, reports, the queue board). Redis being down must not
 * stop the server: connection errors are not thrown as unhandled 'error' events (what failed is logged where it
 * failed), and a producer's command fails after one reconnection attempt instead of waiting for Redis to return.
 */

/** A connection for adding jobs and reading queues: a command fails after one reconnection attempt. */
export function redisForQueue(url: string): Redis {
  const connection = new Redis(url, { maxRetriesPerRequest: 1 });
  connection.on('error', () => {});
  return connection;
}

/** A connection for a BullMQ Worker, whose blocking commands must wait for Redis (`maxRetriesPerRequest: null`). */
export function redisForWorker(url: string): Redis {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  connection.on('error', () => {});
  return connection;
}

/** A queue on a `redisForQueue` connection, usable before Redis answers. */
export function openQueue(name: string, connection: Redis, prefix: string): Queue {
  const queue = new Queue(name, { connection, skipWaitingForReady: true, prefix, ...queueTelemetry() });
  queue.on('error', () => {});
  return queue;
}
