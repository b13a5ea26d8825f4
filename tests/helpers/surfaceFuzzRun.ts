import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestRoute } from '../../src/rest-adapter/types';
import type { TestApp } from './app';
import {
  type ChangeLog,
  type Identity,
  type SurfaceAnswer,
  accessOf,
  backgroundIdle,
  closeSurfaceApp,
  documentedCalls,
  errorShapeProblem,
  installChangeLog,
  keyOf,
  makeIdentity,
  refusedAuthorizations,
  routeFor,
  routes,
  startSurfaceApp,
  stillValid,
  successShapeProblem,
} from './surface';
import { type FuzzRequest, describeRequest, payloadOf, requestsFor, urlOf } from './surfaceFuzz';
import { type World, buildWorld } from './surfaceWorld';

/*
 * Fuzzing of issue #11 (run in two parts, surfaceFuzz1 and surfaceFuzz2, each on its own app and database, so each
 * test file stays under a minute on a 2-core machine): 10,000 generated requests spread evenly over every route of the table (the 191 documented
 * calls and the storefront's few more), sent through app.inject. Whatever is sent:
 *  - never a 5xx;
 *  - every error in the documented shape {success: false, message, error, field?}, no internals in the message;
 *  - every success in the envelope {success: true, data} (or a file);
 *  - a signed-in call without a valid token is a 401, an administrators' call with a customer's token a 403
 *    (unless the request is refused at the HTTP level first: not JSON, too large, a type the API does not read);
 *  - a refused write changes nothing (a trigger on every table logs each written row; a refused sign-in is recorded
 *    by design: login_attempts is the sign-in history, and a lock-out is audited).
 * A failing case is shrunk by fast-check and printed (long strings shortened) with the seed to replay it
 * (FUZZ_SEED=<seed>). Identities a successful call ended (logout, ban, role change) are replaced before the next call.
 */

