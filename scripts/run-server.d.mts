/** Types of scripts/run-server.mjs for the TypeScript that imports it (the e2e harness, the tests). */
export function freePort(): Promise<number>;

export interface RunningServer {
  baseUrl: string;
  /** Ends the server and removes its DATA_DIR. */
  stop(): Promise<void>;
}

export function startBuiltServer(options?: {
  env?: Record<string, string>;
  dataDirPrefix?: string;
  timeoutMs?: number;
  verify?: boolean;
}): Promise<RunningServer>;
