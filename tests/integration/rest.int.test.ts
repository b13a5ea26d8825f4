import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appendToStream } from '../../src/events/store';
import { toFastifyPath } from '../../src/rest-adapter';
import { answerDoc } from '../../src/rest-adapter/answers';
import { procedureAccess, procedureDef } from '../../src/rest-adapter/procedures';
import { routes } from '../../src/rest-adapter/routes';
import { migrate } from '../../src/server/migrate';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { createUser } from '../helpers/users';
import { documentedCalls, keyOf, routeFor } from '../helpers/surface';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the Other group', () => {
  it('GET /api/health reports the database and the queue', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', queue: 'inline' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('GET /api/info names the build and counts events through the projection', async () => {
    await appendToStream(t.db.sql, { id: 'info-1', type: 'test' }, 0, [{ type: 'InfoProbe', data: {} }]);
    await (t.runner as unknown as { drain(): Promise<void> }).drain();
    const admin = await createUser(t, { role: 'admin' });
    const res = await t.app.inject({ url: '/api/info', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ name: 'Fellah', version: 'test', queue: 'inline', events: { InfoProbe: 1 } });
    expect(['embedded', 'postgres']).toContain(body.data.mode);
    // Issue 38: the counts are for administrators; anybody else gets the name and the version only.
    const customer = await createUser(t);
    for (const headers of [{}, { authorization: `Bearer ${customer.token}` }]) {
      const plain = await t.app.inject({ url: '/api/info', headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.json().data).toEqual({ name: 'Fellah', version: 'test' });
    }
  });

  it('GET /api/rate-limit-info shows the limit and what is left', async () => {
    const res = await t.app.inject('/api/rate-limit-info');
    expect(res.json().data).toMatchObject({ scope: 'ip', limit: 100_000, window_seconds: 60 });
    expect(res.json().data.remaining).toBeLessThan(100_000);
  });

  it('echoes a sent X-Request-Id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('errors in the documented shape', () => {
  it('an unknown route is a 404 ROUTE_NOT_FOUND', async () => {
    const res = await t.app.inject('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'No such API route: GET /api/no/such/thing',
      error: 'ROUTE_NOT_FOUND',
      details: { method: 'GET', path: '/api/no/such/thing', message_key: 'call.noSuchRoute' },
    });
  });

  it('a body that is not JSON is a 400 with no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/info',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'BAD_REQUEST' });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('too many requests answer 429 with a retry time', async () => {
    const limited = await startTestApp({ rateLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject('/api/info')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject('/api/info');
      expect(res.json()).toMatchObject({ success: false, error: 'TOO_MANY_REQUESTS' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('health answers 503 when the database is down', async () => {
    const broken = await startTestApp();
    await broken.db.sql.end();
    // Health answers from a status checked about once a second (src/server/http/health.ts): 503 by the next check.
    const res = await eventually(
      async () => {
        const answer = await broken.app.inject('/api/health');
        return answer.statusCode === 200 ? undefined : answer;
      },
      { timeout: 5_000, message: 'health no longer said 200' },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, status: 'error', database: 'down' });
    await broken.app.close();
  });
});

describe('tRPC at /trpc', () => {
  it('serves the same procedures', async () => {
    const res = await t.app.inject('/trpc/system.health');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ status: 'ok' });
  });
});

describe('OpenAPI and docs', () => {
  it('/api/openapi.json describes every route of the table', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of routes) expect(doc.paths[r.path]?.[r.method.toLowerCase()], `${r.method} ${r.path}`).toBeTruthy();
  });

  it('/api/docs is an HTML page', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/health');
  });
});

