import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeSignature } from '../../src/server/learning/newsletter';
import { type TestApp, startTestApp } from '../helpers/app';
import { type FormPart, SAMPLE_FILES, multipartBody } from '../helpers/multipart';
import { type CallOptions, type JsonAnswer, type Method, callLoosely } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';
import { referenceFiles } from '../../src/server/reference/content';
import { insertQuiz, referenceQuizzes } from '../../src/server/reference/quizzes';
import { loadDataSets } from '../../src/server/seed';

/*
 * Learning and engagement through the real server (REST at /api, one call over tRPC), on a database of this file's
 * own: quizzes, the newsletter's double opt-in, the contact form and its hourly limit, support tickets, uploads.
 * Refused calls are checked for their message and field AND for leaving the stored data as it was.
 */

let t: TestApp;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  customer = await createUser(t, { firstName: 'Salma' });
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

const call = (method: Method, url: string, opts: CallOptions = {}) => callLoosely(t, method, url, opts);

const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n);

async function mailsTo(to: string, kind: string) {
  return t.db.sql<{ subject: string; body_text: string; body_html: string; user_id: string | null }[]>`
    select subject, body_text, body_html, user_id::text as user_id from mail_outbox where to_address = ${to} and kind = ${kind} order by id`;
}

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;

/* ================================================================== quizzes */

