import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsAr } from '../../src/client/i18n/accounts/ar';
import { accountsEn } from '../../src/client/i18n/accounts/en';
import { adminAr } from '../../src/client/i18n/admin/ar';
import { adminEn } from '../../src/client/i18n/admin/en';
import { ar } from '../../src/client/i18n/ar';
import { cartAr } from '../../src/client/i18n/cart/ar';
import { cartEn } from '../../src/client/i18n/cart/en';
import { cropsAr } from '../../src/client/i18n/crops/ar';
import { cropsEn } from '../../src/client/i18n/crops/en';
import { en } from '../../src/client/i18n/en';
import { learningAr } from '../../src/client/i18n/learning/ar';
import { learningEn } from '../../src/client/i18n/learning/en';
import { notificationsAr } from '../../src/client/i18n/notifications/ar';
import { notificationsEn } from '../../src/client/i18n/notifications/en';
import { ordersAr } from '../../src/client/i18n/orders/ar';
import { ordersEn } from '../../src/client/i18n/orders/en';
import { shopAr } from '../../src/client/i18n/shop/ar';
import { shopEn } from '../../src/client/i18n/shop/en';
import { formatNumber } from '../../src/client/lib/format';
import { orderNotificationText } from '../../src/events/projections/orderNotificationTexts';
import { calculateSeed } from '../../src/shared/calculators';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { PHONE_390, sidewaysOverflow, targetProblems } from './phoneChecks';
import { type MailSink, startMailSink } from './mailSink';
import { type ListedProduct, verifyByMail } from './steps';
import { addressIn, languageOfPath, plainAddress } from '../../src/shared/addresses';
import { referenceFiles, referenceGuides } from '../../src/server/reference/content';

/*
 * Issue 11: one journey per role through the storefront as a person would take it — clicking the links, buttons and
 * fields they see, by the words on them — once in English and once in Arabic. The words come from the catalogues the
 * app itself loads (src/client/i18n/**), so the Arabic run checks that every control it uses carries its Arabic label
 * (a missing Arabic text fails the lookup or the click) and that the page is right to left.
 *
 * One server for the file. The journeys run in order, each in a browser context of its own: the visitor on a phone,
 * the customer on a phone (their order is what the administrator then handles), the administrator on a desktop. The
 * phone is a real one: 390×844, touch, device scale 2 (`PHONE_390`); where a phone journey takes its
 * screenshots it also checks the page as screens.e2e.test.ts checks every screen — nothing wider than the screen, every
 * control big enough and apart — softly, so that the journey goes on and the report names each miss.
 */

type Lang = 'en' | 'ar';
const LANGS: readonly Lang[] = ['en', 'ar'];

// ─── The app's words ────────────────────────────────────────────────────────────────────────────────

type Tree = { [key: string]: string | Tree };

function merged(catalogues: readonly object[]): Tree {
  const into = (target: Tree, source: Tree) => {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') target[key] ??= value;
      else {
        target[key] ??= {};
        into(target[key] as Tree, value);
      }
    }
    return target;
  };
  return catalogues.reduce<Tree>((all, catalogue) => into(all, catalogue as Tree), {});
}

const CATALOGUES: Record<Lang, readonly object[]> = {
  en: [en, accountsEn, adminEn, cartEn, cropsEn, learningEn, notificationsEn, ordersEn, shopEn],
  ar: [ar, accountsAr, adminAr, cartAr, cropsAr, learningAr, notificationsAr, ordersAr, shopAr],
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** i18next over the app's catalogues of one language (no fallback: a text missing in Arabic fails the test). */
function translator(lang: Lang): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: merged(CATALOGUES[lang]) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const t = instance.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key, options) => {
    if (!instance.exists(key, options)) throw new Error(`No ${lang} text for ${key}`);
    return t(key, options);
  };
}

const TEXTS: Record<Lang, Translate> = { en: translator('en'), ar: translator('ar') };

/** Stands for any text in `like`. */
const ANY = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text with parts left open: `like(t('x', { total: ANY }))` matches whatever total the page shows. */
const like = (text: string) => new RegExp(`^${text.split(ANY).map(escapeRegExp).join('.+?')}$`);
const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
const endingWith = (text: string) => new RegExp(`${escapeRegExp(text)}$`);
/** Text without the first-strong isolates the app puts around figures and codes. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
/** The first figure of a text ('1,234.50 EGP', '−12.30 ج.م'): prices are written with Western digits in both languages. */
const amount = (text: string | null) => Number((/\d[\d,]*(\.\d+)?/.exec(plain(text))?.[0] ?? 'NaN').replace(/,/g, ''));
/** An input by its label; Mantine adds " *" to the label of a required field. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

// ─── The run ────────────────────────────────────────────────────────────────────────────────────────

const ADMIN_EMAIL = 'journeys-admin@fellah.eg';
const ADMIN_PASSWORD = 'nile-journeys-admin-11';
const PHONE: BrowserContextOptions = PHONE_390;
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' };

let server: RunningServer;
/** The app's mail server: a customer verifies their address through the mailed link. */
let sink: MailSink;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** Two products per language for the customer: A (150–400 EGP: two of them pass WELCOME10's 300 EGP) and B. */
const picks = {} as Record<Lang, { a: ListedProduct; b: ListedProduct }>;

/** What each customer journey leaves for the administrator's. */
interface Customer {
  email: string;
  password: string;
  firstName: string;
  orderId: string;
  orderNumber: string;
}
const customers: Partial<Record<Lang, Customer>> = {};

async function api<T>(path: string, token?: string): Promise<{ data: T; pagination?: { total: number } }> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await response.json()) as {
    success: boolean;
    data: T;
    pagination?: { total: number };
    message?: string;
  };
  if (!response.ok || !json.success) throw new Error(`GET ${path} → ${response.status} ${json.message ?? ''}`);
  return json;
}

