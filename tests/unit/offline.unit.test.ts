import { describe, expect, it } from 'vitest';
import {
  isKeepablePublicRead,
  markSavedAnswer,
  PUBLIC_READ_PROCEDURES,
  type RequestFacts,
  SAVED_ANSWER_HEADER,
  savedAnswerPlugin,
  serviceWorkerMatcher,
} from '../../src/client/lib/publicReads';
import type { Context } from '../../src/server/context';
import { appRouter } from '../../src/server/routers';
import { createCallerFactory } from '../../src/server/trpc';

const origin = 'http://fellah.test';

/** What the service worker's route sees of a request to `path` (relative to the site). */
function facts(path: string, { method = 'GET', token = false, sameOrigin = true } = {}): RequestFacts {
  const headers = new Headers(token ? { authorization: 'Bearer abc' } : {});
  return { url: new URL(path, origin), sameOrigin, request: { method, headers } };
}

/** A batched tRPC GET of these procedures, as httpBatchLink writes it. */
const batch = (...procedures: string[]) =>
  `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent('{"0":{"json":null}}')}`;

/** The matcher as sw.js receives it: its source text, evaluated in the global scope (no outer names reachable). */
const fromSource = (matcher: { toString(): string }) =>
  new Function(`return (${matcher.toString()});`)() as (f: RequestFacts) => boolean;

describe('which answers the service worker keeps', () => {
  const keeps = (f: RequestFacts) => isKeepablePublicRead(f, PUBLIC_READ_PROCEDURES);

  it('keeps a batch of public reads of crops, guides, soils, tasks, prices, weather and quizzes', () => {
    expect(keeps(facts(batch('crops.list', 'crops.statistics')))).toBe(true);
    expect(keeps(facts(batch('crops.bySlug')))).toBe(true);
    expect(
      keeps(
        facts(
          batch('crops.guides', 'soilTypes.forCrop', 'crops.seasonalTasks', 'marketPrices.history', 'weather.current'),
        ),
      ),
    ).toBe(true);
    expect(keeps(facts(batch('quizzes.list')))).toBe(true);
    expect(keeps(facts(batch('quizzes.questions')))).toBe(true);
  });

  it('never keeps an account, cart, favourites or order call, nor a batch that carries one', () => {
    for (const procedure of [
      'auth.profile',
      'cart.get',
      'cart.summary',
      'favorites.list',
      'orders.list',
      'auth.addresses',
      'products.list',
      'system.info',
    ]) {
      expect(keeps(facts(batch(procedure))), procedure).toBe(false);
      expect(keeps(facts(batch('crops.list', procedure))), `crops.list with ${procedure}`).toBe(false);
    }
  });

  it('never keeps a request that carries a token, a POST, another origin, /api or a page', () => {
    expect(keeps(facts(batch('crops.list'), { token: true }))).toBe(false);
    expect(keeps(facts(batch('quizzes.submit'), { method: 'POST' }))).toBe(false);
    expect(keeps(facts(batch('crops.list'), { method: 'POST' }))).toBe(false);
    expect(keeps(facts(batch('crops.list'), { sameOrigin: false }))).toBe(false);
    expect(keeps(facts('/api/crops'))).toBe(false);
    expect(keeps(facts('/crops/wheat'))).toBe(false);
    expect(keeps(facts('/trpc/'))).toBe(false);
    expect(keeps(facts('/trpc/%E0%A4%A'))).toBe(false);
  });

  it('decides the same in sw.js as here: the matcher’s source text is self-contained', () => {
    const matcher = serviceWorkerMatcher();
    const copied = fromSource(matcher);
    const cases = [
      facts(batch('crops.list', 'crops.statistics')),
      facts(batch('crops.list', 'cart.get')),
      facts(batch('crops.list'), { token: true }),
      facts(batch('weather.alerts'), { method: 'POST' }),
      facts('/api/crops'),
    ];
    expect(cases.map((c) => copied(c))).toEqual([true, false, false, false, false]);
    expect(cases.map((c) => matcher(c))).toEqual([true, false, false, false, false]);
  });
});

describe('a saved answer', () => {
  it('is marked, with its status and body unchanged; no saved answer stays none', async () => {
    const saved = new Response('{"ok":1}', { status: 200, headers: { 'content-type': 'application/json' } });
    const marked = await markSavedAnswer(saved, SAVED_ANSWER_HEADER);
    expect(marked?.headers.get(SAVED_ANSWER_HEADER)).toBe('1');
    expect(marked?.headers.get('content-type')).toBe('application/json');
    expect(marked?.status).toBe(200);
    expect(await marked?.text()).toBe('{"ok":1}');
    expect(await markSavedAnswer(undefined, SAVED_ANSWER_HEADER)).toBeUndefined();
  });

  it('is marked the same way by the plugin’s source text in sw.js', async () => {
    const { cachedResponseWillBeUsed } = savedAnswerPlugin();
    const copied = fromSource(cachedResponseWillBeUsed) as unknown as (p: {
      cachedResponse?: Response;
    }) => Promise<Response | undefined>;
    const marked = await copied({ cachedResponse: new Response('x') });
    expect(marked?.headers.get(SAVED_ANSWER_HEADER)).toBe('1');
    expect(
      (await cachedResponseWillBeUsed({ cachedResponse: new Response('x') }))?.headers.get(SAVED_ANSWER_HEADER),
    ).toBe('1');
  });
});

describe('the public reads, against the server', () => {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def
    .procedures;

  it('are all queries the server has', () => {
    for (const name of PUBLIC_READ_PROCEDURES) {
      expect(procedures[name], name).toBeDefined();
      expect(procedures[name]?._def.type, name).toBe('query');
    }
  });

  it('all answer a caller without an account (no 401 or 403), so their answer is the same for every visitor', async () => {
    const noDatabase = () => {
      throw new Error('no database in this test');
    };
    const ctx = {
      sql: noDatabase,
      user: null,
      authProblem: null,
      ip: '127.0.0.1',
      userAgent: 'test',
      requestId: 'r1',
    } as unknown as Context;
    const caller = createCallerFactory(appRouter)(ctx) as unknown as Record<
      string,
      Record<string, (input: unknown) => Promise<unknown>>
    >;
    for (const name of PUBLIC_READ_PROCEDURES) {
      const [domain, procedure] = name.split('.') as [string, string];
      const code = await caller[domain]![procedure]!(undefined).then(
        () => 'answered',
        (error: { code?: string }) => error.code ?? 'error',
      );
      expect(['UNAUTHORIZED', 'FORBIDDEN'], `${name} answered ${code}`).not.toContain(code);
    }
  });
});