describe('quizzes', () => {
  /** A small quiz of our own with known answers: question n's right answer is its answer n. */
  let quiz: { id: string; questions: { id: string; answers: string[] }[] };
  let otherQuizAnswer: string;
  let emptyQuizId: string;

  beforeAll(async () => {
    expect(await loadDataSets(t.db.sql, [referenceQuizzes])).toEqual(['reference-quizzes']);
    const question = (n: number) => ({
      text: `Question ${n}?`,
      text_ar: `السؤال ${n}؟`,
      explanation: `Because ${n}.`,
      explanation_ar: `لأن ${n}.`,
      answers: [1, 2, 3, 4].map((a) => ({ text: `Answer ${n}.${a}`, text_ar: `إجابة ${n}.${a}`, correct: a === n })),
    });
    const base = {
      description: 'Test',
      description_ar: 'اختبار',
      category: 'other',
      topic: 'Testing',
      topic_ar: 'اختبار',
      difficulty: 'advanced',
    } as const;
    const ids = await t.db.sql.begin(async (tx) => ({
      test: await insertQuiz(
        tx,
        { ...base, slug: 'test-quiz', title: 'Test Quiz', title_ar: 'اختبار', questions: [1, 2, 3, 4].map(question) },
        100,
      ),
      empty: await insertQuiz(
        tx,
        { ...base, slug: 'empty-quiz', title: 'Empty Quiz', title_ar: 'فارغ', questions: [] },
        101,
      ),
      hidden: await insertQuiz(
        tx,
        { ...base, slug: 'hidden-quiz', title: 'Hidden Quiz', title_ar: 'مخفي', questions: [question(1)] },
        102,
      ),
    }));
    await t.db.sql`update quizzes set is_active = false where id = ${ids.hidden}`;
    emptyQuizId = ids.empty;
    const questions = await t.db.sql<{ id: string; answers: string[] }[]>`
      select q.id::text as id, array(select a.id::text from quiz_answers a where a.question_id = q.id order by a.position) as answers
      from quiz_questions q where q.quiz_id = ${ids.test} order by q.position`;
    quiz = { id: ids.test, questions };
    const [foreign] = await t.db.sql<{ id: string }[]>`
      select a.id::text as id from quiz_answers a join quiz_questions q on q.id = a.question_id join quizzes z on z.id = q.quiz_id
      where z.slug = 'hydroponics' limit 1`;
    otherQuizAnswer = foreign!.id;
  });

  const attempts = () => count(t.db.sql`select count(*)::int as n from quiz_attempts`);
  /** question n → its answer `pick` (1-based); the right one when pick = n. */
  const choose = (picks: number[]) =>
    Object.fromEntries(picks.map((pick, n) => [quiz.questions[n]!.id, quiz.questions[n]!.answers[pick - 1]!]));

  it('lists the active quizzes with their counts, Arabic beside English; the spec three are there', async () => {
    const res = await call('GET', '/api/quizzes');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const list = res.body.data as JsonAnswer[];
    expect(res.body.quizzes).toEqual(list);
    expect(list.map((q) => q.slug)).toEqual([
      ...referenceFiles.quizzes.load().map((q) => q.slug),
      'test-quiz',
      'empty-quiz',
    ]);
    const bySlug = new Map(list.map((q) => [q.slug, q]));
    expect(bySlug.get('basic-agriculture')).toMatchObject({
      title: 'Basic Agriculture',
      difficulty: 'beginner',
      questions_count: 10,
      estimated_minutes: 15,
    });
    expect(bySlug.get('hydroponics')).toMatchObject({
      category: 'hydroponics',
      difficulty: 'intermediate',
      questions_count: 12,
      estimated_minutes: 18,
    });
    expect(bySlug.get('egyptian-farming')).toMatchObject({ difficulty: 'beginner', questions_count: 10 });
    expect(bySlug.get('empty-quiz')).toMatchObject({ questions_count: 0 });
    for (const q of list) {
      expect(Object.keys(q).sort()).toEqual(
        [
          'category',
          'description',
          'description_ar',
          'difficulty',
          'estimated_minutes',
          'id',
          'questions_count',
          'slug',
          'title',
          'title_ar',
          'topic',
          'topic_ar',
        ].sort(),
      );
    }
    expect(bySlug.get('hydroponics').title_ar).toMatch(/[\u0600-\u06FF]/);
    expect(new Set(referenceFiles.quizzes.load().map((q) => q.topic)).size).toBe(8);
  });

  it('filters the list by category and difficulty, and refuses an unknown category', async () => {
    const hydro = await call('GET', '/api/quizzes?category=hydroponics');
    expect(hydro.body.data.every((q: JsonAnswer) => q.category === 'hydroponics')).toBe(true);
    expect(hydro.body.data.length).toBeGreaterThan(0);
    const beginner = await call('GET', '/api/quizzes?difficulty=beginner&category=');
    expect(beginner.body.data.map((q: JsonAnswer) => q.difficulty)).toEqual(beginner.body.data.map(() => 'beginner'));
    const bad = await call('GET', '/api/quizzes?category=poetry');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, field: 'category' });
  });

  it("serves a quiz's questions in order with their answers, and never which answer is right", async () => {
    const res = await call('GET', `/api/quizzes/${quiz.id}/questions`);
    expect(res.status).toBe(200);
    const questions = res.body.data as JsonAnswer[];
    expect(res.body.questions).toEqual(questions);
    expect(questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id));
    expect(questions[0]).toEqual({
      id: quiz.questions[0]!.id,
      question_text: 'Question 1?',
      question_text_ar: 'السؤال 1؟',
      image_url: null,
      explanation: 'Because 1.',
      explanation_ar: 'لأن 1.',
      answers: quiz.questions[0]!.answers.map((id, i) => ({
        id,
        answer_text: `Answer 1.${i + 1}`,
        answer_text_ar: `إجابة 1.${i + 1}`,
      })),
    });
    expect(res.raw).not.toMatch(/correct/i);
    const demo = await call('GET', '/api/quizzes/hydroponics/questions');
    expect(demo.status).toBe(200);
    expect(demo.body.data).toHaveLength(12);
    expect(demo.raw).not.toMatch(/is_correct|"correct"/);
    expect(
      demo.body.data.every((q: JsonAnswer) => q.answers.length === 4 && q.question_text_ar && q.explanation_ar),
    ).toBe(true);
  });

  it("answers 404 'Quiz not found' for an unknown or inactive quiz, and 404 for a quiz with no questions", async () => {
    for (const ref of ['999999', 'no-such-quiz', 'hidden-quiz']) {
      const res = await call('GET', `/api/quizzes/${ref}/questions`);
      expect(res.status, ref).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Quiz not found', error: 'NOT_FOUND' });
    }
    const empty = await call('GET', `/api/quizzes/${emptyQuizId}/questions`);
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe('No questions available for this quiz');
    const submit = await call('POST', `/api/quizzes/${emptyQuizId}/submit`, {
      body: { quiz_id: emptyQuizId, answers: {}, time_taken: 5 },
    });
    expect(submit.status).toBe(404);
    expect(submit.body.message).toBe('No questions available for this quiz');
  });

  it('scores a submission on the server and reveals the results only in its answer', async () => {
    const res = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
      body: { quiz_id: quiz.id, answers: choose([1, 2, 3, 4]), time_taken: 42 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      quiz_id: quiz.id,
      score: 100,
      correct_answers: 4,
      total_questions: 4,
      level: 'Expert',
      time_taken: 42,
    });
    expect(res.body.data.results).toEqual(
      quiz.questions.map((q, i) => ({
        question_id: q.id,
        chosen_answer_id: q.answers[i],
        correct_answer_id: q.answers[i],
        correct: true,
      })),
    );
    // three right of four: 75 % is Advanced; two: 50 % Intermediate; one: 25 % Beginner
    const three = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
      body: { quiz_id: Number(quiz.id), answers: choose([1, 2, 3, 1]), time_taken: 10.4 },
    });
    expect(three.body.data).toMatchObject({ score: 75, correct_answers: 3, level: 'Advanced', time_taken: 10 });
    expect(three.body.data.results[3]).toEqual({
      question_id: quiz.questions[3]!.id,
      chosen_answer_id: quiz.questions[3]!.answers[0],
      correct_answer_id: quiz.questions[3]!.answers[3],
      correct: false,
    });
    const two = await call('POST', '/api/quizzes/test-quiz/submit', {
      body: { quiz_id: 'test-quiz', answers: choose([1, 2, 1, 1]), time_taken: 9 },
    });
    expect(two.body.data).toMatchObject({ score: 50, level: 'Intermediate' });
  });

  it('scores an empty submission 0, every question unanswered, and keeps the attempt', async () => {
    const before = await attempts();
    const res = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
      body: { quiz_id: quiz.id, answers: {}, time_taken: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ score: 0, correct_answers: 0, total_questions: 4, level: 'Beginner' });
    expect(res.body.data.results.every((r: JsonAnswer) => r.chosen_answer_id === null && r.correct === false)).toBe(
      true,
    );
    // a partial one: the unanswered count as wrong
    const partial = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
      body: { answers: { [quiz.questions[0]!.id]: quiz.questions[0]!.answers[0], [quiz.questions[1]!.id]: null } },
    });
    expect(partial.body.data).toMatchObject({ score: 25, correct_answers: 1, total_questions: 4, time_taken: 0 });
    expect(await attempts()).toBe(before + 2);
  });

  it('refuses answer ids of another question or quiz, unknown questions and a mismatched quiz_id, keeping nothing', async () => {
    const before = await attempts();
    const q1 = quiz.questions[0]!.id;
    const cases: [unknown, string, RegExp][] = [
      [{ [q1]: quiz.questions[1]!.answers[0] }, `answers.${q1}`, /is not one of the answers to question/],
      [{ [q1]: otherQuizAnswer }, `answers.${q1}`, /is not one of the answers to question/],
      [{ [q1]: '999999999' }, `answers.${q1}`, /is not one of the answers to question/],
      [{ '999999999': quiz.questions[0]!.answers[0] }, 'answers.999999999', /is not part of this quiz/],
    ];
    for (const [answers, field, message] of cases) {
      const res = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
        body: { quiz_id: quiz.id, answers, time_taken: 5 },
      });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field });
      expect(res.body.message).toMatch(message);
    }
    const mismatch = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
      body: { quiz_id: emptyQuizId, answers: {}, time_taken: 5 },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      field: 'quiz_id',
      message: 'quiz_id does not match the quiz being submitted',
    });
    const badTime = await call('POST', `/api/quizzes/${quiz.id}/submit`, { body: { answers: {}, time_taken: -1 } });
    expect(badTime.body).toMatchObject({ field: 'time_taken', message: 'time_taken must be 0 or more' });
    const badAnswers = await call('POST', `/api/quizzes/${quiz.id}/submit`, { body: { answers: [1, 2] } });
    expect(badAnswers.status).toBe(400);
    expect(badAnswers.body.field).toBe('answers');
    const unknown = await call('POST', '/api/quizzes/no-such-quiz/submit', { body: { answers: {} } });
    expect(unknown.status).toBe(404);
    expect(await attempts()).toBe(before);
  });

  it("keeps a signed-in reader's attempts under their account, a visitor's under none", async () => {
    const anonymous = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
      body: { quiz_id: quiz.id, answers: choose([1, 1, 1, 1]), time_taken: 7 },
    });
    const [anonymousRow] = await t.db.sql<{ user_id: string | null; score: number; answers: unknown }[]>`
      select user_id::text as user_id, score, answers from quiz_attempts where id = ${anonymous.body.data.attempt_id}`;
    expect(anonymousRow).toMatchObject({ user_id: null, score: 25 });
    const signedIn = await call('POST', `/api/quizzes/${quiz.id}/submit`, {
      token: customer.token,
      body: { quiz_id: quiz.id, answers: choose([1, 2, 3, 4]), time_taken: 30 },
    });
    const [signedInRow] = await t.db.sql<{ user_id: string | null; answers: unknown }[]>`
      select user_id::text as user_id, answers from quiz_attempts where id = ${signedIn.body.data.attempt_id}`;
    expect(signedInRow).toEqual({ user_id: customer.id, answers: choose([1, 2, 3, 4]) });

    const mine = await call('GET', '/api/quizzes/attempts', { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.attempts).toHaveLength(1);
    expect(mine.body.attempts[0]).toMatchObject({
      id: signedIn.body.data.attempt_id,
      quiz_slug: 'test-quiz',
      quiz_title: 'Test Quiz',
      score: 100,
      level: 'Expert',
      time_taken: 30,
    });
    expect(mine.body.pagination).toMatchObject({ page: 1, total: 1 });
    expect((await call('GET', '/api/quizzes/attempts', { token: other.token })).body.attempts).toEqual([]);
    expect((await call('GET', '/api/quizzes/attempts')).status).toBe(401);
  });

  it('is the same procedure over tRPC', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/quizzes.list?input=${encodeURIComponent(JSON.stringify({ json: { category: 'hydroponics' } }))}`,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().result.data.json as JsonAnswer[];
    expect(list.map((q) => q.slug)).toContain('hydroponics');
  });
});

/* ================================================================== newsletter */

describe('newsletter', () => {
  const subscriber = async (email: string) =>
    (
      await t.db.sql<{ status: string; user_id: string | null; preferences: unknown }[]>`
      select status, user_id::text as user_id, preferences from newsletter_subscribers where email = ${email}`
    )[0];
  const tokenIn = (text: string) => text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1];

  it('subscribes with double opt-in: a pending row and a confirmation e-mail through the outbox', async () => {
    const email = uniqueEmail('news');
    const res = await call('POST', '/api/newsletter/subscribe', { body: { email: `  ${email.toUpperCase()} ` } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.stringMatching(/check your e-mail/) });
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      preferences: { topics: ['crop_tips', 'offers', 'market_prices'], frequency: 'weekly' },
    });
    const mails = await mailsTo(email.toUpperCase(), 'newsletter_confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain(`${t.config.publicUrl}/newsletter/confirm?token=`);
    const token = tokenIn(mails[0]!.body_text)!;
    expect(mails[0]!.body_html).toContain(token);

    // subscribing again does not duplicate the row nor send a second e-mail right away
    const again = await call('POST', '/api/newsletter/subscribe', { body: { email } });
    expect(again.body.message).toBe(res.body.message);
    expect(await count(t.db.sql`select count(*)::int as n from newsletter_subscribers where email = ${email}`)).toBe(1);
    expect(
      await count(
        t.db
          .sql`select count(*)::int as n from mail_outbox where lower(to_address) = ${email} and kind = 'newsletter_confirmation'`,
      ),
    ).toBe(1);

    // the link confirms once
    const confirmed = await call('POST', '/api/newsletter/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/confirmed/);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
    const reused = await call('POST', '/api/newsletter/confirm', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ field: 'token', message: 'This confirmation link is invalid or has expired.' });

    // subscribing a confirmed address answers the same, sends nothing and changes nothing
    const third = await call('POST', '/api/newsletter/subscribe', { body: { email } });
    expect(third.body.message).toBe(res.body.message);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
    expect(await count(t.db.sql`select count(*)::int as n from mail_outbox where lower(to_address) = ${email}`)).toBe(
      1,
    );
  });

  it('refuses a bad e-mail (400, field email) and an unknown token, storing nothing', async () => {
    const before = await count(t.db.sql`select count(*)::int as n from newsletter_subscribers`);
    for (const email of ['not-an-email', '', 'a@b']) {
      const res = await call('POST', '/api/newsletter/subscribe', { body: { email } });
      expect(res.status, email).toBe(400);
      expect(res.body).toMatchObject({ success: false, field: 'email' });
    }
    expect((await call('POST', '/api/newsletter/subscribe', { body: {} })).body.field).toBe('email');
    const bogus = await call('POST', '/api/newsletter/confirm', { body: { token: 'x'.repeat(43) } });
    expect(bogus.status).toBe(400);
    expect(bogus.body.field).toBe('token');
    expect(await count(t.db.sql`select count(*)::int as n from newsletter_subscribers`)).toBe(before);
  });

  it('unsubscribes by the mailed signed link with the same answer whether or not the address was subscribed; a new subscription starts over', async () => {
    const email = uniqueEmail('leaver');
    await call('POST', '/api/newsletter/subscribe', { body: { email } });
    const mail = (await mailsTo(email, 'newsletter_confirmation'))[0]!;
    const token = tokenIn(mail.body_text)!;
    await call('POST', '/api/newsletter/confirm', { body: { token } });

    // the e-mail ends with the unsubscribe page's link: the address and its signature
    const link = new URL(mail.body_text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/)![0]);
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail.body_html).toContain(
      `/newsletter/unsubscribe?email=${encodeURIComponent(email)}&#38;token=${link.searchParams.get('token')}`,
    );
    const res = await call('POST', '/api/newsletter/unsubscribe', {
      body: { email, token: link.searchParams.get('token') },
    });
    expect(res.status).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    const stranger = uniqueEmail('stranger');
    const unknown = await call('POST', '/api/newsletter/unsubscribe', {
      body: { email: stranger, token: unsubscribeSignature(t.config.jwtSecret, stranger) },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(res.body.message);
    expect(await subscriber(stranger)).toBeUndefined();
    expect(
      (await call('POST', '/api/newsletter/unsubscribe', { body: { email: 'nope', token: 'x' } })).body.field,
    ).toBe('email');

    await call('POST', '/api/newsletter/subscribe', { body: { email } });
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
    expect(await mailsTo(email, 'newsletter_confirmation')).toHaveLength(2);
  });

  /** Subscribe over REST with an Accept-Language header (and a bearer token), as the storefront does. */
  const subscribeIn = async (email: string, language?: string, token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: {
        ...(language ? { 'accept-language': language } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: { email },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const languageOf = async (email: string) =>
    (await t.db.sql<{ language: string }[]>`select language from newsletter_subscribers where email = ${email}`)[0]
      ?.language;

  it("writes an Arabic caller's confirmation in Arabic, right to left, with both links on the /ar pages", async () => {
    const email = uniqueEmail('arabic');
    const res = await subscribeIn(email, 'ar-EG,ar;q=0.9,en;q=0.5');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await languageOf(email)).toBe('ar');
    const mails = await mailsTo(email, 'newsletter_confirmation');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('أكّد اشتراكك في نشرة فلّاح البريدية');
    expect(mail.body_text.startsWith('مرحبًا،')).toBe(true);
    expect(mail.body_text).toContain(`تأكيد الاشتراك: ${t.config.publicUrl}/ar/newsletter/confirm?token=`);
    const unsubscribe = new URL(mail.body_text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/)![0]);
    expect(unsubscribe.pathname).toBe('/ar/newsletter/unsubscribe');
    expect(unsubscribe.searchParams.get('token')).toBe(unsubscribeSignature(t.config.jwtSecret, email));
    expect(mail.body_html).toContain('<html lang="ar" dir="rtl">');

    // the Arabic page's link confirms like any other
    const confirmed = await call('POST', '/api/newsletter/confirm', { body: { token: tokenIn(mail.body_text) } });
    expect(confirmed.status).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it("takes the caller's language again when the address subscribes again; a stranger does not change a confirmed reader's", async () => {
    const email = uniqueEmail('switcher');
    await subscribeIn(email, 'ar');
    expect(await languageOf(email)).toBe('ar');
    // past the ten minutes between two confirmation e-mails, the address asks again in English
    await t.db
      .sql`update newsletter_subscribers set confirm_sent_at = now() - interval '11 minutes' where email = ${email}`;
    await subscribeIn(email, 'en-GB,en;q=0.9');
    expect(await languageOf(email)).toBe('en');
    const mails = await mailsTo(email, 'newsletter_confirmation');
    expect(mails.map((m) => m.subject)).toEqual([
      'أكّد اشتراكك في نشرة فلّاح البريدية',
      'Confirm your subscription to the Fellah newsletter',
    ]);
    expect(mails[1]!.body_text).toContain(`${t.config.publicUrl}/newsletter/confirm?token=`);
    expect(mails[1]!.body_text).not.toMatch(/[\u0600-\u06FF]/);
    expect(mails[1]!.body_html).toContain('dir="ltr"');

    await call('POST', '/api/newsletter/confirm', { body: { token: tokenIn(mails[1]!.body_text) } });
    expect((await subscribeIn(email, 'ar')).status).toBe(200);
    expect(await languageOf(email)).toBe('en');
    expect(await mailsTo(email, 'newsletter_confirmation')).toHaveLength(2);
  });

  it("takes a signed-in reader's saved language when the call names none", async () => {
    const reader = await createUser(t, { verified: false });
    await t.db.sql`update users set preferences = ${t.db.sql.json({ language: 'ar' })} where id = ${reader.id}`;
    const res = await call('PUT', '/api/newsletter/preferences', { token: reader.token, body: { subscribed: true } });
    expect(res.body.data).toMatchObject({ status: 'pending' });
    expect(await languageOf(reader.email)).toBe('ar');
    const [mail] = await mailsTo(reader.email, 'newsletter_confirmation');
    expect(mail!.subject).toBe('أكّد اشتراكك في نشرة فلّاح البريدية');
    expect(mail!.body_text).toContain(`${t.config.publicUrl}/ar/newsletter/confirm?token=`);
  });

  it("keeps a signed-in reader's preferences; subscribing through them asks for confirmation unless the e-mail is verified", async () => {
    expect((await call('GET', '/api/newsletter/preferences')).status).toBe(401);
    const reader = await createUser(t, { verified: false });
    const initial = await call('GET', '/api/newsletter/preferences', { token: reader.token });
    expect(initial.body.data).toEqual({
      email: reader.email,
      status: 'unsubscribed',
      subscribed: false,
      topics: ['crop_tips', 'offers', 'market_prices'],
      frequency: 'weekly',
    });

    const saved = await call('PUT', '/api/newsletter/preferences', {
      token: reader.token,
      body: { topics: ['market_prices', 'crop_tips'], frequency: 'monthly' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Newsletter preferences saved.',
      data: { status: 'unsubscribed', topics: ['crop_tips', 'market_prices'], frequency: 'monthly' },
    });

    const bad = await call('PUT', '/api/newsletter/preferences', { token: reader.token, body: { frequency: 'daily' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('frequency');
    const badTopic = await call('PUT', '/api/newsletter/preferences', {
      token: reader.token,
      body: { topics: ['gossip'] },
    });
    expect(badTopic.body.field).toBe('topics.0');

    const subscribing = await call('PUT', '/api/newsletter/preferences', {
      token: reader.token,
      body: { subscribed: true },
    });
    expect(subscribing.body.data).toMatchObject({ status: 'pending', subscribed: false, frequency: 'monthly' });
    expect(subscribing.body.message).toMatch(/confirm your subscription/);
    expect(await mailsTo(reader.email, 'newsletter_confirmation')).toHaveLength(1);
    expect(await subscriber(reader.email)).toMatchObject({ user_id: reader.id });

    const verified = await createUser(t);
    await t.db.sql`update users set email_verified_at = now() where id = ${verified.id}`;
    const direct = await call('PUT', '/api/newsletter/preferences', {
      token: verified.token,
      body: { subscribed: true, topics: ['offers'] },
    });
    expect(direct.body.data).toMatchObject({ status: 'confirmed', subscribed: true, topics: ['offers'] });
    expect(await mailsTo(verified.email, 'newsletter_confirmation')).toHaveLength(0);

    const leaving = await call('PUT', '/api/newsletter/preferences', {
      token: verified.token,
      body: { subscribed: false },
    });
    expect(leaving.body.data).toMatchObject({ status: 'unsubscribed', subscribed: false, topics: ['offers'] });
  });
});

/* ================================================================== contact */

describe('contact', () => {
  const message = (email: string, n = 1) => ({
    name: 'Hany Mostafa',
    email,
    subject: `Drip kit question ${n}`,
    message: 'Which emitter spacing suits tomatoes?\n\nThanks.',
  });

  it("stores a message and e-mails it to the store's inbox", async () => {
    const email = uniqueEmail('contact');
    const res = await call('POST', '/api/contact', { body: message(email), ip: '10.1.0.1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Thank you for your message. We will get back to you soon.',
    });
    const [row] = await t.db
      .sql`select name, email, subject, message, ip from contact_messages where id = ${res.body.data.id}`;
    expect(row).toEqual({
      name: 'Hany Mostafa',
      email,
      subject: 'Drip kit question 1',
      message: 'Which emitter spacing suits tomatoes?\n\nThanks.',
      ip: '10.1.0.1',
    });
    const [mail] = (await mailsTo('hello@fellah.eg', 'contact_message')).filter((m) => m.body_text.includes(email));
    expect(mail!.subject).toBe('[Contact] Drip kit question 1');
    expect(mail!.body_text).toContain('Which emitter spacing suits tomatoes?');
    expect(mail!.body_html).toContain(`mailto:${email}`);
  });

  it('refuses missing and over-long fields, naming them, storing nothing', async () => {
    const before = await count(t.db.sql`select count(*)::int as n from contact_messages`);
    const valid = message(uniqueEmail('fields'));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: ' ' }, 'name', 'Please fill in name'],
      [{ ...valid, email: 'nobody' }, 'email', 'Please enter a valid email address'],
      [{ ...valid, subject: undefined }, 'subject', 'Please fill in subject'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'message must be at most 5000 characters'],
      [{ ...valid, name: 'n'.repeat(101) }, 'name', 'name must be at most 100 characters'],
    ];
    for (const [body, field, text] of cases) {
      const res = await call('POST', '/api/contact', { body, ip: '10.1.0.2' });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ success: false, field, message: text });
    }
    expect(await count(t.db.sql`select count(*)::int as n from contact_messages`)).toBe(before);
  });

  it('takes at most 5 messages an hour from one address: the sixth is a 429 with a clear message, not stored or sent', async () => {
    for (let n = 1; n <= 5; n++)
      expect(
        (await call('POST', '/api/contact', { body: message(uniqueEmail('burst'), n), ip: '10.2.0.1' })).status,
      ).toBe(201);
    const mailsBefore = (await mailsTo('hello@fellah.eg', 'contact_message')).length;
    const sixth = await call('POST', '/api/contact', { body: message(uniqueEmail('burst'), 6), ip: '10.2.0.1' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      message: 'You have sent 5 messages in the last hour. Please try again in 60 minutes.',
    });
    expect(sixth.body.details.retry_after_seconds).toBeGreaterThan(3500);
    expect(await count(t.db.sql`select count(*)::int as n from contact_messages where ip = '10.2.0.1'`)).toBe(5);
    expect(await mailsTo('hello@fellah.eg', 'contact_message')).toHaveLength(mailsBefore);
    // another address is not held back
    expect((await call('POST', '/api/contact', { body: message(uniqueEmail('calm')), ip: '10.2.0.2' })).status).toBe(
      201,
    );
  });

  it('also counts per e-mail, across addresses; an hour-old message no longer counts', async () => {
    const email = uniqueEmail('roamer');
    for (let n = 1; n <= 5; n++)
      expect((await call('POST', '/api/contact', { body: message(email, n), ip: `10.3.0.${n}` })).status).toBe(201);
    expect((await call('POST', '/api/contact', { body: message(email, 6), ip: '10.3.0.9' })).status).toBe(429);
    await t.db
      .sql`update contact_messages set created_at = created_at - interval '61 minutes' where id = (select min(id) from contact_messages where email = ${email})`;
    expect((await call('POST', '/api/contact', { body: message(email, 7), ip: '10.3.0.9' })).status).toBe(201);
  });
});

