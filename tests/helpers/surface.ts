import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { InProcessRunner } from '../../src/server/projections/runner';
import { type Access, procedureAccess } from '../../src/rest-adapter/procedures';
import { routes } from '../../src/rest-adapter/routes';
import type { HttpMethod, RestRoute } from '../../src/rest-adapter/types';
import { type Role, signAccessToken } from '../../src/server/auth/tokens';
import { adminJobsOf } from '../../src/server/insights/jobs';
import { type TestApp, silentLog, startTestApp } from './app';
import type { JsonAnswer } from './rest';
import { seedDatabase } from '../../src/server/seed';

/*
 * The whole-surface tests (issue #11): the documented calls, the route table, a started app with the demo data and no
 * background projections, a change log that says what a request wrote, and tokens of every kind.
 */

export interface DocumentedCall {
  group: string;
  method: HttpMethod;
  path: string;
}

/** The 191 rows of docs/spec/rest-calls.tsv. */
export function documentedCalls(): DocumentedCall[] {
  return readFileSync(new URL('../../docs/spec/rest-calls.tsv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [group, method, path] = line.split('\t');
      return { group: group!, method: method as HttpMethod, path: path! };
    });
}

export const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The route of the table serving a documented call (parameter names may differ: `{id}` and `{cropId}` are one slot). */
export function routeFor(call: { method: string; path: string }): RestRoute | undefined {
  const slots = (p: string) => p.replace(/\{\w+\}/g, '{}');
  return routes.find((r) => r.method === call.method && slots(r.path) === slots(call.path));
}

/** A route's access, from the procedure builder (throws for a route naming no procedure). */
export function accessOf(route: RestRoute): Access {
  const access = procedureAccess(route.procedure);
  if (!access) throw new Error(`${keyOf(route)} names no procedure: ${route.procedure}`);
  return access;
}

export { routes };
export type { Access };

/**
 * The server on a database of its own with the demo data set, and no async projections (nothing writes behind a
 * request's back, so what changed during a request is what the request changed).
 */
export async function startSurfaceApp(): Promise<TestApp> {
  const t = await startTestApp({ runner: (db) => new InProcessRunner(db.sql, [], silentLog, 60_000) });
  await seedDatabase(t.db.sql, { demoData: true });
  return t;
}

/** Wait until no background job (a report being computed, a backup being written) is running. */
export async function backgroundIdle(t: TestApp) {
  const jobs = adminJobsOf({ db: t.db, config: t.config, log: silentLog });
  await (jobs.reports as { idle?: () => Promise<void> }).idle?.();
  await jobs.backups.idle();
}

/** Close the app once its background jobs (a backup being written, a report being computed) are done. */
export async function closeSurfaceApp(t: TestApp | undefined) {
  if (!t) return;
  await adminJobsOf({ db: t.db, config: t.config, log: silentLog }).close();
  await t.close();
}

/**
 * A change log: every row inserted, updated or deleted (and every truncate) in any table is recorded by a trigger in
 * the writing transaction — a rolled-back write leaves nothing. `mark()` before a request, `since(mark)` after it.
 */
