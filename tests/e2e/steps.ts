import type { Page } from 'playwright-core';
import type { RunningServer } from './harness';
import type { MailSink } from './mailSink';
import { addressIn } from '../../src/shared/addresses';

/* Steps the browser tests share: calls to the running app's REST API, and the sign-in form. */

/** A product as GET /api/products lists it (the fields the browser tests read). */
export interface ListedProduct {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  price: number;
  is_available: boolean;
  stock_quantity: number | null;
}

/** A REST call; the answer's `data` (failing the test on a refusal). */
export type Api = <T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<T>;

/** REST calls to the server a test file starts in beforeAll (`server` reads it when a call is made). */
export function apiOf(server: () => RunningServer): Api {
  return async <T>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const response = await fetch(`${server().baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { success: boolean; data: T; message?: string };
    if (!response.ok || !json.success) throw new Error(`${method} ${path} → ${response.status} ${json.message ?? ''}`);
    return json.data;
  };
}

export interface PlacedOrder {
  id: string;
  order_number: string;
  status: string;
}

/**
 * A customer signs up through the API, puts `quantity` of a product in the cart and checks out (cash on delivery, to
 * an address in Aswan, with an idempotency key): their access token and the order as the API answers it.
 */
export async function signUpAndOrder(
  api: Api,
  customer: { first_name: string; last_name: string; email: string; password: string },
  line: { productId: string; quantity: number; street: string; idempotencyKey: string },
): Promise<{ token: string; order: PlacedOrder }> {
  const token = (await api<{ access_token: string }>('POST', '/auth/register', null, customer)).access_token;
  await api('POST', '/cart/add', token, { product_id: line.productId, quantity: line.quantity });
  const order = await api<PlacedOrder>(
    'POST',
    '/orders',
    token,
    {
      shipping_address: {
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone: '+20 1001234567',
        address: line.street,
        city: 'Aswan',
        country: 'Egypt',
      },
      payment_method: 'cod',
    },
    { 'idempotency-key': line.idempotencyKey },
  );
  return { token, order };
}

/** An input by its label; Mantine adds " *" to the label text of a required field. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Fill in the sign-in form the page shows and press Login. */
export async function signIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fills the sign-up form (the page is on /signup) as a person would, terms accepted, and sends it. */
export async function signUp(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await field(page, 'First name').fill(person.firstName);
  await field(page, 'Last name').fill(person.lastName);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await field(page, 'Confirm password').fill(person.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Reads the site in `language` from the next page opened, as the language switch records the choice: in localStorage
 * and in the `lang` cookie, which the server and the app read first (issue 22: a plain address sends an Arabic
 * reader to its `/ar` twin). The page must be on the site.
 */
export async function chooseLanguage(page: Page, language: 'en' | 'ar') {
  await page.evaluate((l) => localStorage.setItem('lang', l), language);
  await page.context().addCookies([{ name: 'lang', value: language, domain: new URL(page.url()).hostname, path: '/' }]);
}

/** Chooses `language` (chooseLanguage) and opens the page shown at that language's address, as the switch does. */
export async function reopenIn(page: Page, language: 'en' | 'ar') {
  await chooseLanguage(page, language);
  const url = new URL(page.url());
  await page.goto(new URL(addressIn(language, `${url.pathname}${url.search}`), url).href);
}

/** The path of the e-mail-verification link in a mail's text (`/verify-email?token=…`, or its `/ar` twin). */
const VERIFY_LINK = /\/(?:ar\/)?verify-email\?token=[\w-]+/;

/**
 * The e-mail-verification link last mailed to `email` (sign-up mails one; "Send verification e-mail" another), as a path
 * on the running app: waits up to 15 s for the mail to reach the test's mail server (the app must run with
 * `SMTP_URL: sink.url`).
 */
export async function verificationLinkTo(sink: MailSink, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = sink.received.filter((mail) => mail.to.includes(email) && VERIFY_LINK.test(mail.text));
    const link = mails.at(-1)?.text.match(VERIFY_LINK)?.[0];
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(
        `no verification link was mailed to ${email} (mails to it: ${
          sink.received
            .filter((m) => m.to.includes(email))
            .map((m) => m.subject)
            .join(', ') || 'none'
        })`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Verifies `email` as its owner does, through the link mailed to it: with `page`, the page opens the link (the
 * /verify-email page) and the step waits for it to say the address is verified; with `api`, the token in the link is
 * sent to POST /api/auth/verify-email, as that page sends it (for a test's setup made through the API).
 */
export async function verifyByMail(
  sink: MailSink,
  email: string,
  by: { page: Page; baseUrl: string } | { api: Api },
): Promise<void> {
  const link = await verificationLinkTo(sink, email);
  if ('api' in by) {
    const token = new URL(link, 'http://mail.invalid').searchParams.get('token');
    await by.api('POST', '/auth/verify-email', null, { token });
    return;
  }
  await by.page.goto(`${by.baseUrl}${link}`);
  await by.page.getByTestId('email-verified').waitFor({ state: 'visible', timeout: 15_000 });
}