describe('coverage of the documented calls', () => {
  const documented = documentedCalls();

  it('every one of the 191 calls of rest-calls.tsv is served: a row of the route table, a procedure, a fastify route', () => {
    expect(documented).toHaveLength(191);
    expect(new Set(documented.map(keyOf)).size).toBe(191);
    const missing: string[] = [];
    for (const call of documented) {
      const route = routeFor(call);
      if (!route) missing.push(`${keyOf(call)}: no row in the route table`);
      else if (!procedureAccess(route.procedure)) missing.push(`${keyOf(call)}: ${route.procedure} is no procedure`);
      else if (!t.app.hasRoute({ method: call.method, url: `/api${toFastifyPath(route.path)}` }))
        missing.push(`${keyOf(call)}: not routed by fastify`);
    }
    console.log(`REST coverage: ${documented.length - missing.length} of ${documented.length} documented calls served`);
    expect(missing).toEqual([]);
  });

  it('/api/openapi.json describes each one: its input from the zod schema, its answers, its errors and who may call it', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.components.schemas.Error.required).toEqual(['success', 'message', 'error']);
    const problems: string[] = [];
    for (const call of documented) {
      const route = routeFor(call);
      if (!route) continue; // reported by the test above
      const say = (problem: string) => problems.push(`${keyOf(call)}: ${problem}`);
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      if (!op) {
        say('no operation');
        continue;
      }
      if (op['x-trpc-procedure'] !== route.procedure) say(`x-trpc-procedure is ${op['x-trpc-procedure']}`);
      const access = procedureAccess(route.procedure);
      if (op['x-access'] !== access) say(`x-access is ${op['x-access']}, the procedure is ${access}`);

      // Input: every field of the procedure's zod schema is a path parameter, a query parameter or a body field.
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const parameters = op.parameters as { name: string; in: string; required: boolean; schema: unknown }[];
      for (const name of pathParams) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name && p.required))
          say(`path parameter {${name}} not described`);
      }
      const zodInput = procedureInput(route.procedure);
      const body =
        op.requestBody?.content?.['application/json']?.schema ??
        op.requestBody?.content?.['multipart/form-data']?.schema;
      if (zodInput) {
        const fields = Object.entries((zodInput.properties ?? {}) as Record<string, unknown>);
        if (fields.length === 0 && route.method !== 'GET' && route.method !== 'DELETE' && !body)
          say('no request body for an input without named fields');
        for (const [name, schema] of fields) {
          const required = zodInput.required?.includes(name) ?? false;
          if (pathParams.includes(name)) {
            const param = parameters.find((p) => p.in === 'path' && p.name === name);
            if (param && JSON.stringify(param.schema) !== JSON.stringify(schema))
              say(`{${name}} is described as ${JSON.stringify(param.schema)}, not by its zod schema`);
            if (body?.properties?.[name]) say(`path parameter ${name} is also a body field`);
            continue;
          }
          if (route.method === 'GET' || route.method === 'DELETE') {
            const param = parameters.find((p) => p.in === 'query' && p.name === name);
            if (!param) say(`query parameter ${name} not described`);
            else if (param.required !== required)
              say(`query parameter ${name} required: ${param.required}, zod: ${required}`);
            else if (JSON.stringify(param.schema) !== JSON.stringify(schema))
              say(`query parameter ${name} not described by its zod schema`);
            continue;
          }
          const partName = route.multipart?.fileField && name === 'file' ? route.multipart.fileField : name;
          const described = body?.properties?.[partName];
          if (!described) say(`body field ${name} not described`);
          else if (route.multipart && isUploadedFile(schema) && (described.items ?? described).format !== 'binary')
            say(`file part ${partName} is not binary`);
          else if (!route.multipart && JSON.stringify(described) !== JSON.stringify(schema))
            say(`body field ${name} not described by its zod schema`);
          if (required && !body?.required?.includes(partName))
            say(`body field ${name} is required by zod, optional in the description`);
          if (required && op.requestBody?.required !== true)
            say('the request body holds required fields but is optional');
        }
        if (route.multipart && !op.requestBody?.content?.['multipart/form-data'])
          say('a multipart call described without multipart/form-data');
      } else if (op.requestBody) {
        say('a request body for a procedure that takes no input');
      }

      // Output: a success answer in the envelope (or a file), derived from the procedure's `.output()` through the
      // route's envelope (src/rest-adapter/answers; tests/integration/surfaceAnswers.int.test.ts checks the answers).
      const successes = Object.entries(
        op.responses as Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>,
      ).filter(([code]) => /^2\d\d$/.test(code));
      if (successes.length === 0) say('no success answer');
      const derived = answerDoc(route);
      for (const [code, answer] of successes) {
        const content = Object.entries(answer.content ?? {});
        if (content.length === 0) say(`${code} has no content`);
        for (const [type, { schema }] of content) {
          if (schema?.format === 'binary') continue; // a download (an invoice, an export, a CSV)
          if (type !== 'application/json') {
            say(`${code} ${type} is not described as a file`);
            continue;
          }
          if (!derived?.json[Number(code) as 200]) say(`${code} is not derived from the procedure's output`);
          // A body may be one of several (a sign-in's session or its second step): each is the envelope.
          for (const body of (schema?.anyOf as Record<string, unknown>[] | undefined) ?? [schema]) {
            const properties = body?.properties as Record<string, Record<string, unknown>> | undefined;
            if (
              properties?.success?.const !== true ||
              !properties.data ||
              !(body?.required as string[] | undefined)?.includes('data')
            ) {
              say(`${code} is not the {success: true, data} envelope`);
            }
          }
        }
      }
      // Errors: the documented shape, 400 for an input, 401 for signed-in calls, 403 for administrators' calls.
      const refOf = (code: string) => op.responses[code]?.content?.['application/json']?.schema?.$ref;
      if (refOf('default') !== '#/components/schemas/Error') say('no error answer in the documented shape');
      if (zodInput && refOf('400') !== '#/components/schemas/Error') say('no 400 answer for a call with input');
      if ((access !== 'public') !== (refOf('401') === '#/components/schemas/Error'))
        say(`401 described: ${Boolean(refOf('401'))}, access: ${access}`);
      if ((access === 'admin') !== (refOf('403') === '#/components/schemas/Error'))
        say(`403 described: ${Boolean(refOf('403'))}, access: ${access}`);
      const security = JSON.stringify(op.security);
      if (access === 'public' ? !security.includes('{}') : security !== '[{"bearer":[]}]')
        say(`security ${security} does not match access ${access}`);
    }
    expect(problems).toEqual([]);
  });
});

/** The procedure's input as JSON Schema, straight from its zod schema (not from openapi.ts). */
function procedureInput(path: string): { properties?: Record<string, unknown>; required?: string[] } | undefined {
  const input = procedureDef(path)?.inputs[0];
  if (!(input instanceof z.ZodType)) return undefined;
  const { $schema: _s, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return schema as { properties?: Record<string, unknown>; required?: string[] };
}

const isUploadedFile = (schema: unknown) => {
  const s = schema as { properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } };
  return Boolean((s.properties?.base64 && s.properties.filename) || s.items?.properties?.base64);
};

describe('migrations', () => {
  it('are recorded, and running them again (even concurrently) applies nothing', async () => {
    const again = await Promise.all([migrate(t.db.sql), migrate(t.db.sql)]);
    expect(again).toEqual([[], []]);
    const rows = await t.db.sql<{ name: string }[]>`select name from schema_migrations order by version`;
    expect(rows.map((r) => r.name)).toContain('0001_foundation');
  });
});
