import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerDoc } from '../../src/rest-adapter/answers';
import { jsonForm } from '../../src/rest-adapter/jsonForm';
import { procedureDef } from '../../src/rest-adapter/procedures';
import { routes as routeTable } from '../../src/rest-adapter/routes';
import type { RestRoute } from '../../src/rest-adapter/types';
import type { TestApp } from '../helpers/app';
import {
  type SurfaceAnswer,
  accessOf,
  backgroundIdle,
  closeSurfaceApp,
  documentedCalls,
  keyOf,
  routeFor,
  startSurfaceApp,
} from '../helpers/surface';
import { PROBES, type Probe, type Who, callProbe } from '../helpers/surfaceProbes';
import { PASSWORD, type World, buildWorld } from '../helpers/surfaceWorld';
import { ARABIC, arabicProblem } from '../helpers/arabicMessages';

/*
 * The answers of issue #11: /api/openapi.json documents the `data` (and the keys beside it) of every call's success
 * answers with the schemas derived from the procedures' `.output()` through the routes' envelopes (issue 25,
 * src/rest-adapter/answers), as JSON carries them (`jsonForm`: dates as ISO strings). Here every route of the table is called with valid
 * requests (the probes of the authorization matrix) in the seeded world — public calls with and without a token,
 * signed-in calls as a customer and as an administrator — and every 2xx answer must match its documented schema (the
 * schemas are strict: a renamed or undocumented field fails, naming the route and the zod issue). A few more calls
 * take the other branches (a two-factor sign-in, a report still being computed and then ready, a retried checkout).
 * Signed-in callers ask in Arabic, and a success answer's `message` must then be Arabic (tests/helpers/arabicMessages.ts).
 * Every observed answer is written to test-results/answers-observed.json.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startSurfaceApp();
  w = await buildWorld(t);
}, 120_000);
afterAll(() => closeSurfaceApp(t));

const observed: Record<string, { who: string; status: number; body: unknown }[]> = {};
const succeeded = new Map<string, Set<number>>();

/** Why a success answer does not match the documented schema of the route, or null. */
function answerProblem(route: RestRoute, answer: SurfaceAnswer): string | null {
  const doc = answerDoc(route);
  if (!doc) return 'no answer schema (the procedure declares no .output())';
  if (answer.disposition.startsWith('attachment')) {
    if (!doc.file) return `a file (${answer.contentType}) that the document does not describe`;
    if (answer.status !== 200) return `a file with status ${answer.status}`;
    return answer.contentType.startsWith(doc.file.contentType)
      ? null
      : `a file of ${answer.contentType}, documented ${doc.file.contentType}`;
  }
  const schema = (doc.json as Record<number, z.ZodType | undefined>)[answer.status];
  if (!schema)
    return `status ${answer.status}, which has no documented JSON answer (documented: ${Object.keys(doc.json).join(', ') || 'none'})`;
  const result = jsonForm(schema).safeParse(answer.body);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

async function callAs(route: RestRoute, who: Who, probe: Probe): Promise<SurfaceAnswer> {
  // Signed-in callers ask in Arabic (a grower's phone), signed-out ones in English: both languages' answers are checked.
  const answer = await callProbe(t, w, route, who, probe, who === 'none' ? {} : ARABIC);
  if (who !== 'none')
    askedInArabic.set(answer, [probe.json ?? null, probe.params ?? {}, probe.query ?? '', route.path]);
  return answer;
}

/** The answers asked for in Arabic, with the request's parts a message may quote. */
const askedInArabic = new WeakMap<SurfaceAnswer, unknown[]>();

function record(route: RestRoute, who: string, answer: SurfaceAnswer, problems: string[]) {
  const key = keyOf(route);
  observed[key] = [
    ...(observed[key] ?? []),
    { who, status: answer.status, body: answer.disposition ? { file: answer.contentType } : answer.body },
  ];
  if (answer.status >= 300) return;
  // A success message (Order placed, Review approved, …) in the language asked for.
  const request = askedInArabic.get(answer);
  const message = (answer.body as { message?: unknown } | null)?.message;
  if (request && typeof message === 'string') {
    const problem = arabicProblem(answer.body as { message: string; details?: unknown }, request);
    if (problem) problems.push(`${key} (as ${who}, ${answer.status}): ${problem}`);
  }
  const statuses = succeeded.get(key) ?? new Set<number>();
  statuses.add(answer.status);
  succeeded.set(key, statuses);
  const problem = answerProblem(route, answer);
  if (problem) problems.push(`${key} (as ${who}, ${answer.status}): ${problem}`);
}

describe('the documented answers', () => {
  it("every route of the table (the 191 documented calls among them) has an answer schema, derived from its procedure's output", () => {
    expect(
      documentedCalls()
        .filter((call) => !routeFor(call))
        .map(keyOf),
      'documented calls with no route',
    ).toEqual([]);
    expect(
      routeTable.filter((route) => !procedureDef(route.procedure)?.output).map(keyOf),
      'routes whose procedure declares no .output()',
    ).toEqual([]);
    for (const route of routeTable) {
      const doc = answerDoc(route);
      expect(Object.keys(doc?.json ?? {}).length + (doc?.file ? 1 : 0), keyOf(route)).toBeGreaterThan(0);
    }
  });

  it('/api/openapi.json gives every documented call its success answers from those schemas (no generic data)', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const problems: string[] = [];
    for (const call of documentedCalls()) {
      const route = routeFor(call)!;
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      const documented = answerDoc(route);
      if (!op || !documented) {
        problems.push(`${keyOf(call)}: ${op ? 'no answer schema' : 'no operation'}`);
        continue;
      }
      for (const status of Object.keys(documented.json)) {
        const schema = op.responses[status]?.content?.['application/json']?.schema;
        // A body may be one of several (a sign-in's session or its second step): each must say what its data is.
        for (const body of schema?.anyOf ?? [schema]) {
          const data = body?.properties?.data;
          if (!data) problems.push(`${keyOf(call)}: ${status} has no data schema`);
          else if (
            data.description === 'The answer of the procedure' ||
            (data.type === 'array' && Object.keys(data.items ?? {}).length === 0)
          )
            problems.push(`${keyOf(call)}: ${status} data is generic`);
        }
      }
      if (documented.file && op.responses['200']?.content?.[documented.file.contentType]?.schema?.format !== 'binary')
        problems.push(`${keyOf(call)}: the download is not described`);
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!);
    expect(
      refs.filter((name) => !doc.components.schemas[name]),
      'references to no component',
    ).toEqual([]);
    expect(doc.components.schemas.Product?.properties?.name_ar).toBeDefined();
    expect(problems).toEqual([]);
  });

  it('every success answer of every route matches its documented schema', async () => {
    const problems: string[] = [];
    for (const route of routeTable) {
      const key = keyOf(route);
      const row = PROBES[key];
      if (!row) {
        problems.push(`${key}: no probe (tests/helpers/surfaceProbes.ts)`);
        continue;
      }
      const access = accessOf(route);
      const callers: Who[] =
        access === 'public' ? ['none', 'customer'] : access === 'authed' ? ['customer', 'admin'] : ['admin'];
      for (const who of callers) {
        const identity = who === 'none' ? null : who === 'customer' ? w.owner : w.admin;
        let answer: SurfaceAnswer;
        try {
          const probe = row.probe ? await row.probe(w, identity, who) : {};
          answer = await callAs(route, who, probe);
        } catch (err) {
          problems.push(`${key} as ${who}: the set-up failed: ${(err as Error).message}`);
          continue;
        }
        record(route, who, answer, problems);
      }
      if (!row.served && !succeeded.has(key))
        problems.push(
          `${key}: no success answer was observed (${JSON.stringify(observed[key]?.map((o) => o.status))})`,
        );
    }

    // The other branches: a sign-in that asks for the second step, a report being computed then ready, a retried checkout.
    const route = (method: string, path: string) => routeTable.find((r) => r.method === method && r.path === path)!;
    const account = await w.registered();
    await w.twoFactorOn(account.id);
    record(
      route('POST', '/auth/login'),
      'two-factor',
      await callAs(route('POST', '/auth/login'), 'none', { json: { email: account.email, password: PASSWORD } }),
      problems,
    );
    for (const path of ['/admin/reports/sales', '/admin/reports/users', '/admin/reports/products']) {
      const query = 'from=2024-01-01&to=2024-03-31&group_by=month';
      record(route('GET', path), 'admin, first', await callAs(route('GET', path), 'admin', { query }), problems);
      await backgroundIdle(t);
      record(route('GET', path), 'admin, again', await callAs(route('GET', path), 'admin', { query }), problems);
    }
    const exportRoute = route('GET', '/admin/reports/{type}/export');
    record(
      exportRoute,
      'admin, first',
      await callAs(exportRoute, 'admin', { params: { type: 'sales' }, query: 'from=2023-01-01&to=2023-02-28' }),
      problems,
    );
    await backgroundIdle(t);
    record(
      exportRoute,
      'admin, again',
      await callAs(exportRoute, 'admin', { params: { type: 'sales' }, query: 'from=2023-01-01&to=2023-02-28' }),
      problems,
    );
    const checkout = route('POST', '/orders');
    const probe = await PROBES['POST /orders']!.probe!(w, w.owner, 'customer');
    record(checkout, 'customer, first', await callAs(checkout, 'customer', probe), problems);
    record(checkout, 'customer, retried', await callAs(checkout, 'customer', probe), problems);
    const review = route('GET', '/products/{id}/reviews');
    const reviewed = await w.make.review(w.owner, 'pending');
    const [product] = await t.db.sql<
      { id: string }[]
    >`select product_id::text as id from product_reviews where id = ${reviewed}`;
    record(
      review,
      'customer, own pending review',
      await callAs(review, 'customer', { params: { id: product!.id } }),
      problems,
    );

    mkdirSync(new URL('../../test-results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('../../test-results/answers-observed.json', import.meta.url),
      JSON.stringify(observed, null, 1),
    );
    const statuses = [...succeeded].map(([key, s]) => `${key} ${[...s].join('/')}`);
    console.log(
      `success answers checked: ${statuses.length} routes (${statuses.filter((s) => /20[12]/.test(s)).length} with a 201 or 202)`,
    );
    if (problems.length > 0) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
  }, 300_000);
});
