import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  type ChangeLog,
  type SurfaceAnswer,
  accessOf,
  backgroundIdle,
  closeSurfaceApp,
  documentedCalls,
  errorShapeProblem,
  fillPath,
  installChangeLog,
  keyOf,
  makeIdentity,
  refusedAuthorizations,
  routes,
  send,
  startSurfaceApp,
  successShapeProblem,
} from '../helpers/surface';
import { type ProbeRow, PROBES, type Who } from '../helpers/surfaceProbes';
import { type World, buildWorld } from '../helpers/surfaceWorld';

/*
 * The authorization matrix of issue #11. Every route of the table (the 191 documented calls and the few more the
 * storefront uses) is called with no token, with a customer's token and with an administrator's; every call on an
 * object a customer owns (order, cart item, address, review, comment, support ticket, session, notification, payment
 * method and intent, account) is also made by ANOTHER customer. The expectations are the table below: who may call
 * (public, authed, admin — checked against the builder of each route's procedure, so a new route without a row
 * fails), what another customer gets on an owned object, and what an administrator gets on a customer's own-only
 * object. Allowed calls are made with a valid request, so "allowed" means a success answer (2xx).
 */

/** What a cell expects: a success, or a refusal with this status. 'served' = not refused (for calls no valid request can succeed). */
type Expect = 'ok' | 'served' | 401 | 403 | 404;
type Row = ProbeRow;

/** The table: a valid request per route, with who may call it and who owns its object (tests/helpers/surfaceProbes.ts). */
const TABLE = PROBES;

let w: World;
let t: TestApp;
let changes: ChangeLog;
beforeAll(async () => {
  t = await startSurfaceApp();
  w = await buildWorld(t);
  changes = await installChangeLog(t);
}, 120_000);
afterAll(() => closeSurfaceApp(t));

const expected = (row: Row, who: Who): Expect | undefined => {
  const allowed: Expect = row.served ? 'served' : 'ok';
  if (who === 'none') return row.access === 'public' ? allowed : 401;
  if (who === 'customer') return row.access === 'admin' ? 403 : allowed;
  if (who === 'admin') return row.owned?.admin === 404 ? 404 : allowed;
  return row.owned?.other;
};

function verdict(want: Expect, answer: SurfaceAnswer): string | null {
  if (answer.status >= 500) return `${answer.status}: ${JSON.stringify(answer.body)}`;
  if (answer.status >= 400) {
    const shape = errorShapeProblem(answer);
    if (shape) return `error shape: ${shape}`;
    if ((answer.body as { error?: string }).error === 'ROUTE_NOT_FOUND') return 'not routed';
  } else {
    const shape = successShapeProblem(answer);
    if (shape) return `success shape: ${shape}`;
  }
  if (want === 'ok')
    return answer.status < 300 ? null : `want a success, got ${answer.status} ${JSON.stringify(answer.body)}`;
  if (want === 'served') return answer.status === 401 || answer.status === 403 ? `refused: ${answer.status}` : null;
  return answer.status === want
    ? null
    : `want ${want}, got ${answer.status} ${answer.status < 300 ? '(allowed!)' : JSON.stringify(answer.body)}`;
}