beforeAll(async () => {
  sink = await startMailSink();
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SMTP_URL: sink.url });
  browser = await launchBrowser();
  const { data } = await api<ListedProduct[]>('/products?limit=100&is_available=true&sort_by=name&sort_order=ASC');
  const sellable = data.filter((p) => p.is_available && (p.stock_quantity ?? 0) >= 20 && p.name_ar);
  const as = sellable.filter((p) => p.price >= 150 && p.price <= 400);
  const bs = sellable.filter((p) => p.price >= 20 && p.price <= 300 && !as.slice(0, 2).includes(p));
  expect(as.length).toBeGreaterThanOrEqual(2);
  expect(bs.length).toBeGreaterThanOrEqual(2);
  picks.en = { a: as[0]!, b: bs[0]! };
  picks.ar = { a: as[1]!, b: bs[1]! };
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

async function newPage(options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

// ─── Moves every journey makes ──────────────────────────────────────────────────────────────────────

/** The page's path within its language (issue 22: `/ar/crops` is the crops page in Arabic; expectLanguage checks the prefix). */
const pathIn = (page: Page) => plainAddress(pathOf(page));

const direction = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('dir'));

/** The page is in `lang`: `<html lang dir>` and the language switch offering the other one. */
async function expectLanguage(page: Page, lang: Lang) {
  await eventually(() => direction(page)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.getByRole('button', { name: TEXTS[lang]('language.switchLabel'), exact: true }).count()).toBe(1);
  // The address is the language.
  expect(languageOfPath(pathOf(page))).toBe(lang);
}

/** An Arabic reader starts by pressing "العربية" in the header. */
async function chooseLanguage(page: Page, lang: Lang) {
  if (lang === 'en') return expectLanguage(page, 'en');
  const toArabic = page.getByRole('button', { name: TEXTS.en('language.switchLabel'), exact: true });
  expect(await toArabic.textContent()).toBe(TEXTS.en('language.switchTo'));
  await toArabic.click();
  await expectLanguage(page, 'ar');
}

/** On a phone: the menu button, then a link of the menu. */
async function viaPhoneMenu(page: Page, t: Translate, name: string, role: 'link' | 'button' = 'link') {
  await page.getByRole('button', { name: t('nav.toggleMenu'), exact: true }).click();
  const menu = page.locator('#mobile-menu');
  await eventually(() => menu.getByRole(role, { name, exact: true }).isVisible()).toBe(true);
  await menu.getByRole(role, { name, exact: true }).click();
}

