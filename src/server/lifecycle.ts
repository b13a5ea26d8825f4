import type pino from 'pino';
import { ConfigError } from './config';

/**
 * Start-up and shutdown shared by the two processes (`main.ts`, the server; `worker.ts`, the projection worker).
 */

/**
 * Runs a start-up step. A `ConfigError` it throws is a mistake of the operator, not of the code: its message is
 * printed without a stack and the process ends with code 2. Any other error is thrown on.
 */
export async function exitOnConfigError<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

/** What a process says and does when SIGTERM or SIGINT asks it to stop. */
export interface Shutdown {
  /** Logged with the signal when the first one arrives. */
  stopping: string;
  /** Logged when the shutdown outlasts `graceMs`; the process then ends with code 1. */
  tooLong: string;
  /** Logged once `close` has finished; the process then ends with code 0. */
  stopped: string;
  /** A second signal while stopping: `exit` ends the process at once with code 1, `wait` lets the shutdown finish. */
  onRepeat: 'exit' | 'wait';
  /** Releases what the process holds (HTTP server, database, queues). An error is logged and ends it with code 1. */
  close: () => Promise<void>;
  graceMs?: number;
}

/** Installs the SIGTERM and SIGINT handlers of a graceful shutdown. */
export function stopOnSignals(log: pino.Logger, shutdown: Shutdown): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      if (shutdown.onRepeat === 'exit') process.exit(1);
      return;
    }
    stopping = true;
    log.info({ signal }, shutdown.stopping);
    const force = setTimeout(() => {
      log.error(shutdown.tooLong);
      process.exit(1);
    }, shutdown.graceMs ?? 15_000);
    force.unref();
    try {
      await shutdown.close();
      log.info(shutdown.stopped);
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
