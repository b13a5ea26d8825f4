import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { appendToStream } from '../../src/events/store';
import { drainProjections } from '../../src/server/projections/runner';
import { recordVerification, verifyProjections } from '../../src/server/projections/verify';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventsVisible } from '../helpers/projections';
import { restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Issue 37, item 5: /api/health's details, for administrators only, show each async projection's lag and the time and
 * result of the last `projections:verify`.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
});
afterAll(() => t?.close());

const health = (token?: string) => restClient(t).get('/api/health', token);

describe('/api/health details', () => {
  it("shows an administrator each projection's lag, and the last verify once one ran", async () => {
    await drainProjections(t.db.sql, asyncProjections);
    await appendToStream(t.db.sql, { id: 'health-1', type: 'test' }, 0, [
      { type: 'Probe', data: {} },
      { type: 'Probe', data: {} },
    ]);
    await eventsVisible(t.db.sql);
    const before = await health(admin.token);
    expect(before.status).toBe(200);
    expect(before.body.details.lastVerify).toBeNull();
    const lag = Object.fromEntries(
      before.body.details.projections.map((p: { name: string; behind: number }) => [p.name, p.behind]),
    );
    expect(Object.keys(lag).sort()).toEqual(asyncProjections.map((p) => p.name).sort());
    expect(lag['event-type-counts']).toBe(2);

    await drainProjections(t.db.sql, asyncProjections);
    await recordVerification(t.db.sql, await verifyProjections(t.db.url));
    const after = await health(admin.token);
    expect(after.body.details.projections.every((p: { behind: number }) => p.behind === 0)).toBe(true);
    expect(after.body.details.lastVerify).toMatchObject({ ok: true, differingRows: 0, differingTables: [] });
    expect(Date.parse(after.body.details.lastVerify.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows no details to a customer or to a caller who is not signed in', async () => {
    for (const token of [customer.token, undefined]) {
      const answer = await health(token);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toHaveProperty('details');
      expect(answer.body.data).not.toHaveProperty('details');
    }
  });
});
