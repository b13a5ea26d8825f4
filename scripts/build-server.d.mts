/** Types of scripts/build-server.mjs for the TypeScript that imports it (the e2e harness, the benchmarks). */
export const SERVER_ENTRY: string;
export const SUPERVISOR_ENTRY: string;
export const SERVER_NODE_FLAGS: string[];
export function newest(dir: string): number;
export function serverIsStale(): boolean;
export function buildServer(options?: { ifStale?: boolean }): Promise<boolean>;
export function buildSupervisedServer(outdir: string): Promise<{ supervisor: string; main: string }>;
export function bundleServer(options: {
  entryPoints: Record<string, string>;
  outdir: string;
  target?: string;
  sourcemap?: boolean;
  logLevel?: 'silent' | 'warning';
}): Promise<unknown>;
