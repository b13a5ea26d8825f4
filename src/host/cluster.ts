import cluster from 'node:cluster';
import type { EmbeddedServer } from '../server/db';

/*
 * What the supervisor's primary (src/host/supervisor.ts) and its workers (src/host/main.ts) say to each other about the
 * embedded database the primary hosts. No side effects: the server imports it whether or not it runs supervised.
 */

/** The message a primary sends its workers when the embedded database's public content changed. */
export const PUBLIC_CONTENT_MESSAGE = 'fellah:public-content-changed';
/** The environment variable that tells a worker where the primary serves the embedded database. */
export const EMBEDDED_DATABASE_ENV = 'FELLAH_EMBEDDED_DATABASE_URL';

/** The embedded database as a worker reaches it: the primary's socket, and its notifications over the cluster's channel. */
export function servedByPrimary(env: NodeJS.ProcessEnv = process.env): EmbeddedServer | undefined {
  const url = env[EMBEDDED_DATABASE_ENV];
  if (!url || !cluster.isWorker) return undefined;
  return {
    url,
    onPublicContentChange(changed) {
      const onMessage = (message: unknown) => {
        if (message === PUBLIC_CONTENT_MESSAGE) changed();
      };
      process.on('message', onMessage);
      return () => process.off('message', onMessage);
    },
  };
}
