import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, storefrontForFile, pathOf } from './harness';
import { signUp } from './steps';

let server: RunningServer;
let browser: Browser;
let page: Page;

storefrontForFile((store) => ({ server, browser, page } = store));

/** An element's text without the bidi isolates the page puts around numbers. */
const plainText = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const textOf = (testId: string) => plainText(page.getByTestId(testId).first());
/** An input by its label; Mantine adds " *" to the label text of a required field. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const switchLanguage = () => page.getByTestId('language-switch').first().click();

describe('quizzes', () => {
  it('shows the chooser with the estimated time, and the statistics panel', async () => {
    await page.goto(`${server.baseUrl}/quizzes`);
    const hydroponics = page.locator('[data-testid="quiz-card"][data-quiz="hydroponics"]');
    await eventually(() => hydroponics.count()).toBe(1);
    const card = (await hydroponics.textContent()) ?? '';
    expect(card).toContain('Hydroponics');
    expect(card).toContain('Intermediate');
    expect(card).toContain('12 questions');
    expect(card).toContain('About 18 minutes'); // ceil(1.5 × 12)
    expect(await page.getByTestId('quiz-card').count()).toBe(8);
    const statistics = (await page.getByTestId('quiz-statistics').textContent()) ?? '';
    for (const figure of ['500+', 'Questions', '1,200+', 'Farmers Trained', '85%', 'Average Score', '8', 'Categories'])
      expect(statistics).toContain(figure);
  });

  it('takes the Hydroponics quiz to its result, pausing 3 seconds on each explanation', async () => {
    // The list is painted by the server: the app has taken it over when its first-paint marks are gone. A tap on a
    // part still being taken over can be lost (ARCHITECTURE.md, painted pages), so the grower taps again.
    await eventually(() => page.locator('#root[data-prerendered], #fellah-first-paint-shield').count()).toBe(0);
    const start = page
      .locator('[data-testid="quiz-card"][data-quiz="hydroponics"]')
      .getByRole('button', { name: /^Start Quiz/ });
    await eventually(async () => {
      if ((await page.getByTestId('quiz-position').count()) === 0) await start.click();
      return page.getByTestId('quiz-position').count();
    }).toBe(1);
    for (let n = 1; n <= 12; n++) {
      await eventually(() => textOf('quiz-position')).toBe(`Question ${n} of 12`);
      expect(await page.getByText(`${Math.round((n / 12) * 100)}% complete`, { exact: true }).count()).toBe(1);
      const next = page.getByTestId('quiz-next');
      expect(await next.textContent()).toBe(n === 12 ? 'Finish Quiz' : 'Next Question');
      expect(await next.isDisabled()).toBe(true);
      // Change of mind: the second answer, then the first; the first is what counts.
      await page.getByTestId('quiz-answer').nth(1).click();
      await page.getByTestId('quiz-answer').nth(0).click();
      expect(await next.isDisabled()).toBe(false);
      const pauseStarted = Date.now();
      await next.click();
      // The explanation pause: answers locked, the explanation shown, no button to skip it.
      await eventually(() => page.getByTestId('quiz-explanation').count()).toBe(1);
      expect((await textOf('quiz-explanation')).length).toBeGreaterThan(20);
      expect(await page.getByTestId('quiz-answer').first().isDisabled()).toBe(true);
      expect(await page.getByTestId('quiz-next').count()).toBe(0);
      if (n < 12) {
        await eventually(() => textOf('quiz-position')).toBe(`Question ${n + 1} of 12`);
        expect(Date.now() - pauseStarted).toBeGreaterThanOrEqual(2_900);
      }
    }
    await eventually(() => page.locator('[data-testid="quiz-result"][data-outcome="scored"]').count()).toBe(1);
    const score = Number((await textOf('quiz-score')).replace('%', ''));
    const correctLine = await textOf('quiz-correct');
    const correct = Number(/^(\d+) of 12 correct$/.exec(correctLine)?.[1]);
    expect(score).toBe(Math.round((correct / 12) * 100));
    expect(['Expert', 'Advanced', 'Intermediate', 'Beginner']).toContain(await textOf('quiz-level'));
    expect(await textOf('quiz-time')).toMatch(/^(\d+ min )?\d+ s$/);
    // Each question with the chosen and the right answer, as the server revealed them.
    expect(await page.getByTestId('quiz-review-item').count()).toBe(12);
    expect(await page.locator('[data-testid="quiz-review-item"][data-correct="true"]').count()).toBe(correct);

    await switchLanguage();
    await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await eventually(() => page.getByText('انتهى الاختبار!').count()).toBe(1);
    await page.screenshot({ path: join(RESULTS_DIR, 'learning-quiz-result-ar.png'), fullPage: true });
    await switchLanguage();
    await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it("'Try Another Quiz' starts over at the chooser", async () => {
    await page.getByTestId('quiz-try-another').click();
    await eventually(() => page.getByTestId('quiz-card').count()).toBe(8);
    expect(await page.getByTestId('quiz-result').count()).toBe(0);
  });

  it('Back during a quiz returns to the chooser', async () => {
    await page
      .locator('[data-testid="quiz-card"][data-quiz="basic-agriculture"]')
      .getByRole('button', { name: /^Start Quiz/ })
      .click();
    await eventually(() => textOf('quiz-position')).toBe('Question 1 of 10');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await eventually(() => page.getByTestId('quiz-card').count()).toBe(8);
  });
});

describe('a quiz whose submission fails', () => {
  it("still reaches the result stage: 'Quiz Submission Failed', then Submit Again scores it", async () => {
    const quizPage = await browser.newPage({ viewport: { width: 360, height: 800 } });
    // The page's clock, so the ten 3-second pauses take no real time.
    await quizPage.clock.install();
    await quizPage.route(/\/trpc\/[^?]*quizzes\.submit/, (route) => route.abort('connectionfailed'));
    try {
      await quizPage.goto(`${server.baseUrl}/quizzes`);
      // The painted list is taken over by the app on the page's (installed) clock: time moves on until a tap starts
      // the quiz.
      const start = quizPage
        .locator('[data-testid="quiz-card"][data-quiz="egyptian-farming"]')
        .getByRole('button', { name: /^Start Quiz/ });
      await expect
        .poll(
          async () => {
            await quizPage.clock.runFor(500);
            if ((await quizPage.getByTestId('quiz-position').count()) === 0) await start.click();
            return quizPage.getByTestId('quiz-position').count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      for (let n = 1; n <= 10; n++) {
        await expect
          .poll(() => quizPage.getByTestId('quiz-position').textContent(), { timeout: 10_000 })
          .toBe(`Question ${n} of 10`);
        await quizPage
          .getByTestId('quiz-answer')
          .nth(n % 4)
          .click();
        await quizPage.getByTestId('quiz-next').click();
        await quizPage.getByTestId('quiz-explanation').waitFor();
        await quizPage.clock.runFor(3_000);
      }
      const failed = quizPage.locator('[data-testid="quiz-result"][data-outcome="failed"]');
      await expect.poll(() => failed.count(), { timeout: 10_000 }).toBe(1);
      const text = (await failed.textContent()) ?? '';
      expect(text).toContain('Quiz Submission Failed');
      expect(text).toContain('Unable to process your quiz results.');
      expect(text).toContain('Failed to submit quiz: Network error. Please check your connection.');

      await quizPage.unroute(/\/trpc\/[^?]*quizzes\.submit/);
      await quizPage.getByRole('button', { name: 'Submit Again' }).click();
      await expect
        .poll(() => quizPage.locator('[data-testid="quiz-result"][data-outcome="scored"]').count(), { timeout: 10_000 })
        .toBe(1);
      expect(await quizPage.getByTestId('quiz-review-item').count()).toBe(10);
    } finally {
      await quizPage.close();
    }
  });
});

describe('calculators', () => {
  /** Type into a calculator field (found by its test id). */
  const type = (testId: string, value: string) => page.getByTestId(testId).fill(value);

  it('irrigation: tomato in summer on 2 feddan at 70 % needs 10,000 L a day', async () => {
    await page.goto(`${server.baseUrl}/calculators?tab=irrigation`);
    await eventually(() => page.getByTestId('irrigation-area').count()).toBe(1);
    expect(await page.getByTestId('irrigation-efficiency').inputValue()).toBe('70');
    await page.getByTestId('irrigation-crop').selectOption('tomato');
    await page.getByTestId('irrigation-season').selectOption('summer');
    expect(await page.getByTestId('irrigation-results').getAttribute('data-state')).toBe('waiting');
    await type('irrigation-area', '2');
    // 2 × 3,500 / 0.7 = 10,000; × 7; × 30
    await eventually(() => textOf('irrigation-daily')).toBe('10,000 L');
    expect(await textOf('irrigation-weekly')).toBe('70,000 L');
    expect(await textOf('irrigation-monthly')).toBe('300,000 L');
    // Wheat in winter, 80 %: 2 × 1,500 / 0.8 = 3,750 L a day.
    await page.getByTestId('irrigation-crop').selectOption('wheat');
    await page.getByTestId('irrigation-season').selectOption('winter');
    await type('irrigation-efficiency', '80');
    await eventually(() => textOf('irrigation-daily')).toBe('3,750 L');
    // Nothing until the required numbers are non-zero.
    await type('irrigation-area', '0');
    await eventually(() => page.getByTestId('irrigation-results').getAttribute('data-state')).toBe('waiting');
  });

  it('yield: from the Tomato guide, 2 feddan → 18,000 plants, 59,400 kg, 297,000 EGP at 5 EGP/kg', async () => {
    await page.getByTestId('calculator-tab-yield').click();
    await eventually(() => page.getByTestId('yield-crop').locator('option', { hasText: 'Tomato' }).count()).toBe(1);
    await page.getByTestId('yield-crop').selectOption({ label: 'Tomato' });
    // The guide's tomato: 9,000 plants per feddan, 3.3 kg per plant.
    expect(await page.getByTestId('yield-density').inputValue()).toBe('9000');
    expect(await page.getByTestId('yield-weight').inputValue()).toBe('3.3');
    expect(await textOf('yield-crop-note')).toBe('Filled in from the Tomato guide. You can change any figure.');
    expect(await page.getByTestId('yield-results').getAttribute('data-state')).toBe('waiting');
    await type('yield-area', '2');
    await eventually(() => textOf('yield-plants')).toBe('18,000 plants'); // 2 × 9,000
    expect(await textOf('yield-total')).toBe('59,400 kg'); // 18,000 × 3.3
    expect(await textOf('yield-revenue')).toBe('Add a market price to see the revenue.');
    await type('yield-price', '5');
    await eventually(() => textOf('yield-revenue')).toBe('297,000 EGP'); // 59,400 × 5
  });

  it('profit: 2 feddan × 10,000 kg × 4 EGP with 7,000 EGP of costs per feddan → 66,000 EGP, 82.5 %', async () => {
    await page.getByTestId('calculator-tab-profit').click();
    await eventually(() => page.getByTestId('profit-crop').locator('option', { hasText: 'Wheat' }).count()).toBe(1);
    // The guide gives wheat as 19 ardab of 150 kg: 2,850 kg per feddan.
    await page.getByTestId('profit-crop').selectOption({ label: 'Wheat' });
    expect(await page.getByTestId('profit-yield').inputValue()).toBe('2850');
    for (const item of ['seeds', 'fertilizer', 'pesticides', 'labor', 'irrigation', 'machinery', 'other']) {
      expect(await page.getByTestId(`profit-cost-${item}`).inputValue()).toBe('0');
    }
    await type('profit-area', '2');
    await type('profit-yield', '10000');
    await type('profit-price', '4');
    // Without costs: revenue 80,000, profit 80,000, margin 100 % (always one decimal).
    await eventually(() => textOf('profit-margin')).toBe('100.0%');
    await type('profit-cost-seeds', '1000');
    await type('profit-cost-fertilizer', '2000');
    await type('profit-cost-labor', '3000');
    await type('profit-cost-irrigation', '500');
    await type('profit-cost-other', '500');
    await eventually(() => textOf('profit-costs')).toBe('14,000 EGP'); // 7,000 × 2
    expect(await textOf('profit-revenue')).toBe('80,000 EGP'); // 2 × 10,000 × 4
    expect(await textOf('profit-profit')).toBe('66,000 EGP');
    expect(await textOf('profit-margin')).toBe('82.5%'); // 66,000 / 80,000

    await switchLanguage();
    await eventually(() => page.getByText('حاسبة الربح').count()).toBe(1);
    await eventually(() => textOf('profit-margin')).toBe('82.5%');
    expect(await textOf('profit-costs')).toBe('14,000 ج.م');
    await page.screenshot({ path: join(RESULTS_DIR, 'learning-calculator-ar.png'), fullPage: true });
    await switchLanguage();
    await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it('seed: 1 feddan × 10 kg at 85 % → 11.76 kg, with the shop’s maize seed to add, and Arabic digits understood', async () => {
    await page.getByTestId('calculator-tab-seed').click();
    expect(await page.getByTestId('seed-germination').inputValue()).toBe('85');
    await type('seed-area', '1');
    await type('seed-rate', '10');
    await eventually(() => textOf('seed-needed')).toBe('11.76 kg'); // 1 × 10 / 0.85
    expect(await textOf('seed-products')).toContain('Choose a crop above to see matching seeds from our shop.');
    await type('seed-price', '50');
    await eventually(() => textOf('seed-cost')).toBe('588.24 EGP'); // 11.7647 × 50
    // Arabic-Indic digits are numbers too: ٢ feddan → 23.53 kg.
    await type('seed-area', '٢');
    await eventually(() => textOf('seed-needed')).toBe('23.53 kg');
    await type('seed-area', '1');

    await page.getByTestId('seed-crop').selectOption({ label: 'Maize (Corn)' });
    expect(await page.getByTestId('seed-rate').inputValue()).toBe('10');
    const maize = page.locator('[data-testid="seed-product"][data-slug="white-maize-single-cross-10-10kg"]');
    await eventually(() => maize.count()).toBe(1);
    // 11.76 kg in 10 kg bags: 2 bags.
    expect(await plainText(maize)).toContain('2 × 10 kg bag covers the 11.76 kg you need.');
    await maize.getByRole('button', { name: 'Add 2 to cart' }).click();

    // Signed out: to the login page, with the way back and the spec's message.
    await eventually(() => pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/calculators');
    await eventually(() => page.getByTestId('redirect-message').textContent()).toBe(
      'Please log in to add items to your cart',
    );

    // Back on the calculators, the seed calculator is as it was left.
    await page.goBack();
    await eventually(() => pathOf(page)).toBe('/calculators');
    await eventually(() => textOf('seed-needed')).toBe('11.76 kg');
    expect(await page.getByTestId('seed-crop').inputValue()).not.toBe('');
  });

  it('shows the notes of the spec', async () => {
    const notes = (await page.getByTestId('calculator-notes').textContent()) ?? '';
    expect(notes).toContain('These results are estimates only.');
    expect(notes).toContain('Actual results vary');
    expect(notes).toContain('Consult local agricultural experts');
    expect(notes).toContain('Update market prices regularly');
  });
});

describe('newsletter and contact', () => {
  it("subscribes from the Projects page's 'Get Updates' box, after refusing a bad address", async () => {
    await page.goto(`${server.baseUrl}/projects`);
    const email = page.getByTestId('project-updates-email');
    await eventually(() => email.count()).toBe(1);
    await email.fill('not-an-address');
    await page.getByTestId('project-updates-subscribe').click();
    await eventually(() => textOf('project-updates-feedback')).toBe('Please enter a valid email address');
    expect(await page.getByTestId('project-updates-feedback').getAttribute('data-kind')).toBe('error');

    await email.fill(`rooftop.${Date.now()}@example.com`);
    await page.getByTestId('project-updates-subscribe').click();
    await eventually(() => page.getByTestId('project-updates-feedback').getAttribute('data-kind')).toBe('success');
    expect(await textOf('project-updates-feedback')).toContain('Check your inbox to confirm your subscription.');
    expect(await email.inputValue()).toBe('');
  });

  it('says so when a confirmation link is not valid', async () => {
    await page.goto(`${server.baseUrl}/newsletter/confirm?token=not-a-real-token-at-all`);
    await eventually(() => page.getByTestId('newsletter-confirm').getAttribute('data-state')).toBe('failed');
    expect(await textOf('newsletter-confirm')).toBe('This confirmation link is invalid or has expired.');
    await page.goto(`${server.baseUrl}/newsletter/confirm`);
    await eventually(() => page.getByTestId('newsletter-confirm').getAttribute('data-state')).toBe('missing');
  });

  it('sends a message from the About page', async () => {
    await page.goto(`${server.baseUrl}/about`);
    await eventually(() => page.getByRole('button', { name: 'Send Message' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await eventually(() => page.getByText('Please fill in subject', { exact: true }).count()).toBe(1);
    await field('Your name').fill('Hassan Farouk');
    await field('E-mail').fill('hassan.farouk@example.com');
    await field('Subject').fill('Drip kit for 2 feddan');
    await field('Message').fill('Which drip kit do you recommend for tomatoes on 2 feddan in Beheira?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await eventually(() => page.getByTestId('contact-outcome').getAttribute('data-kind')).toBe('sent');
    expect(await textOf('contact-outcome')).toContain('Thank you for your message. We will get back to you soon.');
  });
});

describe('support and newsletter settings in the profile', () => {
  it('opens a ticket, answers it, closes it, and opens it again from its link', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await signUp(page, {
      firstName: 'Mona',
      lastName: 'Saleh',
      email: `mona.${Date.now()}@example.com`,
      password: 'fayoum-olives-2027',
    });
    await eventually(() => page.getByTestId('user-menu').count()).toBe(1);

    await page.goto(`${server.baseUrl}/profile?tab=support`);
    await eventually(() => page.getByTestId('ticket-list').getAttribute('data-state')).toBe('empty');
    await page.getByTestId('new-ticket').click();
    await field('Subject').fill('Late delivery to Fayoum');
    await page.getByLabel('Category').selectOption('delivery');
    await field('Message').fill('My order has not arrived after five days.');
    await page.getByRole('button', { name: 'Create Ticket' }).click();

    const thread = page.getByTestId('ticket-thread');
    await eventually(() => thread.getAttribute('data-state')).toBe('loaded');
    const ticketId = (await thread.getAttribute('data-ticket')) ?? '';
    expect(new URL(page.url()).searchParams.get('ticket')).toBe(ticketId);
    expect(await page.getByTestId('ticket-message').count()).toBe(1);
    expect(await page.getByTestId('ticket-status').getAttribute('data-status')).toBe('open');

    await page.getByTestId('ticket-reply').fill('The order number is on the receipt I kept.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await eventually(() => page.getByTestId('ticket-message').count()).toBe(2);

    await page.getByTestId('ticket-close').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close Ticket' }).click();
    await eventually(() => page.getByTestId('ticket-status').getAttribute('data-status')).toBe('closed');
    expect(await page.getByTestId('ticket-closed-notice').count()).toBe(1);
    expect(await page.getByTestId('ticket-reply').count()).toBe(0);

    await page.getByTestId('ticket-back').click();
    await eventually(() => page.getByTestId('ticket-row').count()).toBe(1);
    await eventually(() => page.getByTestId('ticket-row').textContent()).toContain('Closed');
    expect(await page.getByTestId('ticket-row').textContent()).toContain('2 messages');

    // The support e-mails link to /profile?tab=support&ticket=ID.
    await page.goto(`${server.baseUrl}/profile?tab=support&ticket=${ticketId}`);
    await eventually(() => page.getByTestId('ticket-thread').getAttribute('data-ticket')).toBe(ticketId);
  });

  it('saves newsletter preferences from the profile', async () => {
    await page.getByTestId('profile-tab-newsletter').click();
    await eventually(() => page.getByTestId('newsletter-status').textContent()).toBe('Not subscribed');
    await page.getByLabel('Market prices').uncheck();
    await page.getByLabel('Monthly').check();
    await page.getByTestId('newsletter-subscribed').check();
    await page.getByTestId('newsletter-save').click();
    // The account's e-mail is not verified: the subscription waits for the e-mailed link.
    await eventually(() => page.getByTestId('newsletter-status').textContent()).toBe('Waiting for your confirmation');
    await page.reload();
    await eventually(() => page.getByTestId('newsletter-status').textContent()).toBe('Waiting for your confirmation');
    expect(await page.getByLabel('Market prices').isChecked()).toBe(false);
    expect(await page.getByLabel('Monthly').isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('newsletter');
  });
});