describe('the authorization matrix', () => {
  it('has one row per route, and each row says who may call as the procedure does (public, authed, admin)', () => {
    const table = new Set(routes.map(keyOf));
    expect(
      Object.keys(TABLE).filter((k) => !table.has(k)),
      'rows naming no route',
    ).toEqual([]);
    expect(
      [...table].filter((k) => !TABLE[k]),
      'routes with no row',
    ).toEqual([]);
    const wrong = routes
      .filter((r) => TABLE[keyOf(r)] && TABLE[keyOf(r)]!.access !== accessOf(r))
      .map((r) => `${keyOf(r)}: ${TABLE[keyOf(r)]!.access} here, ${accessOf(r)} by its procedure`);
    expect(wrong).toEqual([]);
    const documented = documentedCalls().map(keyOf);
    expect(documented.filter((k) => !TABLE[k])).toEqual([]);
    const kinds = new Set(Object.values(TABLE).flatMap((r) => (r.owned ? [r.owned.kind] : [])));
    for (const kind of [
      'order',
      'cart item',
      'address',
      'review',
      'comment',
      'ticket',
      'session',
      'notification',
    ] as const)
      expect(kinds).toContain(kind);
  });

  it('every call, with no token, a customer token, an administrator token and (on an owned object) as another customer', async () => {
    const problems: string[] = [];
    const lines: string[] = [];
    const documented = new Set(documentedCalls().map(keyOf));
    for (const route of routes) {
      const key = keyOf(route);
      const row = TABLE[key];
      if (!row) continue; // the test above names it
      const cells: Partial<Record<Who, string>> = {};
      for (const who of ['none', 'other', 'customer', 'admin'] as const) {
        const want = expected(row, who);
        if (want === undefined) continue;
        const identity = who === 'none' ? null : who === 'customer' ? w.owner : who === 'admin' ? w.admin : w.other;
        let answer: SurfaceAnswer;
        try {
          const probe = row.probe ? await row.probe(w, identity, who) : {};
          const caller = who === 'none' ? null : (probe.as ?? identity);
          const url = fillPath(route.path, probe.params ?? {}) + (probe.query ? `?${probe.query}` : '');
          const authorization = await w.authorize(caller);
          await backgroundIdle(t);
          const mark = await changes.mark();
          answer = await w.call(
            caller,
            route.method,
            url,
            { ...(probe.multipart ? { multipart: probe.multipart } : { json: probe.json }), headers: probe.headers },
            authorization,
          );
          // A refused call changes nothing (refused sign-ins are recorded: they are the sign-in history).
          if (answer.status >= 400 && typeof want === 'number') {
            const written = await changes.since(mark);
            if (Object.keys(written).length > 0)
              problems.push(`${key} as ${who}: refused with ${answer.status} but wrote ${JSON.stringify(written)}`);
          }
        } catch (err) {
          problems.push(`${key} as ${who}: the set-up failed: ${(err as Error).message}`);
          cells[who] = 'set-up failed ✗';
          continue;
        }
        const problem = verdict(want, answer);
        if (problem) problems.push(`${key} as ${who}: ${problem}`);
        cells[who] = `${answer.status}${problem ? ` ✗ (want ${want})` : ''}`;
      }
      lines.push(
        `| ${route.method} | \`${route.path}\`${documented.has(key) ? '' : ' †'} | ${row.access} | ${cells.none ?? ''} | ${cells.customer ?? ''} | ${cells.admin ?? ''} | ${cells.other ? `${cells.other} (${row.owned!.kind})` : '—'} |`,
      );
    }
    const table = [
      '# Authorization matrix',
      '',
      `Written by tests/integration/surfaceAuth.int.test.ts on ${new Date().toISOString()}: the status each call answered. Allowed calls are made`,
      'with a valid request (2xx expected); "other customer" calls an object the customer owns as another customer.',
      '† not a row of rest-calls.tsv (served for the storefront). ✗ marks a cell that is not what the table expects.',
      '',
      '| Method | Path | Access | No token | Customer | Admin | Other customer |',
      '|---|---|---|---|---|---|---|',
      ...lines,
      '',
    ].join('\n');
    console.log(table);
    mkdirSync(new URL('../../test-results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('../../test-results/auth-matrix.md', import.meta.url), table);
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('tokens that sign nobody in', () => {
  it('every refused kind (garbage, expired, forged, alg none, ended or missing session, unknown user, not Bearer) is a 401 on signed-in and administrators’ calls, and writes nothing', async () => {
    const refused = await refusedAuthorizations(t, w.admin);
    const banned = await makeIdentity(t, 'admin', 'banned-admin');
    await t.db.sql`update users set status = 'banned' where id = ${banned.id}`;
    refused['banned account'] = `Bearer ${banned.token}`;
    const problems: string[] = [];
    for (const [kind, authorization] of Object.entries(refused)) {
      for (const [method, url] of [
        ['GET', '/auth/profile'],
        ['DELETE', '/cart'],
        ['GET', '/admin/users'],
        ['POST', '/admin/cache/clear'],
      ] as const) {
        const mark = await changes.mark();
        const answer = await send(t, { method, url, authorization });
        if (answer.status !== 401 || errorShapeProblem(answer))
          problems.push(`${kind} on ${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
        const written = await changes.since(mark);
        if (Object.keys(written).length > 0)
          problems.push(`${kind} on ${method} ${url} wrote ${JSON.stringify(written)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('requests the fuzzing found answered with a 5xx or out of the documented shape', () => {
  const bad = async (answer: SurfaceAnswer, status: number, error: string) => {
    expect(errorShapeProblem(answer)).toBeNull();
    expect({ status: answer.status, error: (answer.body as { error: string }).error }).toEqual({ status, error });
  };

  it('the NUL character in a value that reaches PostgreSQL is a 400, not a 500', async () => {
    await bad(await send(t, { method: 'GET', url: '/quizzes/%00/questions' }), 400, 'VALIDATION_ERROR');
    const authorization = await w.authorize(w.owner);
    const mark = await changes.mark();
    await bad(
      await send(t, {
        method: 'POST',
        url: '/support/tickets',
        authorization,
        json: { subject: 'a\u0000b', message: 'Hello' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await changes.since(mark)).toEqual({});
  });

  it('half of a surrogate pair in text stored as JSON is a 400, and nothing is written', async () => {
    const product = await w.make.pendingProduct();
    const authorization = await w.authorize(w.admin);
    const mark = await changes.mark();
    await bad(
      await send(t, {
        method: 'PUT',
        url: `/admin/products/${product}/reject`,
        authorization,
        json: { reason: 'x\uDFFFy' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    // Stored as text it would become U+FFFD, but the contact mail's reply link (encodeURIComponent) threw: a 500.
    await bad(
      await send(t, {
        method: 'POST',
        url: '/contact',
        json: { name: 'Amina', email: 'amina@example.com', subject: 'x\udfffy', message: 'Hello from Giza' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await changes.since(mark)).toEqual({});
  });

  it('a date bound that fails its own check is named, not compared (a TypeError echoed 100 KB of input as a 400)', async () => {
    const authorization = await w.authorize(w.admin);
    for (const url of ['/admin/orders', '/admin/logs']) {
      const answer = await send(t, {
        method: 'GET',
        url: `${url}?from=${'A'.repeat(100_000)}&to=2025-01-01`,
        authorization,
      });
      await bad(answer, 400, 'VALIDATION_ERROR');
      expect((answer.body as { field: string }).field).toBe('from');
    }
  });

  it('an amount that rounds to 0.00 piastres is refused by the schema, not by the table (a 500)', async () => {
    const authorization = await w.authorize(w.owner);
    const mark = await changes.mark();
    for (const amount of [Number.MIN_VALUE, 0.004]) {
      const answer = await send(t, { method: 'POST', url: '/payments/create-intent', authorization, json: { amount } });
      await bad(answer, 400, 'VALIDATION_ERROR');
      expect((answer.body as { field: string }).field).toBe('amount');
    }
    expect(await changes.since(mark)).toEqual({});
  });

  it('a URL the router cannot read (a broken %-escape, a path segment over 500 characters) is a 400 in the documented shape', async () => {
    await bad(await send(t, { method: 'GET', url: '/soil-types/%' }), 400, 'BAD_REQUEST');
    await bad(await send(t, { method: 'GET', url: `/crops/${'a'.repeat(600)}` }), 400, 'BAD_REQUEST');
  });

  it('an upload without a valid token is a 401, whatever the body (not a 400 about the file)', async () => {
    for (const url of ['/upload/image', '/upload/document', '/upload/multiple', '/auth/upload-avatar']) {
      await bad(await send(t, { method: 'POST', url, json: {} }), 401, 'UNAUTHORIZED');
      await bad(
        await send(t, { method: 'POST', url, authorization: 'Bearer expired.token.here', json: {} }),
        401,
        'UNAUTHORIZED',
      );
    }
  });
});
