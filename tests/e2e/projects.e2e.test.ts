import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { type MailSink, startMailSink } from './mailSink';
import { signIn } from './steps';

/*
 * "E-mail me when it starts" on the Projects page: every upcoming project offers it beside the 'Get Updates'
 * box; a visitor gets a link by e-mail (delivered to a mail server of the test's own) and confirms by opening it; a
 * signed-in grower with a verified address follows at once, sees it after a reload, and can stop it. Both languages.
 */

let sink: MailSink;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  sink = await startMailSink();
  server = await startServer({ SMTP_URL: sink.url });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

/** An element's text without the bidi isolates the page puts around addresses. */
const plainText = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const card = (id: string) => page.getByTestId(`project-follow-${id}`);
const mailTo = (address: string) => sink.received.find((mail) => mail.to.includes(address));
const linkIn = (text: string) => text.match(/\/projects\/confirm\?token=[\w-]+/)?.[0];

describe('E-mail me when it starts', () => {
  it('is offered on each upcoming project, beside the Get Updates box', async () => {
    await page.goto(`${server.baseUrl}/projects`);
    for (const id of ['lettuce-nft', 'cherry-tomatoes-dwc', 'herbs-garden']) {
      const open = card(id).getByTestId('project-follow-open');
      await eventually(() => open.count()).toBe(1);
      expect(await plainText(open)).toMatch(/^🔔\s*E-mail me when it starts/);
    }
    // Each button names its project for screen readers.
    const lettuceButton = card('lettuce-nft').getByTestId('project-follow-open');
    expect(await lettuceButton.evaluate((button) => button.textContent)).toBe(
      '🔔\u00a0E-mail me when it starts: Lettuce in an NFT System',
    );
    expect(
      await page.getByRole('button', { name: /^E-mail me when it starts\s*: Lettuce in an NFT System$/ }).count(),
    ).toBe(1);
    expect(await page.getByTestId('project-updates-email').count()).toBe(1);
  });

  it('asks a visitor for an address, refuses a bad one, and e-mails a link that confirms the follow once', async () => {
    const lettuce = card('lettuce-nft');
    await lettuce.getByTestId('project-follow-open').click();
    const email = lettuce.getByTestId('project-follow-email');
    await eventually(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await email.inputValue()).toBe('');
    await email.fill('not-an-address');
    await lettuce.getByTestId('project-follow-submit').click();
    await eventually(() => lettuce.getByText('Please enter a valid e-mail address', { exact: true }).count()).toBe(1);
    expect(sink.received).toHaveLength(0);

    const address = `rooftop.${Date.now()}@example.com`;
    await email.fill(address);
    await lettuce.getByTestId('project-follow-submit').click();
    const feedback = lettuce.getByTestId('project-follow-feedback');
    await eventually(() => feedback.getAttribute('data-outcome')).toBe('confirmation_sent');
    expect(await plainText(feedback)).toContain('Check your inbox');
    expect(await plainText(feedback)).toContain(`Open the link we sent to ${address} to confirm`);
    expect(await lettuce.getByTestId('project-follow-form').count()).toBe(0);

    await eventually(() => mailTo(address)?.subject).toBe('Confirm: e-mail me when "Lettuce in an NFT System" starts');
    const link = linkIn(mailTo(address)!.text);
    expect(link).toBeDefined();
    await page.goto(`${server.baseUrl}${link}`);
    const outcome = page.getByTestId('project-follow-confirm');
    await eventually(() => outcome.getAttribute('data-state')).toBe('confirmed');
    expect(await plainText(outcome)).toBe('Confirmed! We will e-mail you when “Lettuce in an NFT System” starts.');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await eventually(() => pathOf(page)).toBe('/projects');

    await page.goto(`${server.baseUrl}${link}`);
    await eventually(() => outcome.getAttribute('data-state')).toBe('failed');
    expect(await plainText(outcome)).toBe('This confirmation link is invalid or has expired.');
  });

  it('speaks Arabic, and so does its e-mail', async () => {
    await page.goto(`${server.baseUrl}/projects`);
    await page.getByTestId('language-switch').first().click();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const herbs = card('herbs-garden');
    await eventually(() => plainText(herbs.getByTestId('project-follow-open'))).toMatch(/راسلني عند بدء المشروع/);
    await herbs.getByTestId('project-follow-open').click();
    const address = `balcony.${Date.now()}@example.com`;
    await herbs.getByTestId('project-follow-email').fill(address);
    await herbs.getByTestId('project-follow-submit').click();
    const feedback = herbs.getByTestId('project-follow-feedback');
    await eventually(() => feedback.getAttribute('data-outcome')).toBe('confirmation_sent');
    expect(await plainText(feedback)).toContain('تفقّد بريدك الوارد');
    expect(await plainText(feedback)).toContain(address);
    await eventually(() => mailTo(address)?.subject).toBe('أكّد: نراسلك عندما يبدأ «حديقة أعشاب بالزراعة المائية»');
    expect(mailTo(address)!.text).toContain('على فلّاح');
    await page.getByTestId('language-switch').first().click();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('lets a signed-in grower with a verified address follow at once (no e-mail), keeps it across a reload, and stop it', async () => {
    await page.goto(`${server.baseUrl}/login?from=/projects`);
    await signIn(page, 'demo@fellah.eg', 'fellah-demo');
    await eventually(() => pathOf(page)).toBe('/projects');
    const tomatoes = card('cherry-tomatoes-dwc');
    await eventually(() => tomatoes.getByTestId('project-follow-open').count()).toBe(1);
    await tomatoes.getByTestId('project-follow-open').click();
    expect(await tomatoes.getByTestId('project-follow-email').inputValue()).toBe('demo@fellah.eg');
    await tomatoes.getByTestId('project-follow-submit').click();
    const status = tomatoes.getByTestId('project-following');
    await eventually(() => status.count()).toBe(1);
    expect(await plainText(status)).toBe('✓ Following: we will e-mail demo@fellah.eg when it starts.');
    expect(await tomatoes.getAttribute('data-following')).toBe('confirmed');

    await page.reload();
    await eventually(() => tomatoes.getAttribute('data-following')).toBe('confirmed');
    expect(await card('lettuce-nft').getAttribute('data-following')).toBe('no');

    await tomatoes.getByTestId('project-unfollow').click();
    await eventually(() => tomatoes.getAttribute('data-following')).toBe('no');
    expect(await plainText(tomatoes.getByTestId('project-follow-feedback'))).toBe(
      'Done: you will get no e-mail about this project.',
    );
    await eventually(() =>
      tomatoes.getByTestId('project-follow-open').evaluate((button) => button === document.activeElement),
    ).toBe(true);
    expect(mailTo('demo@fellah.eg')).toBeUndefined();
  });
});