const productName = (product: ListedProduct, lang: Lang) => (lang === 'ar' ? product.name_ar! : product.name);
/** A full-page screenshot to test-results; on a phone, the page as it is then checked as screens.e2e checks a screen. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(RESULTS_DIR, `journey-${name}.png`), fullPage: true });
  if (page.viewportSize()!.width > (PHONE_390.viewport?.width ?? 390)) return;
  const overflow = await sidewaysOverflow(page);
  expect
    .soft(overflow.scrollWidth, `${name}: wider than the phone; past the edges: ${overflow.culprits.join(', ')}`)
    .toBeLessThanOrEqual(overflow.viewport + 1);
  const { small, overlaps } = await targetProblems(page);
  const misses = [
    ...small.map((s) => `too small: ${s.what} is ${s.width}×${s.height}, needs ${s.need}×${s.need}`),
    ...overlaps.map((o) => `overlapping: ${o.a} ⟷ ${o.b}`),
  ];
  expect.soft(misses, `${name}: targets too small or overlapping`).toEqual([]);
}

// ─── Visitor ────────────────────────────────────────────────────────────────────────────────────────

const wheat = referenceFiles.crops.load().find((crop) => crop.slug === 'wheat')!;
const wheatGuide = referenceGuides().find((guide) => guide.crop_slug === 'wheat')!;

describe.each(LANGS)('the visitor journey on a phone (%s)', (lang) => {
  const t = TEXTS[lang];
  const wheatName = lang === 'ar' ? wheat.name_ar : wheat.name;

  it('home → crops → wheat (calendar, guide) → seed calculator → a quiz → shop search and filter → product → Add to Cart asks to log in', async () => {
    const page = await newPage(PHONE);
    // The page's clock runs as usual; the quiz's 3-second pauses are skipped with it (no waiting on them).
    await page.clock.install();

    // Home
    await page.goto(`${server.baseUrl}/`);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXTS.en('home.hero.title'));
    await chooseLanguage(page, lang);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t('home.hero.title'));

    // Crops: the hero's button, the grains, then wheat
    await page.getByRole('link', { name: t('home.hero.exploreCrops'), exact: true }).click();
    await eventually(() => pathIn(page)).toBe('/crops');
    await eventually(() => page.getByRole('heading', { name: t('crops.title'), level: 1 }).count()).toBe(1);
    const filters = page.getByRole('group', { name: t('crops.filters.label') });
    await filters.getByRole('button', { name: startingWith(t('crops.filters.grain')) }).click();
    await eventually(() => new URL(page.url()).searchParams.get('type')).toBe('grain');
    const wheatLink = page.getByRole('link', { name: t('crops.card.viewDetailsOf', { crop: wheatName }), exact: true });
    await eventually(() => wheatLink.count()).toBe(1);
    await wheatLink.click();
    await eventually(() => pathIn(page)).toBe('/crops/wheat');
    await eventually(() => page.getByTestId('crop-title').textContent()).toBe(wheatName);
    await expectLanguage(page, lang);

    // The planting calendar (months down the side on a phone): a mark for each planting month of each region.
    const calendar = page.getByRole('table', { name: t('crop.calendar.title'), exact: true });
    await eventually(() => calendar.count()).toBe(1);
    const regions = Object.entries(wheat.planting_months).filter(([, months]) => months.length > 0);
    for (const [region] of regions) {
      expect(
        await calendar.getByRole('columnheader', { name: t(`crop.calendar.regions.${region}`), exact: true }).count(),
        region,
      ).toBe(1);
    }
    const plantingMonths = regions.reduce((n, [, months]) => n + months.length, 0);
    expect(await calendar.getByText(t('crop.calendar.planting'), { exact: true }).count()).toBe(plantingMonths);

    // The guide, in its reader
    const guideTitle = lang === 'ar' ? wheatGuide.title_ar : wheatGuide.title;
    await page.getByRole('button', { name: t('crop.guides.readTitle', { title: guideTitle }), exact: true }).click();
    const reader = page.getByRole('dialog');
    await eventually(() => reader.locator('[data-testid="markdown-content"] h3').count()).toBeGreaterThan(0);
    expect(await reader.textContent()).toContain(guideTitle);
    await reader.getByRole('button', { name: t('crop.guides.close'), exact: true }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    expect(pathIn(page)).toBe('/crops/wheat');

    // Calculators: seed for 2 feddan of wheat
    await viaPhoneMenu(page, t, t('nav.calculators'));
    await eventually(() => pathIn(page)).toBe('/calculators');
    // The tab's emoji is hidden from its name.
    await page.getByRole('tab', { name: endingWith(t('calculator.tabs.seed')) }).click();
    const crop = page.getByLabel(t('calculator.guideCrop.label'), { exact: true });
    await eventually(() => crop.isEnabled()).toBe(true);
    await crop.selectOption({ label: wheatName });
    const seedRate = field(page, t('calculator.fields.seedRate'));
    await eventually(() => seedRate.inputValue()).toBe(String(wheat.seed_rate_kg_per_feddan));
    expect(await field(page, t('calculator.fields.germination')).inputValue()).toBe('85');
    await field(page, t('calculator.fields.area')).fill('2');
    const needed = calculateSeed({
      area: 2,
      seedRate: wheat.seed_rate_kg_per_feddan!,
      germinationRate: 85,
    })!.seedsNeeded;
    const kg = t('calculator.units.kg', { value: `\u2068${formatNumber(needed, lang, 2)}\u2069` });
    await eventually(() => page.getByTestId('seed-needed').textContent()).toBe(kg);
    expect(plain(kg)).toMatch(lang === 'ar' ? /^141\.18 / : /^141\.18 kg$/);

    // A quiz, every question answered, to the score
    await viaPhoneMenu(page, t, t('nav.quizzes'));
    const quiz = page.locator('[data-testid="quiz-card"][data-quiz="basic-agriculture"]');
    await eventually(() => quiz.count()).toBe(1);
    await quiz.getByRole('button', { name: startingWith(`${t('quiz.card.start')}: `) }).click();
    let total = 0;
    for (let n = 1; ; n++) {
      await eventually(() => page.getByTestId('quiz-position').textContent()).toMatch(
        like(t('quiz.questionOf', { current: n, total: ANY })),
      );
      total = Number(/(\d+)\D*$/.exec(plain(await page.getByTestId('quiz-position').textContent()))![1]);
      const answers = page.getByTestId('quiz-answer');
      await answers.nth(n % (await answers.count())).click();
      await page.getByRole('button', { name: t(n === total ? 'quiz.finish' : 'quiz.next'), exact: true }).click();
      await page.getByTestId('quiz-explanation').waitFor();
      await page.clock.runFor(3_000);
      if (n === total) break;
    }
    const result = page.locator('[data-testid="quiz-result"][data-outcome="scored"]');
    await eventually(() => result.count()).toBe(1);
    expect(await result.getByRole('heading', { name: t('quiz.result.title'), exact: true }).count()).toBe(1);
    expect(await page.getByTestId('quiz-review-item').count()).toBe(total);
    const correct = await page.locator('[data-testid="quiz-review-item"][data-correct="true"]').count();
    expect(await page.getByTestId('quiz-correct').textContent()).toBe(
      t('quiz.result.correctOf', { count: correct, total }),
    );
    expect(await page.getByTestId('quiz-score').textContent()).toBe(`${Math.round((correct / total) * 100)}%`);
    await expectLanguage(page, lang);

    // Shop: search, then the seeds only
    await viaPhoneMenu(page, t, t('nav.shop'));
    await eventually(() => pathIn(page)).toBe('/shop');
    const word = lang === 'ar' ? 'طماطم' : 'tomato';
    const search = page.getByRole('searchbox', { name: t('shop.searchLabel'), exact: true });
    await search.fill(word);
    await search.press('Enter');
    await eventually(() => new URL(page.url()).searchParams.get('search')).toBe(word);
    // What the shop lists: active and available products.
    const listed = `/products?is_active=true&is_available=true&limit=1&search=${encodeURIComponent(word)}`;
    const found = (await api<unknown[]>(listed)).pagination!.total;
    const seeds = (await api<unknown[]>(`${listed}&category=seeds`)).pagination!.total;
    expect(seeds).toBeGreaterThan(0);
    expect(seeds).toBeLessThan(found);
    const showing = page.getByTestId('shop-showing');
    await eventually(() => showing.textContent()).toBe(
      t('shop.showing', { from: 1, to: Math.min(20, found), count: found }),
    );
    // On a phone the filters are folded away behind their button.
    expect(await page.locator('#shop-filters').count()).toBe(0);
    await page.getByRole('button', { name: startingWith(t('shop.filtersToggle')) }).click();
    await page.getByRole('radio', { name: startingWith(t('shop.categories.seeds')) }).click();
    await page.getByRole('button', { name: t('shop.filters.apply'), exact: true }).click();
    await eventually(() => new URL(page.url()).searchParams.get('category')).toBe('seeds');
    await eventually(() => showing.textContent()).toBe(
      t('shop.showing', { from: 1, to: Math.min(20, seeds), count: seeds }),
    );
    expect(new URL(page.url()).searchParams.get('search')).toBe(word);
    await screenshot(page, `visitor-${lang}-shop`);

    // A product, then Add to Cart
    const first = page.getByTestId('product-card').first();
    const name = (await first.getByTestId('product-name').textContent()) ?? '';
    await first.getByTestId('product-name').click();
    await eventually(() => pathIn(page)).toMatch(/^\/shop\/[a-z0-9-]+$/);
    const productPath = pathIn(page);
    await eventually(() => page.getByTestId('product-title').textContent()).toBe(name);
    await page.getByRole('button', { name: t('product.addToCart'), exact: true }).click();
    await eventually(() => pathIn(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe(addressIn(lang, productPath));
    await eventually(() => page.getByTestId('redirect-message').textContent()).toBe(t('guard.addToCart'));
    await expectLanguage(page, lang);
    await screenshot(page, `visitor-${lang}-login`);
    await page.context().close();
  });
});

// ─── Customer ───────────────────────────────────────────────────────────────────────────────────────

describe.each(LANGS)('the customer journey on a phone (%s)', (lang) => {
  const t = TEXTS[lang];

  it('signs up → two products into the cart (one from favourites) → a quantity → checkout with WELCOME10 → My Orders → the bell → profile → signs out', async () => {
    const { a, b } = picks[lang];
    const nameA = productName(a, lang);
    const nameB = productName(b, lang);
    const page = await newPage(PHONE);
    const me: Customer = {
      email: `journey-${lang}-${Date.now()}@example.com`,
      password: 'delta-journey-11',
      firstName: lang === 'ar' ? 'منى' : 'Mona',
      orderId: '',
      orderNumber: '',
    };
    const lastName = lang === 'ar' ? 'صالح' : 'Saleh';

    // Sign up from the menu
    await page.goto(`${server.baseUrl}/`);
    await chooseLanguage(page, lang);
    await viaPhoneMenu(page, t, t('nav.signUp'));
    await eventually(() => pathIn(page)).toBe('/signup');
    // Sign-up starts with the mobile number in Arabic: this grower signs up by e-mail.
    await page.getByTestId('identity-choice').getByText(t('auth.phone.methods.email'), { exact: true }).click();
    await field(page, t('auth.signUp.firstName')).fill(me.firstName);
    await field(page, t('auth.signUp.lastName')).fill(lastName);
    await field(page, t('auth.emailLabel')).fill(me.email);
    await field(page, t('auth.passwordLabel')).fill(me.password);
    await field(page, t('auth.signUp.confirmPassword')).fill(me.password);
    await page.getByRole('checkbox', { name: t('auth.signUp.terms').replace(/<\/?\w+>/g, '') }).check();
    await page.getByRole('button', { name: t('auth.signUp.submit'), exact: true }).click();
    await eventually(() => pathIn(page)).toBe('/');
    await eventually(() => page.getByTestId('header-cart').count()).toBe(1);
    await expectLanguage(page, lang);

    // The link the sign-up mailed verifies the address (issue 38: WELCOME10, once per customer, and reviews need it).
    await verifyByMail(sink, me.email, { page, baseUrl: server.baseUrl });
    await expectLanguage(page, lang);
    expect(await page.getByTestId('email-verified').textContent()).toBe(t('auth.verify.done'));

    // Shop: A into the cart from its card
    await viaPhoneMenu(page, t, t('nav.shop'));
    const search = page.getByRole('searchbox', { name: t('shop.searchLabel'), exact: true });
    const cardOf = (name: string) =>
      page
        .getByTestId('product-card')
        .filter({ has: page.getByTestId('product-name').getByText(name, { exact: true }) });
    await search.fill(nameA);
    await search.press('Enter');
    await eventually(() => cardOf(nameA).count()).toBe(1);
    await cardOf(nameA)
      .getByRole('button', { name: t('shop.card.addToCart'), exact: true })
      .click();
    await eventually(() => page.getByText(t('cart.messages.added', { product: nameA }), { exact: true }).count()).toBe(
      1,
    );
    const cartButton = page.getByTestId('header-cart');
    await eventually(() => cartButton.getAttribute('aria-label')).toBe(t('nav.cartWithCount', { count: 1 }));

    // B: the heart on its card, then into the cart from My Favorites
    await search.fill(nameB);
    await search.press('Enter');
    await eventually(() => cardOf(nameB).count()).toBe(1);
    const heart = cardOf(nameB).getByRole('button', {
      name: t('shop.card.addToFavorites', { product: nameB }),
      exact: true,
    });
    await heart.click();
    await eventually(() =>
      cardOf(nameB)
        .getByRole('button', { name: t('shop.card.removeFromFavorites', { product: nameB }), exact: true })
        .count(),
    ).toBe(1);
    await page.getByRole('link', { name: t('nav.favorites'), exact: true }).click();
    await eventually(() => pathIn(page)).toBe('/favorites');
    const favourite = page.getByTestId('favorite-item').filter({ hasText: nameB });
    await eventually(() => favourite.count()).toBe(1);
    expect(await page.getByTestId('favorites-count').textContent()).toBe(t('favorites.count', { count: 1 }));
    await favourite.getByRole('button', { name: t('favorites.addToCart'), exact: true }).click();
    await eventually(() => cartButton.getAttribute('aria-label')).toBe(t('nav.cartWithCount', { count: 2 }));

    // The cart: one more of A
    await cartButton.click();
    await eventually(() => page.getByTestId('cart-page').getAttribute('data-state')).toBe('loaded');
    expect(await page.getByRole('heading', { name: t('cart.title'), exact: true }).count()).toBe(1);
    expect(await page.getByTestId('cart-item').count()).toBe(2);
    // A line by its link to the product (the cart names products in English in both languages: GET /cart has no name_ar).
    const lineA = page
      .getByTestId('cart-item')
      .filter({ has: page.locator(`a[href="${addressIn(lang, `/shop/${a.slug}`)}"]`) });
    await lineA.getByRole('button', { name: t('product.increase'), exact: true }).click();
    await eventually(() => lineA.getByRole('textbox', { name: t('product.quantity'), exact: true }).inputValue()).toBe(
      '2',
    );
    await eventually(() => cartButton.getAttribute('aria-label')).toBe(t('nav.cartWithCount', { count: 3 }));
    await screenshot(page, `customer-${lang}-cart`);
    const subtotal = Math.round((2 * a.price + b.price) * 100) / 100;
    expect(subtotal).toBeGreaterThanOrEqual(300);
    await eventually(async () => amount(await page.getByTestId('cart-subtotal').textContent())).toBeCloseTo(
      subtotal,
      2,
    );
    await expectLanguage(page, lang);

    // Checkout: the address, WELCOME10, Place Order
    await page.getByRole('link', { name: t('cart.proceedToCheckout'), exact: true }).click();
    await eventually(() => page.getByTestId('checkout-page').getAttribute('data-state')).toBe('form');
    const shipping = page.getByRole('region', { name: t('checkout.shippingAddress'), exact: true });
    // The name comes from the profile; the phone, not given at sign-up, is asked in the local form.
    expect(await field(shipping, t('checkout.fields.first_name')).inputValue()).toBe(me.firstName);
    expect(await field(shipping, t('checkout.fields.last_name')).inputValue()).toBe(lastName);
    expect(await field(shipping, t('checkout.fields.phone')).getAttribute('placeholder')).toBe(
      t('checkout.phonePlaceholder'),
    );
    await field(shipping, t('checkout.fields.phone')).fill('0100 123 4567');
    await field(shipping, t('checkout.fields.address')).fill(lang === 'ar' ? '12 شارع القناة' : '12 Canal Street');
    await field(shipping, t('checkout.fields.city')).fill(lang === 'ar' ? 'المنصورة' : 'Mansoura');
    // Delivery is priced by the governorate: Mansoura is in Dakahlia.
    await page.locator('#checkout-shipping-governorate').selectOption('EG-DK');
    await eventually(() => page.getByTestId('delivery-quote').count()).toBe(1);
    await field(page, t('checkout.coupon.label')).fill('WELCOME10');
    await page.getByRole('button', { name: t('checkout.coupon.apply'), exact: true }).click();
    await eventually(() => page.getByTestId('coupon-applied').count()).toBe(1);
    const discount = Math.round(subtotal * 10) / 100;
    expect(plain(await page.getByTestId('coupon-applied').textContent())).toMatch(
      like(plain(t('checkout.coupon.applied', { code: 'WELCOME10', amount: ANY }))),
    );
    expect(amount(await page.getByTestId('summary-discount').textContent())).toBeCloseTo(discount, 2);
    const placeOrder = page.getByRole('button', { name: like(t('checkout.placeOrder', { total: ANY })) });
    await placeOrder.click();
    await eventually(() => page.getByRole('heading', { name: t('checkout.success'), exact: true }).count()).toBe(1);

    // My Orders opens the new order
    await eventually(() => pathIn(page)).toMatch(/^\/orders\/\d+$/);
    me.orderId = pathIn(page).split('/')[2]!;
    const card = page.locator(`[data-testid="order-card"][data-order-id="${me.orderId}"]`);
    await eventually(() => card.getAttribute('data-status')).toBe('pending');
    expect(await card.getByTestId('order-status').textContent()).toBe(t('orders.status.pending'));
    me.orderNumber = /([A-Z0-9-]{6,})/.exec(plain(await card.getByTestId('order-number').textContent()))![1]!;
    expect(plain(await card.getByTestId('order-number').textContent())).toBe(
      plain(t('orders.orderNumber', { number: me.orderNumber })),
    );
    expect(await page.getByRole('heading', { name: t('orders.title'), exact: true }).count()).toBe(1);
    expect(await page.getByTestId('order-created-banner').textContent()).toContain(t('orders.createdBanner'));
    await eventually(() => cartButton.getAttribute('aria-label')).toBe(t('nav.cart'));
    const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
    const order = (
      await api<{ discount: number; coupon_code: string; subtotal: number }>(`/orders/${me.orderId}`, token)
    ).data;
    expect(order).toMatchObject({ coupon_code: 'WELCOME10', discount, subtotal });
    await screenshot(page, `customer-${lang}-order`);

    // The bell: "order placed", in the reader's language. The badge follows when the tab comes back into view (or on
    // its minute's poll); the notification itself is made in the background.
    const bell = page.getByTestId('notifications-bell');
    const notifications = async () =>
      (await api<{ type: string }[]>('/notifications?limit=50', token)).data.map((n) => n.type);
    await eventually(notifications, 20_000).toEqual(['order_placed']);
    await eventually(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
      return bell.getAttribute('aria-label');
    }, 20_000).toBe(t('notifications.bellWithCount', { count: 1 }));
    await bell.click();
    const placed = page
      .getByTestId('notifications-dropdown')
      .locator('[data-testid="notification-item"][data-type="order_placed"]');
    await eventually(() => placed.count()).toBe(1);
    // The words without the payment sentence (an event's data that does not say how it is paid), checked apart below.
    const words = orderNotificationText(
      lang,
      { type: 'OrderPlaced', data: {} } as Parameters<typeof orderNotificationText>[1],
      me.orderNumber,
    );
    expect(await placed.getByTestId('notification-title').textContent()).toBe(words.title);
    // The message then says how the order is paid: cash on delivery here.
    expect(await placed.getByTestId('notification-message').textContent()).toContain(words.message);
    expect(await placed.getByTestId('notification-message').textContent()).toContain(
      lang === 'ar' ? 'نقدًا عند استلام الطلب' : 'in cash when the order is delivered',
    );
    await page.keyboard.press('Escape');

    // Profile: a new first name, then an address
    await viaPhoneMenu(page, t, t('userMenu.profile'));
    await eventually(() => pathIn(page)).toBe('/profile');
    await page.getByRole('button', { name: t('profile.details.edit'), exact: true }).click();
    const newName = lang === 'ar' ? 'منى أحمد' : 'Mona Ahmed';
    await field(page, t('profile.details.firstName')).fill(newName);
    await page.getByRole('button', { name: t('profile.details.save'), exact: true }).click();
    await eventually(() => page.getByTestId('profile-first-name').textContent()).toBe(newName);
    me.firstName = newName;

    await page.getByRole('tab', { name: t('profile.tabs.addresses'), exact: true }).click();
    await page.getByRole('button', { name: t('addresses.add'), exact: true }).click();
    const form = page.getByTestId('address-form');
    await field(form, t('addresses.form.phone')).fill('+20 1001234567');
    await field(form, t('addresses.form.firstName')).fill(newName);
    await field(form, t('addresses.form.lastName')).fill(lastName);
    await field(form, t('addresses.form.address')).fill(lang === 'ar' ? '5 كورنيش النيل' : '5 Nile Corniche');
    await field(form, t('addresses.form.city')).fill(lang === 'ar' ? 'أسوان' : 'Aswan');
    // The governorate (delivery is priced by it): required for an Egyptian address, named in the reader's language.
    await form.getByRole('button', { name: t('addresses.form.save'), exact: true }).click();
    await eventually(() => form.getByText(t('addresses.form.governorateRequired'), { exact: true }).count()).toBe(1);
    const governorate = field(form, t('addresses.form.governorate'));
    expect(await governorate.locator('option[value="EG-ASN"]').textContent()).toBe(lang === 'ar' ? 'أسوان' : 'Aswan');
    await governorate.selectOption('EG-ASN');
    await screenshot(page, `customer-${lang}-address-form`);
    await form.getByRole('button', { name: t('addresses.form.save'), exact: true }).click();
    const address = page.getByTestId('address-card');
    await eventually(() => address.count()).toBe(1);
    expect(await address.textContent()).toContain(lang === 'ar' ? 'أسوان' : 'Aswan');
    await expectLanguage(page, lang);
    await screenshot(page, `customer-${lang}-profile`);

    // Sign out from the menu
    await viaPhoneMenu(page, t, t('userMenu.logout'), 'button');
    await eventually(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await eventually(() => page.getByTestId('header-cart').count()).toBe(0);
    await page.getByRole('button', { name: t('nav.toggleMenu'), exact: true }).click();
    await eventually(() =>
      page
        .locator('#mobile-menu')
        .getByRole('link', { name: t('nav.login'), exact: true })
        .isVisible(),
    ).toBe(true);
    await page.goto(`${server.baseUrl}/orders`);
    await eventually(() => pathIn(page)).toBe('/login');
    customers[lang] = me;
    await page.context().close();
  });
});

// ─── Administrator ──────────────────────────────────────────────────────────────────────────────────

describe.each(LANGS)('the administrator journey on a desktop (%s)', (lang) => {
  const t = TEXTS[lang];

  it('signs in → dashboard → ships the customer’s order → turns moderation on and approves their review → a sales report to its CSV → the audit log', async () => {
    const customer = customers[lang];
    expect(customer, 'the customer journey of this language placed no order').toBeDefined();
    const page = await newPage(DESKTOP);
    const status = (s: string) => t(`admin.status.order.${s}`);

    // Sign in from the header, then the Admin link of the account menu
    await page.goto(`${server.baseUrl}/`);
    await chooseLanguage(page, lang);
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('nav.login'), exact: true })
      .click();
    await field(page, t('auth.emailLabel')).fill(ADMIN_EMAIL);
    await field(page, t('auth.passwordLabel')).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await eventually(() => pathIn(page)).toBe('/');
    // The account menu's button: the user's name, then "account menu" (in whichever order the language puts them).
    await page
      .getByRole('button', { name: new RegExp(`${like(t('userMenu.label', { name: ANY })).source.slice(1)}`) })
      .click();
    await page.getByRole('menuitem', { name: t('admin.menuLink'), exact: true }).click();

    // The dashboard
    await eventually(() => pathIn(page)).toBe('/admin');
    await eventually(() => page.getByTestId('admin-page').getAttribute('data-section')).toBe('dashboard');
    expect(await page.getByRole('heading', { name: t('admin.title'), level: 1 }).count()).toBe(1);
    await eventually(() => page.getByTestId('dashboard-kpis').count()).toBe(1);
    await eventually(() => page.getByTestId('chart-revenue').locator('svg.recharts-surface').count()).toBe(1);
    await expectLanguage(page, lang);
    const nav = page.getByRole('navigation', { name: t('admin.nav.label'), exact: true });
    expect(await nav.getByRole('link', { name: t('admin.nav.dashboard') }).getAttribute('aria-current')).toBe('page');

    // Orders: find the customer's, confirm it, prepare it, ship it with a tracking number
    await nav.getByRole('link', { name: t('admin.nav.orders') }).click();
    await eventually(() => page.getByTestId('admin-page').getAttribute('data-section')).toBe('orders');
    const search = field(page, t('admin.orders.searchLabel'));
    await search.fill(customer!.orderNumber);
    await search.press('Enter');
    const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${customer!.orderId}"]`);
    await eventually(() => row.getAttribute('data-status')).toBe('pending');
    await row.getByRole('link', { name: customer!.orderNumber, exact: true }).click();
    const drawer = page.getByTestId('admin-order-detail');
    await eventually(() => drawer.getAttribute('data-status')).toBe('pending');
    const move = async (to: 'confirmed' | 'processing') => {
      const label = t('admin.orders.moveTo', { status: status(to) });
      await drawer.getByRole('button', { name: label, exact: true }).click();
      await page
        .getByRole('dialog')
        .filter({
          hasText: t('admin.orders.moveBody', { number: `\u2068${customer!.orderNumber}\u2069`, status: status(to) }),
        })
        .getByRole('button', { name: label, exact: true })
        .click();
      await eventually(() => drawer.getAttribute('data-status')).toBe(to);
    };
    await move('confirmed');
    await move('processing');
    await drawer
      .getByRole('button', { name: t('admin.orders.moveTo', { status: status('shipped') }), exact: true })
      .click();
    const tracking = `EG-${lang.toUpperCase()}-${Date.now()}`;
    await field(page, t('admin.orders.ship.tracking')).fill(tracking);
    await field(page, t('admin.orders.ship.carrier')).fill('Bosta');
    await page.getByRole('button', { name: t('admin.orders.ship.confirm'), exact: true }).click();
    await eventually(() => drawer.getAttribute('data-status')).toBe('shipped');
    await eventually(() => page.getByTestId('admin-order-tracking').textContent()).toBe(tracking);
    expect(await page.getByTestId('admin-order-status').textContent()).toBe(status('shipped'));
    await screenshot(page, `admin-${lang}-order`);
    await page.keyboard.press('Escape');
    await eventually(() => row.getAttribute('data-status')).toBe('shipped');

    // Settings: moderation on
    await nav.getByRole('link', { name: t('admin.nav.settings') }).click();
    const moderationCard = page.getByTestId('setting-moderation_enabled');
    const moderationSwitch = moderationCard.getByRole('switch', {
      name: t('admin.settings.keys.moderation_enabled.label'),
      exact: true,
    });
    await eventually(() => moderationSwitch.count()).toBe(1);
    expect(await moderationSwitch.isChecked()).toBe(false);
    const setModeration = async (on: boolean) => {
      await moderationSwitch.setChecked(on, { force: true });
      await moderationCard.getByRole('button', { name: t('admin.settings.save'), exact: true }).click();
      await eventually(() =>
        moderationCard.getByRole('button', { name: t('admin.settings.save'), exact: true }).isDisabled(),
      ).toBe(true);
      await eventually(
        async () =>
          (await api<{ value: boolean }>('/admin/settings/moderation_enabled', await adminToken())).data.value,
      ).toBe(on);
    };
    const adminToken = async () => (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
    await setModeration(true);

    // The customer writes a review on their phone: it waits for a moderator
    const { a } = picks[lang];
    const reviewText =
      lang === 'ar'
        ? `تحمّل جيدًا في حقلنا بالبحيرة ${Date.now()}`
        : `Held up well in our field in Beheira ${Date.now()}`;
    const phone = await newPage(PHONE);
    await phone.goto(`${server.baseUrl}/shop/${a.slug}`);
    await chooseLanguage(phone, lang);
    await phone.getByTestId('review-login').click();
    await eventually(() => pathIn(phone)).toBe('/login');
    await field(phone, t('auth.emailLabel')).fill(customer!.email);
    await field(phone, t('auth.passwordLabel')).fill(customer!.password);
    await phone.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await eventually(() => pathIn(phone)).toBe(`/shop/${a.slug}`);
    const reviewForm = phone.getByTestId('review-form-write');
    await eventually(() => reviewForm.count()).toBe(1);
    const fourStars = await reviewForm
      .getByLabel(t('product.reviews.stars', { rating: 4 }), { exact: true })
      .getAttribute('id');
    await phone.locator(`label[for="${fourStars}"]`).click();
    await field(reviewForm, t('product.reviews.bodyLabel')).fill(reviewText);
    await reviewForm.getByRole('button', { name: t('product.reviews.submit'), exact: true }).click();
    await eventually(() => phone.getByText(t('product.reviews.postedPending'), { exact: true }).count()).toBe(1);
    // Its author still sees it, marked as waiting for a moderator, and is not offered a second review — also after a reload.
    const held = phone.locator('[data-testid="review-item"][data-mine]');
    const heldShown = async () => {
      await eventually(() => held.getAttribute('data-status')).toBe('pending');
      expect(await held.getByTestId('review-moderation').textContent()).toBe(t('product.reviews.pending'));
      expect(await held.getByTestId('review-moderation-hint').textContent()).toBe(t('product.reviews.pendingHint'));
      expect(await held.textContent()).toContain(reviewText);
      expect(await held.getByRole('button', { name: t('product.reviews.edit'), exact: true }).count()).toBe(1);
      expect(await phone.getByTestId('review-form-write').count()).toBe(0);
    };
    await heldShown();
    await phone.reload();
    await heldShown();
    // Visitors do not see it.
    const publicReviews = async () =>
      (await api<{ body: string | null }[]>(`/products/${a.id}/reviews?limit=50`)).data.map((r) => r.body);
    expect(await publicReviews()).not.toContain(reviewText);
    await phone.context().close();

    // Moderation: the review, approved
    await nav.getByRole('link', { name: t('admin.nav.moderation') }).click();
    await eventually(() => page.getByTestId('admin-moderation').getAttribute('data-type')).toBe('reviews');
    expect(
      await page
        .getByRole('tab', { name: startingWith(t('admin.moderation.tabs.reviews')) })
        .getAttribute('aria-selected'),
    ).toBe('true');
    const pending = page.getByTestId('moderation-item').filter({ hasText: reviewText });
    await eventually(() => pending.count()).toBe(1);
    expect(await pending.textContent()).toContain(productName(a, 'en'));
    await pending.getByRole('button', { name: t('admin.moderation.approve'), exact: true }).click();
    await eventually(() => pending.count()).toBe(0);
    await eventually(publicReviews).toContain(reviewText);

    // Moderation off again, as it was
    await nav.getByRole('link', { name: t('admin.nav.settings') }).click();
    await eventually(() => moderationSwitch.isChecked()).toBe(true);
    await setModeration(false);

    // Reports: a sales report, followed to 100 %, then its CSV
    await nav.getByRole('link', { name: t('admin.nav.reports') }).click();
    await eventually(() => page.getByTestId('admin-reports').count()).toBe(1);
    expect(await page.getByLabel(t('admin.reports.type'), { exact: true }).inputValue()).toBe('sales');
    // The Arabic run groups by week, so it is a run of its own rather than the English one's answer.
    if (lang === 'ar')
      await page
        .getByLabel(t('admin.reports.groupBy'), { exact: true })
        .selectOption({ label: t('admin.reports.groupings.week') });
    const progress: number[] = [];
    // The progress the page is given while it follows the run (its reportRun answers; a batch may carry other calls).
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/trpc/')) return;
      const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
      if (!procedures.includes('adminInsights.reportRun')) return;
      const body = (await response.json().catch(() => null)) as unknown;
      const answers = (Array.isArray(body) ? body : [body]) as {
        result?: { data?: { json?: { progress?: number } } };
      }[];
      procedures.forEach((procedure, i) => {
        const value = answers[i]?.result?.data?.json?.progress;
        if (procedure === 'adminInsights.reportRun' && typeof value === 'number') progress.push(value);
      });
    });
    await page.getByRole('button', { name: t('admin.reports.run'), exact: true }).click();
    const run = page.getByTestId('report-run');
    await eventually(() => run.getAttribute('data-status'), 30_000).toBe('completed');
    expect(await run.getByTestId('report-run-status').textContent()).toBe(t('admin.status.run.completed'));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      run.getByRole('button', { name: t('admin.reports.download'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `^fellah-sales-by-${lang === 'ar' ? 'week' : 'day'}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`,
      ),
    );
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('Revenue (EGP)');
    // Cash on delivery apart from what was paid online, on the screen and in the file.
    expect(csv.split('\n')[0]).toContain('Cash on delivery (EGP)');
    expect(await page.getByRole('columnheader', { name: t('admin.reports.columns.cash'), exact: true }).count()).toBe(
      1,
    );
    expect(csv.trim().split('\n').length).toBeGreaterThan(1);
    await screenshot(page, `admin-${lang}-report`);

    // The audit log: the three moves of the order, the two settings, the approval and the report
    await nav.getByRole('link', { name: t('admin.nav.audit') }).click();
    await eventually(() => page.getByTestId('admin-audit-list').getAttribute('data-state')).toBe('loaded');
    const rows = (action: string) => page.locator(`[data-testid="audit-row"][data-action="${action}"]`);
    const orderTarget = `${t('admin.audit.targets.order')} #${customer!.orderId}`;
    await eventually(() => rows('admin.order.status_changed').filter({ hasText: orderTarget }).count()).toBe(3);
    const named = (action: string) => t(`admin.audit.actions.${action.replace(/\./g, '_')}`);
    for (const action of [
      'admin.order.status_changed',
      'admin.settings.updated',
      'admin.review.approved',
      'admin.report.requested',
    ]) {
      const entries = rows(action);
      expect(await entries.count(), action).toBeGreaterThan(0);
      expect(await entries.first().getByText(named(action), { exact: true }).count(), action).toBe(1);
    }
    // Each run added two settings changes (on, off) and one approval of its own.
    expect(await rows('admin.settings.updated').count()).toBe(lang === 'en' ? 2 : 4);
    expect(await rows('admin.review.approved').count()).toBe(lang === 'en' ? 1 : 2);
    await expectLanguage(page, lang);
    await screenshot(page, `admin-${lang}-audit`);
    await page.context().close();
  });
});
