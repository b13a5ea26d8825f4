import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { type RestClient, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * "E-mail me when it starts" on the Projects page, through REST and tRPC on a database of this file's own:
 * a follow per project and address, confirmed by an e-mailed link (double opt-in), asked twice without harm, and
 * for a signed-in grower their follows and stopping one. Refused calls leave the rows as they were.
 */

let t: TestApp;
let call: RestClient['call'];
beforeAll(async () => {
  t = await startTestApp();
  ({ call } = restClient(t));
});
afterAll(() => t?.close());

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;

const followers = (email: string) =>
  t.db.sql<{ project_id: string; status: string; language: string; user_id: string | null }[]>`
    select project_id, status, language, user_id::text as user_id from project_followers where email = ${email} order by project_id`;
const mailsTo = (email: string) =>
  t.db.sql<{ subject: string; body_text: string; body_html: string; user_id: string | null }[]>`
    select subject, body_text, body_html, user_id::text as user_id from mail_outbox
    where to_address = ${email} and kind = 'project_follow_confirmation' order by id`;
const tokenIn = (text: string) => text.match(/\/projects\/confirm\?token=([\w-]+)/)?.[1];
const rowCount = async () =>
  Number((await t.db.sql<{ n: number }[]>`select count(*)::int as n from project_followers`)[0]!.n);

async function verifiedUser(): Promise<TestUser> {
  const user = await createUser(t, { firstName: 'Hoda' });
  await t.db.sql`update users set email_verified_at = now() where id = ${user.id}`;
  return user;
}

describe('following an upcoming project', () => {
  it('stores a pending follow per project and e-mails a link; opening it confirms, once', async () => {
    const email = uniqueEmail('grower');
    const res = await call('POST', '/api/projects/lettuce-nft/follow', {
      body: { email: `  ${email.toUpperCase()} ` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { project_id: 'lettuce-nft', outcome: 'confirmation_sent' },
    });
    expect(res.body.message).toContain(email.toUpperCase());
    expect(res.body.message).toContain('"Lettuce in an NFT System"');
    expect(await followers(email)).toEqual([
      { project_id: 'lettuce-nft', status: 'pending', language: 'en', user_id: null },
    ]);

    const [mail] = await mailsTo(email.toUpperCase());
    expect(mail!.subject).toBe('Confirm: e-mail me when "Lettuce in an NFT System" starts');
    expect(mail!.body_text).toContain(`${t.config.publicUrl}/projects/confirm?token=`);
    const token = tokenIn(mail!.body_text)!;

    const confirmed = await call('POST', '/api/projects/follow/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      data: { project_id: 'lettuce-nft' },
      message: `Confirmed: we will e-mail ${email.toUpperCase()} when "Lettuce in an NFT System" starts.`,
    });
    expect((await followers(email))[0]!.status).toBe('confirmed');

    const reused = await call('POST', '/api/projects/follow/confirm', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ field: 'token', message: 'This confirmation link is invalid or has expired.' });
  });

  it('keeps one row per project and address: asking again sends no second e-mail within minutes, and a follower is told the same', async () => {
    const email = uniqueEmail('twice');
    const first = await call('POST', '/api/projects/herbs-garden/follow', { body: { email } });
    const again = await call('POST', '/api/projects/herbs-garden/follow', { body: { email } });
    expect(again.body).toEqual(first.body);
    expect(await followers(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);

    await call('POST', '/api/projects/follow/confirm', {
      body: { token: tokenIn((await mailsTo(email))[0]!.body_text) },
    });
    // A follower asking again (or anyone giving their address) learns nothing new and changes nothing.
    const third = await call('POST', '/api/projects/herbs-garden/follow', { body: { email, language: 'ar' } });
    expect(third.body).toEqual(first.body);
    expect(await followers(email)).toEqual([
      { project_id: 'herbs-garden', status: 'confirmed', language: 'en', user_id: null },
    ]);
    expect(await mailsTo(email)).toHaveLength(1);

    // Another project is a follow of its own.
    await call('POST', '/api/projects/cherry-tomatoes-dwc/follow', { body: { email } });
    expect((await followers(email)).map((f) => `${f.project_id}:${f.status}`)).toEqual([
      'cherry-tomatoes-dwc:pending',
      'herbs-garden:confirmed',
    ]);
  });

  it('e-mails the link in Arabic when the page was read in Arabic', async () => {
    const email = uniqueEmail('arabic');
    await call('POST', '/api/projects/cherry-tomatoes-dwc/follow', { body: { email, language: 'ar' } });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('أكّد: نراسلك عندما يبدأ «طماطم شيري داخل المنزل بنظام المزارع المائية العميقة»');
    expect(mail!.body_html).toContain('dir="rtl"');
    expect(tokenIn(mail!.body_text)).toBeDefined();
    expect((await followers(email))[0]!.language).toBe('ar');
  });

  it('refuses an unknown project, a bad address and a bogus link, naming the field and storing nothing', async () => {
    const before = await rowCount();
    const unknown = await call('POST', '/api/projects/mars-base/follow', { body: { email: uniqueEmail('x') } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'project_id', message: 'Please choose one of the upcoming projects' });
    const bad = await call('POST', '/api/projects/lettuce-nft/follow', { body: { email: 'not-an-address' } });
    expect(bad.body).toMatchObject({ field: 'email', message: 'Please enter a valid email address' });
    expect((await call('POST', '/api/projects/lettuce-nft/follow', { body: {} })).body.field).toBe('email');
    expect(
      (await call('POST', '/api/projects/lettuce-nft/follow', { body: { email: uniqueEmail('x'), language: 'fr' } }))
        .body.field,
    ).toBe('language');
    const bogus = await call('POST', '/api/projects/follow/confirm', { body: { token: 'x'.repeat(43) } });
    expect(bogus.body).toMatchObject({ field: 'token', message: 'This confirmation link is invalid or has expired.' });
    expect(await rowCount()).toBe(before);
  });
});

describe('a signed-in grower', () => {
  it('follows at once with their verified account address, is told so, and sees it among their follows', async () => {
    const grower = await verifiedUser();
    const res = await call('POST', '/api/projects/lettuce-nft/follow', {
      token: grower.token,
      body: { email: grower.email },
    });
    expect(res.body).toMatchObject({
      data: { project_id: 'lettuce-nft', outcome: 'following' },
      message: `You are following "Lettuce in an NFT System": we will e-mail ${grower.email} when it starts.`,
    });
    expect(await mailsTo(grower.email)).toHaveLength(0);
    const again = await call('POST', '/api/projects/lettuce-nft/follow', {
      token: grower.token,
      body: { email: grower.email },
    });
    expect(again.body).toMatchObject({
      data: { outcome: 'already_following' },
      message: `You already follow "Lettuce in an NFT System": we will e-mail ${grower.email} when it starts.`,
    });
    expect(await followers(grower.email)).toEqual([
      { project_id: 'lettuce-nft', status: 'confirmed', language: 'en', user_id: grower.id },
    ]);

    const following = await call('GET', '/api/projects/following', { token: grower.token });
    expect(following.body).toEqual({
      success: true,
      data: [{ project_id: 'lettuce-nft', email: grower.email, status: 'confirmed' }],
    });
    expect((await call('GET', '/api/projects/following')).status).toBe(401);
  });

  it('confirms by link any other address; that follow is not listed as theirs', async () => {
    const grower = await verifiedUser();
    const other = uniqueEmail('second-mailbox');
    const res = await call('POST', '/api/projects/herbs-garden/follow', {
      token: grower.token,
      body: { email: other },
    });
    expect(res.body.data.outcome).toBe('confirmation_sent');
    expect(await mailsTo(other)).toHaveLength(1);
    expect((await followers(other))[0]!.user_id).toBeNull();
    expect((await call('GET', '/api/projects/following', { token: grower.token })).body.data).toEqual([]);
  });

  it("is never told about, nor linked to, another person's follow", async () => {
    const owner = uniqueEmail('owner');
    await call('POST', '/api/projects/lettuce-nft/follow', { body: { email: owner } });
    await call('POST', '/api/projects/follow/confirm', {
      body: { token: tokenIn((await mailsTo(owner))[0]!.body_text) },
    });
    const stranger = await verifiedUser();
    const res = await call('POST', '/api/projects/lettuce-nft/follow', {
      token: stranger.token,
      body: { email: owner },
    });
    expect(res.body.data.outcome).toBe('confirmation_sent');
    expect(await followers(owner)).toEqual([
      { project_id: 'lettuce-nft', status: 'confirmed', language: 'en', user_id: null },
    ]);
    expect((await call('GET', '/api/projects/following', { token: stranger.token })).body.data).toEqual([]);
    expect((await call('DELETE', '/api/projects/lettuce-nft/follow', { token: stranger.token })).status).toBe(200);
    expect((await followers(owner))[0]!.status).toBe('confirmed');
  });

  it('stops following a project (the same answer when there was nothing to stop), and can follow again', async () => {
    const grower = await verifiedUser();
    await call('POST', '/api/projects/cherry-tomatoes-dwc/follow', {
      token: grower.token,
      body: { email: grower.email },
    });
    const stopped = await call('DELETE', '/api/projects/cherry-tomatoes-dwc/follow', { token: grower.token });
    expect(stopped.body).toMatchObject({
      data: { project_id: 'cherry-tomatoes-dwc' },
      message: 'You will get no e-mail about "Indoor Cherry Tomatoes in Deep Water Culture".',
    });
    expect((await followers(grower.email))[0]!.status).toBe('unfollowed');
    expect((await call('GET', '/api/projects/following', { token: grower.token })).body.data).toEqual([]);
    expect((await call('DELETE', '/api/projects/cherry-tomatoes-dwc/follow', { token: grower.token })).body).toEqual(
      stopped.body,
    );
    expect((await call('DELETE', '/api/projects/cherry-tomatoes-dwc/follow')).status).toBe(401);

    const back = await call('POST', '/api/projects/cherry-tomatoes-dwc/follow', {
      token: grower.token,
      body: { email: grower.email },
    });
    expect(back.body.data.outcome).toBe('following');
    expect((await followers(grower.email))[0]!.status).toBe('confirmed');
  });

  it('with an address not yet verified, confirms by link like a visitor, and the confirmed follow is then theirs', async () => {
    const grower = await createUser(t, { verified: false });
    await call('POST', '/api/projects/herbs-garden/follow', { token: grower.token, body: { email: grower.email } });
    const [mail] = await mailsTo(grower.email);
    expect(mail!.user_id).toBe(grower.id);
    expect((await call('GET', '/api/projects/following', { token: grower.token })).body.data).toEqual([]);
    await t.db.sql`update users set email_verified_at = now() where id = ${grower.id}`;
    await call('POST', '/api/projects/follow/confirm', { body: { token: tokenIn(mail!.body_text) } });
    expect((await call('GET', '/api/projects/following', { token: grower.token })).body.data).toEqual([
      { project_id: 'herbs-garden', email: grower.email, status: 'confirmed' },
    ]);
  });

  it('leaves no follow behind when the account is deleted', async () => {
    const grower = await verifiedUser();
    await call('POST', '/api/projects/lettuce-nft/follow', { token: grower.token, body: { email: grower.email } });
    await call('POST', '/api/projects/herbs-garden/follow', { body: { email: grower.email } });
    expect(await followers(grower.email)).toHaveLength(2);
    // As anonymiseAccount does it: status and e-mail replaced in one statement.
    await t.db
      .sql`update users set status = 'deleted', email = ${`deleted-user-${grower.id}@deleted.invalid`} where id = ${grower.id}`;
    expect(await followers(grower.email)).toEqual([]);
  });

  it('is served over tRPC with the same rules', async () => {
    const email = uniqueEmail('trpc');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/projects.follow',
      payload: { json: { project_id: 'herbs-garden', email } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ project_id: 'herbs-garden', outcome: 'confirmation_sent' });
    expect(await followers(email)).toHaveLength(1);
  });
});
