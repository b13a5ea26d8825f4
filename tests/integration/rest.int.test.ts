import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToStream } from '../../src/events/store';
import { routes } from '../../src/rest-adapter/routes';
import { migrate } from '../../src/server/migrate';
import { type TestApp, startTestApp } from '../helpers/app';

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
    const res = await t.app.inject('/api/info');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ name: 'Fellah', version: 'test', queue: 'inline', events: { InfoProbe: 1 } });
    expect(['embedded', 'postgres']).toContain(body.data.mode);
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
    expect(res.json()).toEqual({ success: false, message: 'No such API route: GET /api/no/such/thing', error: 'ROUTE_NOT_FOUND' });
  });

  it('a body that is not JSON is a 400 with no internals', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/info', headers: { 'content-type': 'application/json' }, payload: '{"oops' });
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
    const res = await broken.app.inject('/api/health');
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
  it('reports how many of the 191 calls of rest-calls.tsv the route table serves', () => {
    const tsv = readFileSync(new URL('../../../shared/spec/rest-calls.tsv', import.meta.url), 'utf8');
    const documented = tsv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [, method, path] = line.split('\t');
        return `${method} ${path}`;
      });
    expect(documented).toHaveLength(191);
    const norm = (s: string) => s.replace(/\{\w+\}/g, '{}');
    const served = new Set(routes.map((r) => norm(`${r.method} ${r.path}`)));
    const missing = documented.filter((d) => !served.has(norm(d)));
    console.log(`REST coverage: ${documented.length - missing.length} of ${documented.length} documented calls served`);
    expect(documented.length - missing.length).toBeGreaterThanOrEqual(3);
  });
});

describe('migrations', () => {
  it('are recorded, and running them again (even concurrently) applies nothing', async () => {
    const again = await Promise.all([migrate(t.db.sql), migrate(t.db.sql)]);
    expect(again).toEqual([[], []]);
    const rows = await t.db.sql<{ name: string }[]>`select name from schema_migrations order by version`;
    expect(rows.map((r) => r.name)).toContain('0001_foundation');
  });
});
