import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsAr } from '../../src/client/i18n/accounts/ar';
import { FakeTwilio } from '../helpers/fakeTwilio';
import { RESULTS_DIR, type RunningServer, eventually, pathOf, storefrontForFile } from './harness';
import { PHONE_390, sidewaysOverflow } from './phoneChecks';
import type { Browser } from 'playwright-core';

/*
 * A grower with no e-mail (issue 40): on a 390 px phone, in Arabic, signs up with a mobile number typed in Arabic-Indic
 * digits, reads the code the shop sent to the local Twilio's inbox, types it (in Arabic-Indic digits too) and is signed
 * in with the number confirmed.
 */

const TWILIO = { accountSid: `AC${'2'.repeat(32)}`, authToken: 'twilio-auth-token-e2e-0123456789' };
let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await new FakeTwilio(TWILIO).start();
});
afterAll(() => twilio?.close());

let server: RunningServer;
let browser: Browser;
storefrontForFile(
  (store) => ({ server, browser } = store),
  () => ({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_BASE_URL: twilio.baseUrl,
  }),
);

let context: BrowserContext;
let page: Page;
afterAll(() => context?.close());

const ar = accountsAr.auth;
/** An input by its label; Mantine adds " *" to the label of a required field. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('signing up with a mobile number, in Arabic, on a phone', () => {
  it('takes the number in Arabic-Indic digits, sends the code by SMS, confirms it and is signed in', async () => {
    context = await browser.newContext({ ...PHONE_390, locale: 'ar-EG' });
    page = await context.newPage();
    await page.goto(`${server.baseUrl}/ar/signup`);
    // In Arabic the mobile number comes first, and is chosen.
    const choice = page.getByTestId('identity-choice');
    await eventually(() => choice.count()).toBe(1);
    const labels = await choice.locator('button').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([ar.phone.methods.phone, ar.phone.methods.email]);

    const national = `010${String(Date.now()).slice(-8)}`;
    const e164 = `+20${national.slice(1)}`;
    await field(ar.signUp.firstName).fill('سعيد');
    await field(ar.signUp.lastName).fill('حسن');
    await field(ar.phone.label).fill(
      arabicDigits(`${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`),
    );
    await field(ar.passwordLabel).fill('nile-delta-harvest-7');
    await field(ar.signUp.confirmPassword).fill('nile-delta-harvest-7');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: ar.signUp.submit }).click();

    // The code step, and the SMS in the local Twilio's inbox.
    await eventually(() => page.getByTestId('phone-code-input').count(), 20_000).toBe(1);
    expect(await page.getByTestId('phone-code-sent').textContent()).toContain(
      `${national.slice(0, 4)} ${national.slice(4, 7)}`,
    );
    await eventually(() => twilio.to(e164).length, 20_000).toBe(1);
    const sms = twilio.to(e164)[0]!;
    expect(sms.body).toContain('رمز فلّاح');
    const code = /(\d{6})/.exec(sms.body)![1]!;
    expect(await sidewaysOverflow(page)).toMatchObject({ culprits: [] });
    await page.screenshot({ path: join(RESULTS_DIR, 'phone-sign-up-code-ar-390.png') });

    await page.getByTestId('phone-code-input').fill(arabicDigits(code));
    await page.getByRole('button', { name: ar.phone.verify }).click();
    await eventually(() => pathOf(page), 20_000).not.toBe('/ar/signup');

    // Signed in, and the number is confirmed: the session's profile says so.
    const profile = await page.evaluate(async () => {
      const res = await fetch('/api/auth/profile', {
        headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return res.json();
    });
    expect(profile.data).toMatchObject({ email: null, phone: e164, phone_verified: true });
  });
});
