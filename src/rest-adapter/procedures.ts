import type { z } from 'zod';
import { appRouter } from '../server/routers';
import { type ProcedureMeta, adminProcedure, authedProcedure, publicProcedure } from '../server/trpc';

/** What the adapter reads of a procedure's definition: its schemas, its checks and its settings. */
interface ProcedureDef {
  _def: { inputs: unknown[]; output?: z.ZodType; type: string; middlewares: unknown[]; meta?: ProcedureMeta };
}

/** A procedure's definition by its dotted path (undefined when there is no such procedure). */
export function procedureDef(path: string): ProcedureDef['_def'] | undefined {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;
  return procedures[path]?._def;
}

/** Who may call a procedure: read from the builder it was made with (publicProcedure, authedProcedure, adminProcedure). */
export type Access = 'public' | 'authed' | 'admin';

/** The check a builder adds to the one below it: its first middleware the lower builder does not have. */
const addedCheck = (procedure: unknown, below: unknown) => {
  const lower = (below as ProcedureDef)._def.middlewares;
  return (procedure as ProcedureDef)._def.middlewares.find((m) => !lower.includes(m));
};
const SIGNED_IN = addedCheck(authedProcedure, publicProcedure);
const ADMINISTRATOR = addedCheck(adminProcedure, authedProcedure);

/** The access of a procedure by its dotted path (undefined when there is no such procedure). */
export function procedureAccess(path: string): Access | undefined {
  const def = procedureDef(path);
  if (!def) return undefined;
  if (def.middlewares.includes(ADMINISTRATOR)) return 'admin';
  if (def.middlewares.includes(SIGNED_IN)) return 'authed';
  return 'public';
}