/* ================================================================== support tickets */

describe('support tickets', () => {
  let ticketId: string;
  const ticketRow = async (id: string) =>
    (
      await t.db.sql<{ status: string; messages: number }[]>`
      select status, (select count(*) from support_messages m where m.ticket_id = t.id)::int as messages from support_tickets t where id = ${id}`
    )[0]!;

  it('opens a ticket with its first message for a signed-in customer', async () => {
    expect(
      (
        await call('POST', '/api/support/tickets', {
          body: { subject: 'Late order', category: 'delivery', message: 'Where is it?' },
        })
      ).status,
    ).toBe(401);
    const res = await call('POST', '/api/support/tickets', {
      token: customer.token,
      body: { subject: ' Late order ', category: 'delivery', message: 'My order #12 is a week late.' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Ticket created',
      data: {
        user_id: customer.id,
        subject: 'Late order',
        category: 'delivery',
        status: 'open',
        priority: 'normal',
        message_count: 1,
      },
    });
    expect(res.body.data.messages).toEqual([
      expect.objectContaining({ body: 'My order #12 is a week late.', is_staff: false, author_name: 'Salma' }),
    ]);
    ticketId = res.body.data.id;
  });

  it('refuses a bad category or an empty message, naming the field', async () => {
    const before = await count(t.db.sql`select count(*)::int as n from support_tickets`);
    const bad = await call('POST', '/api/support/tickets', {
      token: customer.token,
      body: { subject: 'x', category: 'gossip', message: 'y' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('category');
    const empty = await call('POST', '/api/support/tickets', {
      token: customer.token,
      body: { subject: 'x', category: 'other', message: '' },
    });
    expect(empty.body).toMatchObject({ field: 'message', message: 'Please fill in message' });
    expect(await count(t.db.sql`select count(*)::int as n from support_tickets`)).toBe(before);
  });

  it("lists a customer's own tickets; an administrator sees everyone's, filtered by status", async () => {
    const othersTicket = await call('POST', '/api/support/tickets', {
      token: other.token,
      body: { subject: 'Seeds', category: 'product', message: 'Are they treated?' },
    });
    const mine = await call('GET', '/api/support/tickets', { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.tickets.map((x: JsonAnswer) => x.id)).toEqual([ticketId]);
    expect(mine.body.data).toEqual(mine.body.tickets);
    expect(mine.body.pagination).toMatchObject({ page: 1, limit: 20, total: 1 });
    const theirs = await call('GET', '/api/support/tickets', { token: other.token });
    expect(theirs.body.tickets.map((x: JsonAnswer) => x.id)).toEqual([othersTicket.body.data.id]);
    const all = await call('GET', '/api/support/tickets?status=open', { token: admin.token });
    expect(all.body.tickets.map((x: JsonAnswer) => x.id).sort()).toEqual([ticketId, othersTicket.body.data.id].sort());
    expect((await call('GET', '/api/support/tickets?status=closed', { token: admin.token })).body.tickets).toEqual([]);
    expect((await call('GET', '/api/support/tickets?status=lost', { token: admin.token })).body.field).toBe('status');
    expect((await call('GET', '/api/support/tickets')).status).toBe(401);
  });

  it('shows a ticket to its owner and administrators; to another customer it does not exist', async () => {
    expect((await call('GET', `/api/support/tickets/${ticketId}`, { token: customer.token })).status).toBe(200);
    expect(
      (await call('GET', `/api/support/tickets/${ticketId}`, { token: admin.token })).body.data.customer_email,
    ).toBe(customer.email);
    for (const [method, url, body] of [
      ['GET', `/api/support/tickets/${ticketId}`, undefined],
      ['PUT', `/api/support/tickets/${ticketId}`, { message: 'Me too' }],
      ['PUT', `/api/support/tickets/${ticketId}/close`, undefined],
    ] as const) {
      const res = await call(method, url, { token: other.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Ticket not found');
    }
    expect((await call('GET', '/api/support/tickets/999999', { token: admin.token })).status).toBe(404);
    expect(await ticketRow(ticketId)).toEqual({ status: 'open', messages: 1 });
  });

  it("lets only staff change the status; a staff answer marks it answered and e-mails the owner; the owner's reply reopens it", async () => {
    const refused = await call('PUT', `/api/support/tickets/${ticketId}`, {
      token: customer.token,
      body: { status: 'answered' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      field: 'status',
      message: 'Only support staff can change the status of a ticket',
    });
    const nothing = await call('PUT', `/api/support/tickets/${ticketId}`, { token: customer.token, body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.field).toBe('message');
    expect(await ticketRow(ticketId)).toEqual({ status: 'open', messages: 1 });

    const answered = await call('PUT', `/api/support/tickets/${ticketId}`, {
      token: admin.token,
      body: { message: 'It left our store today; tracking follows.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ message: 'Ticket updated', data: { status: 'answered', message_count: 2 } });
    expect(answered.body.data.messages[1]).toMatchObject({
      is_staff: true,
      author_name: 'Fellah support',
      body: 'It left our store today; tracking follows.',
    });
    const mails = await mailsTo(customer.email, 'support_reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Re: Late order [ticket #${ticketId}]`);
    expect(mails[0]!.body_text).toContain('It left our store today; tracking follows.');
    expect(mails[0]!.body_text).toContain(`${t.config.publicUrl}/profile?tab=support&ticket=${ticketId}`);
    expect(mails[0]!.user_id).toBe(customer.id);

    const reply = await call('PUT', `/api/support/tickets/${ticketId}`, {
      token: customer.token,
      body: { message: 'Thank you!' },
    });
    expect(reply.body.data).toMatchObject({ status: 'open', message_count: 3 });
    expect(reply.body.data.messages[2]).toMatchObject({ is_staff: false, author_name: 'Salma' });
    expect(await mailsTo(customer.email, 'support_reply')).toHaveLength(1);

    const setByAdmin = await call('PUT', `/api/support/tickets/${ticketId}`, {
      token: admin.token,
      body: { status: 'answered' },
    });
    expect(setByAdmin.body.data).toMatchObject({ status: 'answered', message_count: 3 });
  });

  it("e-mails a staff answer in the owner's language: Arabic, right to left, linking to the ticket on the /ar page", async () => {
    const amina = await createUser(t, { firstName: 'أمينة' });
    await t.db.sql`update users set preferences = ${t.db.sql.json({ language: 'ar' })} where id = ${amina.id}`;
    const opened = await call('POST', '/api/support/tickets', {
      token: amina.token,
      body: { subject: 'الطلب متأخر', category: 'delivery', message: 'أين طلبي؟' },
    });
    const id = opened.body.data.id;
    await call('PUT', `/api/support/tickets/${id}`, {
      token: admin.token,
      body: { message: 'خرج الطلب من المخزن اليوم.' },
    });
    const mails = await mailsTo(amina.email, 'support_reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`ردّ: الطلب متأخر [تذكرة رقم ${id}]`);
    expect(mails[0]!.body_text.startsWith('مرحبًا أمينة،')).toBe(true);
    expect(mails[0]!.body_text).toContain('خرج الطلب من المخزن اليوم.');
    expect(mails[0]!.body_text).toContain(`عرض التذكرة: ${t.config.publicUrl}/ar/profile?tab=support&ticket=${id}`);
    expect(mails[0]!.body_html).toContain('<html lang="ar" dir="rtl">');
  });

  it('closes for its owner; a closed ticket takes no reply from its owner (409)', async () => {
    const closed = await call('PUT', `/api/support/tickets/${ticketId}/close`, { token: customer.token });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ message: 'Ticket closed', data: { status: 'closed' } });
    expect(closed.body.data.closed_at).toBeTruthy();
    expect((await call('PUT', `/api/support/tickets/${ticketId}/close`, { token: customer.token })).status).toBe(200);
    const late = await call('PUT', `/api/support/tickets/${ticketId}`, {
      token: customer.token,
      body: { message: 'One more thing' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This ticket is closed. Please open a new ticket if you need more help.');
    expect(await ticketRow(ticketId)).toEqual({ status: 'closed', messages: 3 });
    expect(
      (await call('GET', '/api/support/tickets?status=closed', { token: admin.token })).body.tickets.map(
        (x: JsonAnswer) => x.id,
      ),
    ).toEqual([ticketId]);
  });
});

/* ================================================================== uploads */

describe('uploads', () => {
  /** A multipart upload call; `token` null sends none. */
  async function upload(path: string, parts: FormPart[], token: string | null = customer.token) {
    const { payload, contentType } = multipartBody(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${path}`,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  }
  const file = (name: string, filename: string, contentType: string, data: Buffer): FormPart => ({
    name,
    filename,
    contentType,
    data,
  });
  const uploadsCount = () => count(t.db.sql`select count(*)::int as n from uploads`);

  it('stores a PNG, records it and serves it back from /uploads', async () => {
    const res = await upload('image', [file('image', 'leaf.png', 'image/png', SAMPLE_FILES.png)]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Image uploaded successfully',
      data: { type: 'general', content_type: 'image/png', size: SAMPLE_FILES.png.length, original_name: 'leaf.png' },
    });
    expect(res.body.data.url).toMatch(/^\/uploads\/general\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const [row] = await t.db
      .sql`select user_id::text as user_id, kind, type, content_type, size from uploads where id = ${res.body.data.id}`;
    expect(row).toEqual({
      user_id: customer.id,
      kind: 'image',
      type: 'general',
      content_type: 'image/png',
      size: SAMPLE_FILES.png.length,
    });
  });

  it('stores a PDF document with its type and serves it back', async () => {
    const res = await upload('document', [
      { name: 'type', value: 'support' },
      file('document', 'invoice.pdf', 'application/pdf', SAMPLE_FILES.pdf),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'support',
      content_type: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
    });
    expect(res.body.data.url).toMatch(/^\/uploads\/support\/[\w-]+\.pdf$/);
    // A support document is its owner's (and the administrators'): not served to anyone else, never cached publicly.
    expect((await t.app.inject({ method: 'GET', url: res.body.data.url })).statusCode).not.toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: res.body.data.url,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/private/);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('accepts files just under the limits: a 4.9 MB image, a 9.9 MB document', async () => {
    const image = await upload('image', [
      file('image', 'big.png', 'image/png', Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(4.9 * 1024 * 1024)])),
    ]);
    expect(image.status).toBe(201);
    const pdf = await upload('document', [
      file(
        'document',
        'big.pdf',
        'application/pdf',
        Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(9.9 * 1024 * 1024)]),
      ),
    ]);
    expect(pdf.status).toBe(201);
    expect(pdf.body.data.size).toBe(SAMPLE_FILES.pdf.length + Math.floor(9.9 * 1024 * 1024));
  });

  it('takes up to 5 images at once', async () => {
    const res = await upload(
      'multiple',
      [
        { name: 'type', value: 'crop' },
        file('files', 'a.png', 'image/png', SAMPLE_FILES.png),
        file('files', 'b.gif', 'image/gif', SAMPLE_FILES.gif),
      ],
      admin.token,
    );
    expect(res.status).toBe(201);
    // Crop pictures are served as the light variants (src/server/images): WebP, the uploaded name kept.
    expect(res.body.data.map((f: JsonAnswer) => [f.type, f.content_type, f.original_name])).toEqual([
      ['crop', 'image/webp', 'a.png'],
      ['crop', 'image/webp', 'b.gif'],
    ]);
  });

  it('refuses bad uploads with the right status, keeping nothing', async () => {
    const before = await uploadsCount();
    const text = Buffer.from('just some text, not an image');
    const cases: [string, FormPart[], number, string | undefined, RegExp][] = [
      ['image', [file('image', 'fake.png', 'image/png', text)], 400, 'image', /not accepted/],
      ['image', [file('image', 'doc.pdf', 'application/pdf', SAMPLE_FILES.pdf)], 400, 'image', /not accepted/],
      [
        'document',
        [file('document', 'leaf.pdf', 'application/pdf', SAMPLE_FILES.png)],
        400,
        'document',
        /not accepted/,
      ],
      [
        'image',
        [file('image', 'huge.png', 'image/png', Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(5 * 1024 * 1024)]))],
        413,
        'file',
        /too large: at most 5 MB/,
      ],
      ['image', [{ name: 'type', value: 'general' }], 400, 'image', /Please choose an image to upload/],
      ['multiple', [{ name: 'type', value: 'general' }], 400, 'files', /Please choose the images to upload/],
      [
        'image',
        [{ name: 'type', value: 'secret' }, file('image', 'a.png', 'image/png', SAMPLE_FILES.png)],
        400,
        'type',
        /type must be one of/,
      ],
      [
        'image',
        [{ name: 'type', value: 'product' }, file('image', 'a.png', 'image/png', SAMPLE_FILES.png)],
        403,
        'type',
        /Only administrators/,
      ],
      [
        'multiple',
        Array.from({ length: 6 }, (_, i) => file('files', `${i}.png`, 'image/png', SAMPLE_FILES.png)),
        413,
        'files',
        /Too many files: at most 5/,
      ],
      // one bad file among good ones: none is kept
      [
        'multiple',
        [file('files', 'ok.png', 'image/png', SAMPLE_FILES.png), file('files', 'bad.png', 'image/png', text)],
        400,
        'files',
        /not accepted/,
      ],
    ];
    for (const [path, parts, status, field, message] of cases) {
      const res = await upload(path, parts);
      expect(res.status, `${path} ${message}`).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(message);
    }
    const notMultipart = await call('POST', '/api/upload/image', { token: customer.token, body: { image: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect((await upload('image', [file('image', 'a.png', 'image/png', SAMPLE_FILES.png)], null)).status).toBe(401);
    expect(await uploadsCount()).toBe(before);
  });

  it('leaves no file behind when a later file of the same call is refused', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(t.config.dataDir, 'uploads', 'avatar');
    const before = existsSync(dir) ? readdirSync(dir).length : 0;
    const res = await upload('multiple', [
      { name: 'type', value: 'avatar' },
      file('files', 'ok.png', 'image/png', SAMPLE_FILES.png),
      file('files', 'bad.png', 'image/png', Buffer.from('nope')),
    ]);
    expect(res.status).toBe(400);
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before);
  });
});
