import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes as routeTable } from '../../src/rest-adapter/routes';
import type { RestRoute } from '../../src/rest-adapter/types';
import type { TestApp } from '../helpers/app';
import {
  type SurfaceAnswer,
  accessOf,
  closeSurfaceApp,
  errorShapeProblem,
  keyOf,
  startSurfaceApp,
} from '../helpers/surface';
import { PROBES, type Probe, type Who, callProbe } from '../helpers/surfaceProbes';
import { type World, buildWorld } from '../helpers/surfaceWorld';
import { ARABIC, arabicProblem } from '../helpers/arabicMessages';

/*
 * Every message in Arabic too (issue 22 item 5): every route of the table, asked with `Accept-Language: ar`, words its
 * refusals in Arabic — a signed-out caller's 401 on a guarded call, a customer's 403 on an admin call, and broken
 * requests (each field of the route's valid probe in turn given a value of the wrong type, each id in the path a word). A
 * message passes when it has Arabic letters and no Latin word but the request's own field names and values, the
 * route's words, codes (`EGP`, `PDF`, `FL-2026-000032`) and identifiers (`sort_by`, `price_asc`): an English sentence,
 * or an English word left in an Arabic one, fails, naming the route and the message.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startSurfaceApp();
  w = await buildWorld(t);
}, 120_000);
afterAll(() => closeSurfaceApp(t));

/** A value of the wrong type for a field holding `value`. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return { not: 'a string' };
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  return 'not-a-list-or-object';
}

/**
 * Broken forms of the route's valid probe: each id in its path a word, and each field of its JSON body, one at a time,
 * given a value of the wrong type (so every field's own message is asked for, not only the first one's).
 */
function brokenForms(route: RestRoute, probe: Probe): { what: string; probe: Probe }[] {
  const forms: { what: string; probe: Probe }[] = [];
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  for (const name of names)
    forms.push({
      what: `{${name}} a word`,
      probe: { ...probe, params: { ...(probe.params ?? {}), [name]: 'not-an-id' } },
    });
  const json = probe.json;
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    for (const [field, value] of Object.entries(json))
      forms.push({
        what: `${field} of the wrong type`,
        probe: { ...probe, json: { ...json, [field]: wrongType(value) } },
      });
  } else if (json !== undefined)
    forms.push({ what: 'a body of the wrong type', probe: { ...probe, json: 'not-an-object' } });
  return forms;
}

const callAs = (route: RestRoute, who: Who, probe: Probe): Promise<SurfaceAnswer> =>
  callProbe(t, w, route, who, probe, ARABIC);

describe('every route answers an Arabic caller in Arabic', () => {
  it('refusals (401, 403) and broken requests: Arabic messages in the documented shape, no English word', async () => {
    const problems: string[] = [];
    let checked = 0;
    const check = (route: RestRoute, what: string, answer: SurfaceAnswer, request: Probe) => {
      if (answer.status < 400) return;
      const shape = errorShapeProblem(answer);
      if (shape) {
        problems.push(`${keyOf(route)} (${what}, ${answer.status}): ${shape}`);
        return;
      }
      checked += 1;
      const problem = arabicProblem(answer.body as { message: string; details?: unknown }, [
        request.json ?? null,
        request.params ?? {},
        request.query ?? '',
        route.path,
      ]);
      if (problem) problems.push(`${keyOf(route)} (${what}, ${answer.status}): ${problem}`);
    };

    for (const route of routeTable) {
      const row = PROBES[keyOf(route)];
      if (!row || row.served) continue;
      const access = accessOf(route);
      const who: Who = access === 'admin' ? 'admin' : access === 'authed' ? 'customer' : 'none';
      let probe: Probe;
      try {
        probe = row.probe ? await row.probe(w, who === 'none' ? null : who === 'admin' ? w.admin : w.owner, who) : {};
      } catch (err) {
        problems.push(`${keyOf(route)}: the set-up failed: ${(err as Error).message}`);
        continue;
      }
      if (access !== 'public') check(route, 'signed out', await callAs(route, 'none', probe), probe);
      if (access === 'admin') check(route, 'as a customer', await callAs(route, 'customer', probe), probe);
      for (const bad of brokenForms(route, probe))
        check(route, bad.what, await callAs(route, who, bad.probe), bad.probe);
    }
    console.log(`${checked} refusals checked`);
    if (problems.length > 0) console.log(problems.join('\n'));
    // The sweep reached the surface: most guarded routes refuse a stranger, most routes with input refuse a broken one.
    expect(checked).toBeGreaterThan(350);
    expect(problems).toEqual([]);
  }, 300_000);
});
