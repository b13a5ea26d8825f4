import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/rest-adapter/openapi';
import { procedureDef } from '../../src/rest-adapter/procedures';
import { routes } from '../../src/rest-adapter/routes';
import { appRouter } from '../../src/server/routers';
import { keyOf } from '../helpers/surface';

/*
 * The recipe "Adding a call" (ARCHITECTURE.md) as a check: a procedure (step 3) declares its answer and has its REST
 * row (step 4), and the row its OpenAPI operation derived from the procedure. A call added without one of them fails
 * here, naming what is missing. Step 5's probe is required by tests/integration/surfaceAnswers.int.test.ts, which
 * calls every route.
 */

/** Procedures served over tRPC only, with no REST row. The list may only shrink: a row added for one fails below. */
const WITHOUT_REST_ROW = new Set([
  // The shop's brand filter: a cacheable public read of the storefront's own.
  'products.brandNames',
  // The calculators' figures of every crop, kept offline by the storefront.
  'crops.figures',
  'crops.guide',
  'settings.public',
  'admin.orders.get',
  'messaging.myChannels',
  'messaging.setMyChannels',
  'messaging.outbox',
  'messaging.outboxDays',
  'messaging.retry',
]);

const procedures = Object.keys(
  (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures,
);
const openapi = buildOpenApi(routes, 'test') as { paths: Record<string, Record<string, Record<string, unknown>>> };

describe('Adding a call: every procedure', () => {
  it('has a REST row (step 4), unless it is one of the tRPC-only calls named here', () => {
    const named = new Set<string>(routes.map((r) => r.procedure));
    expect(procedures.filter((p) => !named.has(p) && !WITHOUT_REST_ROW.has(p))).toEqual([]);
    expect([...WITHOUT_REST_ROW].filter((p) => named.has(p) || !procedures.includes(p))).toEqual([]);
  });

  it('declares its answer with .output() (step 3), from which REST and OpenAPI derive theirs', () => {
    expect(procedures.filter((p) => !procedureDef(p)?.output)).toEqual([]);
  });
});

describe('Adding a call: every REST row', () => {
  it('names a procedure (step 4)', () => {
    expect(routes.filter((r) => !procedureDef(r.procedure)).map(keyOf)).toEqual([]);
  });

  it('has its OpenAPI operation, naming the same procedure (step 4)', () => {
    const missing = routes.filter((r) => {
      const operation = openapi.paths[r.path]?.[r.method.toLowerCase()];
      return operation?.['x-trpc-procedure'] !== r.procedure;
    });
    expect(missing.map(keyOf)).toEqual([]);
  });
});
