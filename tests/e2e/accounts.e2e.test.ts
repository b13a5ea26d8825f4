import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, storefrontForFile, pathOf } from './harness';

let server: RunningServer;
let page: Page;

const email = `grower.${Date.now()}@example.com`;
const firstPassword = 'delta-field-2027';
const newPassword = 'nile-harvest-2028';

storefrontForFile((store) => ({ server, page } = store));

const header = () => page.locator('header');
/** An input by its label; Mantine adds " *" to the label text of a required field. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function signIn(password: string) {
  await field('Email').fill(email);
  await field('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function signOutFromHeader() {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await eventually(() => header().getByRole('link', { name: 'Login', exact: true }).count()).toBeGreaterThan(0);
}

describe('accounts and sessions in the browser', () => {
  it('signs up, showing the mismatch and the short-password messages first', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await field('First name').fill('Amina');
    await field('Last name').fill('Hassan');
    await field('Email').fill(email);
    await field('Password').fill(firstPassword);
    await field('Confirm password').fill(`${firstPassword}x`);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await eventually(() => page.getByText('Passwords do not match', { exact: true }).count()).toBe(1);

    await field('Password').fill('abc');
    await field('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await eventually(() => page.getByText('Password must be at least 8 characters long', { exact: true }).count()).toBe(
      1,
    );
    expect(await page.getByText('Passwords do not match').count()).toBe(0);

    // The show/hide toggle reveals what was typed.
    expect(await field('Password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await field('Password').getAttribute('type')).toBe('text');

    await field('Password').fill(firstPassword);
    await field('Confirm password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await eventually(() => pathOf(page)).toBe('/');
    await eventually(() => page.getByTestId('user-menu').count()).toBe(1);
    expect(
      await page.evaluate(() => Boolean(localStorage.getItem('authToken') && localStorage.getItem('refreshToken'))),
    ).toBe(true);
  });

  it('signs out from the user menu: Login and Sign Up come back and the stored session is gone', async () => {
    await page.getByTestId('user-menu').click();
    // The menu is a chunk of its own, loaded once signed in: its items appear when it has arrived and opened.
    for (const item of ['Profile', 'My Orders', 'Favorites', 'Logout']) {
      await eventually(() => page.getByRole('menuitem', { name: item }).count()).toBe(1);
    }
    await page.keyboard.press('Escape');
    await signOutFromHeader();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('authToken'),
        localStorage.getItem('refreshToken'),
        localStorage.getItem('user'),
      ]),
    ).toEqual([null, null, null]);
  });

  it('sends a signed-out visitor from /profile to login with the message, and back to /profile after signing in', async () => {
    await page.goto(`${server.baseUrl}/profile`);
    await eventually(() => pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/profile');
    const banner = page.getByTestId('redirect-message');
    await eventually(() => banner.textContent()).toBe('Please log in to access this page');

    // A wrong password shows the server's message.
    await signIn('not-the-password');
    await eventually(() => page.getByTestId('login-error').textContent()).toBe('Invalid email or password');

    await signIn(firstPassword);
    await eventually(() => pathOf(page)).toBe('/profile');
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe('Amina Hassan');
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.getByTestId('profile-joined').textContent()).toBe('Joined today');
    // Signing in replaced the login page in the history: Back does not return to it.
    await page.goBack();
    expect(pathOf(page)).not.toBe('/login');
    await page.goForward();
    await eventually(() => pathOf(page)).toBe('/profile');
  });

  it('edits the profile: Cancel restores, Save shows the new name everywhere', async () => {
    await eventually(() => page.getByTestId('edit-profile').count()).toBe(1);
    await page.getByTestId('edit-profile').click();
    await field('First Name').fill('Discarded');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('profile-first-name').textContent()).toBe('Amina');

    await page.getByTestId('edit-profile').click();
    expect(await field('Phone').getAttribute('placeholder')).toBe('+20 1234567890');
    await field('First Name').fill('Amira');
    await field('Phone').fill('+20 100 123 4567');
    await field('City').fill('Mansoura');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByTestId('profile-message').textContent()).toBe('Profile updated successfully!');
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe('Amira Hassan');
    expect(await page.getByTestId('profile-city').textContent()).toBe('Mansoura');
    expect(await header().getByTestId('user-menu').textContent()).toContain('Amira');
  });

  it('changes the password, after refusing a mismatch', async () => {
    await field('Current Password').fill(firstPassword);
    await field('New Password').fill(newPassword);
    await field('Confirm New Password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await eventually(() => page.getByText('New passwords do not match', { exact: true }).count()).toBe(1);

    await field('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await eventually(() => page.getByTestId('password-message').textContent()).toBe('Password updated successfully!');
  });

  it('shows the profile right-to-left in Arabic', async () => {
    await page.getByTestId('language-switch').first().click();
    await eventually(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
    await eventually(() => page.getByRole('button', { name: 'تعديل الملف الشخصي' }).count()).toBe(1);
    expect(await page.getByTestId('profile-joined').textContent()).toBe('انضم اليوم');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(RESULTS_DIR, 'profile-ar.png'), fullPage: true });
    await page.getByTestId('language-switch').first().click();
    await eventually(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('ltr');
  });

  it('signs out, refuses the old password and signs in with the new one', async () => {
    await page.getByTestId('profile-sign-out').click();
    await eventually(() => pathOf(page)).toBe('/');
    await eventually(() => header().getByRole('link', { name: 'Login', exact: true }).count()).toBeGreaterThan(0);

    await header().getByRole('link', { name: 'Login', exact: true }).click();
    await eventually(() => pathOf(page)).toBe('/login');
    await signIn(firstPassword);
    await eventually(() => page.getByTestId('login-error').textContent()).toBe('Invalid email or password');

    await signIn(newPassword);
    await eventually(() => pathOf(page)).toBe('/');
    await eventually(() => page.getByTestId('user-menu').textContent()).toContain('Amira');
    await page.screenshot({ path: join(RESULTS_DIR, 'signed-in-en.png') });
  });

  it('keeps addresses: add two, make the second the default, delete one after confirming', async () => {
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByTestId('profile-tab-addresses').click();
    await eventually(() => page.getByTestId('addresses-list').getAttribute('data-state')).toBe('empty');
    expect(await page.getByText('No saved addresses yet').count()).toBe(1);

    await page.getByTestId('add-address').click();
    await field('Address').fill('');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await eventually(() => page.getByText('Please fill in address', { exact: true }).count()).toBe(1);
    await field('Address').fill('14 Port Said Street');
    await field('City').fill('Mansoura');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await eventually(() =>
      page.getByText('Please choose the governorate: delivery is priced by it', { exact: true }).count(),
    ).toBe(1);
    await field('Governorate').selectOption('EG-DK');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await eventually(() => page.getByTestId('address-card').count()).toBe(1);
    expect(await page.getByTestId('address-card').first().textContent()).toContain('Default');
    expect(await page.getByTestId('address-card').first().textContent()).toContain('Dakahlia');

    await page.getByTestId('add-address').click();
    await field('Label \\(optional\\)').fill('Farm');
    await field('Address').fill('Talkha farm road');
    await field('City').fill('Talkha');
    await field('Governorate').selectOption('EG-GH');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await eventually(() => page.getByTestId('address-card').count()).toBe(2);

    const farm = page.getByTestId('address-card').filter({ hasText: 'Farm' });
    await farm.getByRole('button', { name: 'Make Default' }).click();
    await eventually(() => farm.textContent()).toContain('Default');

    const other = page.getByTestId('address-card').filter({ hasText: 'Port Said' });
    // The list is drawn again once the new default is saved (the default first): a tap on the card's Delete while it
    // moves can land on the button being replaced, so it is tapped again until the confirmation is open.
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete' });
    await eventually(async () => {
      if ((await page.getByRole('dialog').count()) === 0) await other.getByRole('button', { name: 'Delete' }).click();
      return confirm.isVisible();
    }).toBe(true);
    await confirm.click();
    await eventually(() => page.getByTestId('address-card').count()).toBe(1);
    expect(await page.getByTestId('address-card').first().textContent()).toContain('Farm');
  });

  it('turns on two-factor sign-in, then asks for the code at sign-in', async () => {
    await page.getByTestId('profile-tab-security').click();
    await page.getByTestId('two-factor-enable').click();
    // The password first (a step-up), then the QR code and key.
    await field('Your password').fill(newPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await eventually(() => page.getByTestId('two-factor-secret').count()).toBe(1);
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    await field('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Confirm and Turn On' }).click();
    await eventually(() => page.getByTestId('two-factor-status').textContent()).toBe('On');
    // The ten recovery codes, shown this once.
    await eventually(() => page.getByTestId('two-factor-recovery-codes').locator('code').count()).toBe(10);
    await page.getByRole('button', { name: 'I Have Saved Them' }).click();
    await eventually(() => page.getByTestId('sessions-list').getAttribute('data-state')).toBe('loaded');
    expect(await page.getByTestId('session-row').filter({ hasText: 'This device' }).count()).toBe(1);

    await signOutFromHeader();
    await header().getByRole('link', { name: 'Login', exact: true }).click();
    await signIn(newPassword);
    await eventually(() => page.getByRole('heading', { name: 'Two-factor sign-in' }).count()).toBe(1);
    await field('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify and Log In' }).click();
    await eventually(() => page.getByText('Invalid two-factor code', { exact: true }).count()).toBe(1);
    // The code used to turn it on cannot be used again: the next one (accepted with one step of drift) can.
    await field('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify and Log In' }).click();
    await eventually(() => pathOf(page)).toBe('/');
    await eventually(() => page.getByTestId('user-menu').count()).toBe(1);
  });

  it('renews a session whose access token stopped working, with one refresh for calls made together', async () => {
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('auth.refresh')) refreshCalls.push(request.url());
    });
    // At start-up: the stored token is refused, the refresh token renews the pair, the profile check is retried.
    await page.evaluate(() => localStorage.setItem('authToken', 'no-longer-valid'));
    await page.goto(`${server.baseUrl}/profile`);
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe('Amira Hassan');
    expect(refreshCalls).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe('no-longer-valid');

    // In the page: the security tab asks three things at once; all three wait for one refresh, then succeed.
    await page.evaluate(() => localStorage.setItem('authToken', 'no-longer-valid'));
    await page.getByTestId('profile-tab-security').click();
    await eventually(() => page.getByTestId('sessions-list').getAttribute('data-state')).toBe('loaded');
    await eventually(() => page.getByTestId('login-history').getAttribute('data-state')).toBe('loaded');
    expect(await page.getByTestId('two-factor-status').textContent()).toBe('On');
    expect(refreshCalls).toHaveLength(2);
  });

  it('ends a session that cannot be renewed: everything cleared, and to login with the way back', async () => {
    await page.getByTestId('profile-tab-data').click();
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'no-longer-valid');
      localStorage.setItem('refreshToken', 'revoked-refresh-token');
    });
    await page.getByTestId('export-data').click();
    await eventually(() => pathOf(page)).toBe('/login');
    // The way back keeps the open tab (the profile keeps its tab in the address).
    expect(new URL(page.url()).searchParams.get('from')).toBe('/profile?tab=data');
    await eventually(() => page.getByTestId('redirect-message').textContent()).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(
      await page.evaluate(() => [
        localStorage.getItem('authToken'),
        localStorage.getItem('refreshToken'),
        localStorage.getItem('user'),
      ]),
    ).toEqual([null, null, null]);
    // The banner goes away by itself after 5 seconds.
    await expect.poll(() => page.getByTestId('redirect-message').count(), { timeout: 8_000 }).toBe(0);
  });
});