export async function installChangeLog(t: TestApp) {
  await t.db.sql.unsafe(`
    create table surface_changes (id bigserial primary key, tbl text not null, op text not null);
    create function surface_log() returns trigger language plpgsql as $$
      begin insert into surface_changes (tbl, op) values (tg_table_name, tg_op); return null; end $$;
    do $$
      declare t record;
      begin
        for t in select tablename from pg_tables where schemaname = 'public' and tablename not in ('surface_changes', 'schema_migrations') loop
          execute format('create trigger surface_log after insert or update or delete on %I for each row execute function surface_log()', t.tablename);
          execute format('create trigger surface_log_truncate after truncate on %I for each statement execute function surface_log()', t.tablename);
        end loop;
      end $$;`);
  return {
    async mark(): Promise<number> {
      const [row] = await t.db.sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from surface_changes`;
      return row!.id;
    },
    /** What was written since the mark: `table:OP` counts. */
    async since(mark: number): Promise<Record<string, number>> {
      const rows = await t.db.sql<{ change: string; n: number }[]>`
        select tbl || ':' || op as change, count(*)::int as n from surface_changes where id > ${mark} group by 1 order by 1`;
      return Object.fromEntries(rows.map((r) => [r.change, r.n]));
    },
  };
}
export type ChangeLog = Awaited<ReturnType<typeof installChangeLog>>;

export interface Identity {
  id: string;
  email: string;
  role: Role;
  token: string;
  sessionId: string;
}

/** A new open session of a user and an access token naming it. */
export async function sessionToken(
  t: TestApp,
  userId: string,
  role: Role,
): Promise<{ token: string; sessionId: string }> {
  const [session] = await t.db.sql<{ id: string }[]>`
    insert into sessions (user_id, expires_at) values (${userId}, now() + interval '1 day') returning id::text as id`;
  const token = await signAccessToken({ userId, role, sessionId: session!.id }, t.config.jwtSecret);
  return { token, sessionId: session!.id };
}

let accounts = 0;
/** A user written into the table (no password: only the token signs in) with a session and its token. */
export async function makeIdentity(t: TestApp, role: Role, label: string = role): Promise<Identity> {
  accounts += 1;
  const email = `surface-${label}-${process.pid}-${accounts}@example.com`;
  const [user] = await t.db.sql<{ id: string }[]>`
    insert into users (email, password_hash, first_name, last_name, role, city, email_verified_at)
    values (${email}, 'not-a-password-hash', 'Surface', ${label}, ${role}, 'Cairo', now()) returning id::text as id`;
  return { id: user!.id, email, role, ...(await sessionToken(t, user!.id, role)) };
}

/** Whether an identity still signs in as itself: the user active with that role, the session open. */
export async function stillValid(t: TestApp, who: Identity): Promise<boolean> {
  const [row] = await t.db.sql<{ ok: boolean }[]>`
    select (u.status = 'active' and u.role = ${who.role} and s.revoked_at is null and s.expires_at > now()) as ok
    from users u join sessions s on s.user_id = u.id where u.id = ${who.id} and s.id = ${who.sessionId}`;
  return row?.ok ?? false;
}

/** Tokens that must never sign anyone in: each is a 401 on a signed-in call (the header kinds too). */
export async function refusedAuthorizations(t: TestApp, someone: Identity): Promise<Record<string, string>> {
  const secret = new TextEncoder().encode(t.config.jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  const claims = { role: someone.role, sid: someone.sessionId };
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(someone.id)
    .setIssuer('fellah')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(secret);
  const forged = await new SignJWT({ role: 'admin', sid: someone.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(someone.id)
    .setIssuer('fellah')
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ sub: someone.id, role: 'admin', sid: someone.sessionId, iss: 'fellah', exp: now + 600 }),
  ).toString('base64url');
  const { sessionId: ended, token: endedToken } = await sessionToken(t, someone.id, someone.role);
  await t.db.sql`update sessions set revoked_at = now() where id = ${ended}`;
  const noSession = await signAccessToken(
    { userId: someone.id, role: someone.role, sessionId: null },
    t.config.jwtSecret,
  );
  const nobody = await signAccessToken(
    { userId: '999999999', role: 'admin', sessionId: '999999999' },
    t.config.jwtSecret,
  );
  return {
    garbage: 'Bearer abc.def.ghi',
    empty: 'Bearer ',
    expired: `Bearer ${expired}`,
    'wrong secret': `Bearer ${forged}`,
    'alg none': `Bearer ${header}.${payload}.`,
    'ended session': `Bearer ${endedToken}`,
    'no session': `Bearer ${noSession}`,
    'no such user': `Bearer ${nobody}`,
    'not bearer': `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    'huge token': `Bearer ${'a'.repeat(20_000)}`,
  };
}

/** A request as the surface tests send it. */
export interface SurfaceRequest {
  method: HttpMethod;
  /** Below /api, already encoded. */
  url: string;
  authorization?: string | undefined;
  headers?: Record<string, string>;
  /** A JSON body (any value), or a raw payload with its content type. */
  json?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
}

export interface SurfaceAnswer {
  status: number;
  body: JsonAnswer;
  contentType: string;
  disposition: string;
}

export async function send(t: TestApp, req: SurfaceRequest): Promise<SurfaceAnswer> {
  const headers: Record<string, string> = { ...req.headers };
  if (req.authorization !== undefined) headers.authorization = req.authorization;
  let payload: string | Buffer | undefined;
  if (req.raw) {
    payload = req.raw.payload;
    headers['content-type'] = req.raw.contentType;
  } else if (req.json !== undefined) {
    payload = JSON.stringify(req.json);
    headers['content-type'] = 'application/json';
  }
  const res = await t.app.inject({
    method: req.method,
    url: `/api${req.url}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const contentType = String(res.headers['content-type'] ?? '');
  let body: JsonAnswer = null;
  if (contentType.includes('application/json') && !res.headers['content-disposition']) {
    try {
      body = res.json();
    } catch {
      body = { unparsable: res.body.slice(0, 200) };
    }
  }
  return { status: res.statusCode, body, contentType, disposition: String(res.headers['content-disposition'] ?? '') };
}

/** Internals an error message must never show: stack frames, SQL, driver words. */
const LEAKS =
  /\bat \S+ \(|node_modules|\.ts:\d+|postgres|\bSQL\b|syntax error|relation "|violates|duplicate key|invalid input syntax|out of range for type|TypeError|ReferenceError|RangeError|Cannot read propert|Cannot use 'in' operator|is not a function|is not iterable|undefined is not|Maximum call stack/i;
const ERROR_KEYS = new Set(['success', 'message', 'error', 'field', 'details']);
/** The statuses design.md documents for errors (415 for a body type the API does not read, 422 for a reused idempotency key). */
export const ERROR_STATUSES = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429]);

/** Why an error answer is not in the documented shape `{success: false, message, error, field?}`, or null. */
export function errorShapeProblem(answer: SurfaceAnswer): string | null {
  if (!ERROR_STATUSES.has(answer.status)) return `status ${answer.status} is not a documented error status`;
  const body = answer.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return `not a JSON error body (content-type ${answer.contentType})`;
  if (body.success !== false) return 'success is not false';
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'no message';
  if (typeof body.error !== 'string' || !/^[A-Z][A-Z_]*$/.test(body.error))
    return `error is not a code: ${JSON.stringify(body.error)}`;
  if ('field' in body && typeof body.field !== 'string') return 'field is not a string';
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length > 0) return `undocumented keys: ${extra.join(', ')}`;
  if (LEAKS.test(body.message)) return `the message shows internals: ${body.message.slice(0, 300)}`;
  if (body.message.length > 2_000) return `the message is ${body.message.length} characters long (echoes the input?)`;
  return null;
}

/** Why a success answer is not `{success: true, data, ...}` (or a file download), or null. */
export function successShapeProblem(answer: SurfaceAnswer): string | null {
  if (answer.disposition.startsWith('attachment')) return null;
  const body = answer.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return `not a JSON body (content-type ${answer.contentType})`;
  if (body.success !== true) return 'success is not true';
  if (!('data' in body)) return 'no data';
  return null;
}

/** `{id}` slots filled with URL-encoded values. */
export function fillPath(path: string, values: Record<string, string>, encode = true): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encode ? encodeURIComponent(value) : value;
  });
}