/** Over all parts; FUZZ_TOTAL for a shorter or longer run. */
const TOTAL_REQUESTS = Number(process.env.FUZZ_TOTAL ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Calls left out of the administrator's arm because their success would destroy the run (they still get the other arms). */
const NOT_AS_ADMIN: Record<string, string> = {
  'POST /admin/backup/restore/{id}': 'replaces the whole database with a backup',
  'POST /admin/database/update': 'applies migrations to the live database',
  'DELETE /auth/account': "deletes the administrator's own account",
};

/** Tables a refused call may write, and why. */
/**
 * A guess of a password or code is recorded before it is checked and settled after (src/server/accounts/throttle.ts):
 * the throttles count the rows, the sign-in history shows them; the guess that uses up an address's or an account's
 * budget is a security event in the audit log, and the owner is mailed when the account's is used up. An account keeps
 * its newest 200 failed attempts: recording one may prune the oldest (issue 36.4). The two-factor changes and the
 * administrator's 2FA reset check a password (a step-up) the same way.
 */
const GUESS_RECORDED = [
  'login_attempts:INSERT',
  'login_attempts:UPDATE',
  'login_attempts:DELETE',
  'audit_log:INSERT',
  'mail_outbox:INSERT',
];
const MAY_WRITE_WHEN_REFUSED: Record<string, string[]> = {
  'POST /auth/login': GUESS_RECORDED,
  'PUT /auth/profile': GUESS_RECORDED,
  'PUT /users/{id}': GUESS_RECORDED,
  'PUT /auth/change-password': GUESS_RECORDED,
  'PUT /auth/deactivate': GUESS_RECORDED,
  'DELETE /auth/account': GUESS_RECORDED,
  'DELETE /users/{id}': GUESS_RECORDED,
  'POST /auth/step-up': GUESS_RECORDED,
  'POST /auth/2fa/enable': GUESS_RECORDED,
  'POST /auth/2fa/confirm': GUESS_RECORDED,
  'POST /auth/2fa/recovery-codes': GUESS_RECORDED,
  'POST /admin/users/{id}/2fa/reset': GUESS_RECORDED,
  'POST /auth/2fa/disable': GUESS_RECORDED,
  'POST /auth/request-email-verification': GUESS_RECORDED,
};

/** Statuses and codes of a request refused before it reaches a procedure (so before the token is looked at). */
const HTTP_LEVEL = new Set(['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'ROUTE_NOT_FOUND']);

let t: TestApp;
let w: World;
let changes: ChangeLog;
const identities: { customer?: Identity; admin?: Identity } = {};
let badAuthorizations: Record<string, string> = {};
let ids: string[] = [];
/** What the generated requests got: answers by status, and the routes that answered a success at least once. */
const tally = { statuses: {} as Record<string, number>, succeeded: new Set<string>() };

async function authorizationOf(token: FuzzRequest['token']): Promise<string | undefined> {
  if (token === 'none') return undefined;
  if (token === 'customer' || token === 'admin') return `Bearer ${identities[token]!.token}`;
  return badAuthorizations[token.slice(4)];
}

/** After a successful write: an identity that no longer signs in as itself (logged out, banned, promoted) is replaced. */
async function keepIdentities() {
  for (const role of ['customer', 'admin'] as const) {
    if (!(await stillValid(t, identities[role]!))) identities[role] = await makeIdentity(t, role, `fuzz-${role}`);
  }
}

/** What is wrong with the answer to one generated request (null: nothing). */
async function check(route: RestRoute, req: FuzzRequest): Promise<string | null> {
  const authorization = await authorizationOf(req.token);
  const write = route.method !== 'GET';
  await backgroundIdle(t);
  const mark = write ? await changes.mark() : 0;
  const payload = payloadOf(req.body);
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  if (payload) headers['content-type'] = payload.contentType;
  const url = urlOf(route, req);
  const res = await t.app.inject({
    method: route.method,
    url: `/api${url}`,
    headers,
    ...(payload ? { payload: payload.payload } : {}),
  });
  const contentType = String(res.headers['content-type'] ?? '');
  const disposition = String(res.headers['content-disposition'] ?? '');
  let body: SurfaceAnswer['body'] = null;
  if (contentType.includes('json') && !disposition) {
    try {
      body = res.json();
    } catch {
      return `${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
    }
  }
  const answer: SurfaceAnswer = { status: res.statusCode, body, contentType, disposition };
  const statusKey = answer.status < 300 ? '2xx' : String(answer.status);
  tally.statuses[statusKey] = (tally.statuses[statusKey] ?? 0) + 1;
  if (answer.status < 300) tally.succeeded.add(keyOf(route));

  if (answer.status >= 500) return `${answer.status}: ${res.body.slice(0, 500)}`;
  // Raw `..` segments resolve as a browser resolves them: a path that leaves /api is the storefront's, not the API's.
  if (!new URL(`/api${url}`, 'http://fellah.test').pathname.startsWith('/api/')) return null;
  const shape = answer.status >= 400 ? errorShapeProblem(answer) : successShapeProblem(answer);
  if (shape) return `${answer.status}, ${shape}: ${res.body.slice(0, 300)}`;

  const code = (body as { error?: string } | null)?.error ?? '';
  const access = accessOf(route);
  const signedIn = req.token === 'customer' || req.token === 'admin';
  if (access !== 'public' && !signedIn && answer.status !== 401 && !HTTP_LEVEL.has(code)) {
    return `a signed-in call without a valid token (${req.token}) answered ${answer.status}, not 401: ${res.body.slice(0, 300)}`;
  }
  if (access === 'admin' && req.token === 'customer' && answer.status !== 403 && !HTTP_LEVEL.has(code)) {
    return `an administrators' call with a customer's token answered ${answer.status}, not 403: ${res.body.slice(0, 300)}`;
  }

  if (write && answer.status >= 400) {
    const allowed = new Set(MAY_WRITE_WHEN_REFUSED[keyOf(route)] ?? []);
    const written = Object.entries(await changes.since(mark)).filter(([change]) => !allowed.has(change));
    if (written.length > 0)
      return `refused with ${answer.status} ${code} but wrote ${JSON.stringify(Object.fromEntries(written))}`;
  }
  if (write && answer.status < 300) await keepIdentities();
  return null;
}

const ordinal = (n: number) => (n === 1 ? '' : n === 2 ? 'other' : `${n}th`);

/** Register the fuzzing test of one part: the routes whose index in the table is `part - 1` modulo `of`. */
export function fuzzSuite({ part, of }: { part: number; of: number }) {
  const partTotal = Math.ceil(TOTAL_REQUESTS / of);
  beforeAll(async () => {
    t = await startSurfaceApp();
    w = await buildWorld(t);
    identities.customer = w.owner;
    identities.admin = w.admin;
    badAuthorizations = await refusedAuthorizations(t, w.owner);
    // Real ids: the demo records and objects the customer (and another customer) owns, so requests reach the procedures.
    const owned = [
      await w.make.order(),
      await w.make.order(w.other),
      await w.make.cartItem(),
      await w.make.address(),
      await w.make.address(w.other),
      await w.make.review(),
      await w.make.comment(),
      await w.make.comment(w.other, 'pending'),
      await w.make.ticket(),
      await w.make.ticket(w.other),
      await w.make.session(),
      await w.make.notification(),
      await w.make.notification(w.other),
      await w.make.paymentMethod(),
      await w.make.paymentIntent(),
      await w.make.pendingProduct(),
    ];
    ids = [...new Set([...Object.values(w.demo), ...owned, w.other.id, w.admin.id, '1', '2'])];
    changes = await installChangeLog(t);
  }, 120_000);
  afterAll(() => closeSurfaceApp(t));

  describe(`fuzzing every call, part ${part} of ${of}`, () => {
    it(`${partTotal} generated requests spread over every ${ordinal(of)} route: no 5xx, documented shapes, 401/403 kept, refused writes change nothing`, async () => {
      expect(documentedCalls().every((call) => routeFor(call))).toBe(true);
      const runsPerRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
      const mine = routes.filter((_route, index) => index % of === part - 1);
      const failures: string[] = [];
      let generated = 0;
      let sent = 0;
      const started = Date.now();
      for (const route of mine) {
        const index = routes.indexOf(route);
        const arbitrary = requestsFor(route, ids, Object.keys(badAuthorizations), {
          adminArm: !NOT_AS_ADMIN[keyOf(route)],
        });
        const details = await fc.check(
          fc.asyncProperty(arbitrary, async (req) => {
            sent += 1;
            const problem = await check(route, req);
            if (problem) throw new Error(problem);
          }),
          { numRuns: runsPerRoute, seed: SEED + index, endOnFailure: false, maxSkipsPerRun: 0 },
        );
        if (details.failed && details.counterexample) {
          const [req] = details.counterexample;
          failures.push(
            [
              `${keyOf(route)} (FUZZ_SEED=${SEED} replays it: seed ${SEED + index}, path ${details.counterexamplePath}; shrunk ${details.numShrinks} times)`,
              `  request: ${describeRequest(route, req)}`,
              `  problem: ${(details.errorInstance as Error | undefined)?.message ?? String(details.errorInstance)}`,
            ].join('\n'),
          );
        }
        generated += details.numRuns;
      }
      console.log(
        `fuzzing: ${sent} requests (${mine.length} of the ${routes.length} routes × ${runsPerRoute}, plus shrinking) in ${Math.round((Date.now() - started) / 1000)} s, seed ${SEED}`,
      );
      console.log(
        `left out of the administrator's arm: ${Object.entries(NOT_AS_ADMIN)
          .map(([k, why]) => `${k} (${why})`)
          .join('; ')}`,
      );
      console.log(
        `answers: ${Object.entries(tally.statuses)
          .sort()
          .map(([k, n]) => `${k} ×${n}`)
          .join(', ')}`,
      );
      const neverSucceeded = mine.filter((route) => !tally.succeeded.has(keyOf(route))).map(keyOf);
      console.log(
        `routes that never answered a success (${neverSucceeded.length}): ${neverSucceeded.join(', ') || 'none'}`,
      );
      if (failures.length > 0) console.log(`\n${failures.join('\n\n')}`);
      expect(failures).toEqual([]);
      expect(generated).toBeGreaterThanOrEqual(mine.length * runsPerRoute);
    }, 600_000);
  });
}
