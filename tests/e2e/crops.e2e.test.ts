import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, storefrontForFile } from './harness';
import { signUp } from './steps';

let server: RunningServer;
let page: Page;

storefrontForFile((store) => ({ server, page } = store));

/** Poll with room for a slow machine (vitest's default is one second). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const url = () => new URL(page.url());
const text = async (testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
/** The count on a filter button ('all', 'grain', ...). */
const filterCount = async (key: string) =>
  Number(await page.getByTestId(`crop-filter-${key}`).getByTestId('crop-filter-count').textContent());

describe('the crop guide in the browser', () => {
  it('lists the active crops with their counts, filters by type from page 1, and pages through', async () => {
    await page.goto(`${server.baseUrl}/crops`);
    await eventually(() => page.getByRole('heading', { name: 'Crop Guide' }).count()).toBe(1);
    await eventually(() => page.getByTestId('crop-filter-count').count()).toBe(5);
    const total = await filterCount('all');
    expect(total).toBeGreaterThanOrEqual(30);
    expect(await text('active-crops')).toBe(`${total} active crops`);
    const byType = {
      vegetable: await filterCount('vegetable'),
      grain: await filterCount('grain'),
      fruit: await filterCount('fruit'),
      herb: await filterCount('herb'),
    };
    expect(byType.vegetable + byType.grain + byType.fruit + byType.herb).toBe(total);

    await eventually(() => page.getByTestId('crop-card').count()).toBe(20);
    expect(await text('crops-showing')).toBe(`Showing 1 to 20 of ${total} crops`);
    const pages = Math.ceil(total / 20);
    expect(await text('crops-page-of')).toBe(`Page 1 of ${pages}`);
    // A card: name, a description of at most 100 characters plus '...', type, season in days, climate, View Details.
    const card = page.getByTestId('crop-card').first();
    expect(
      ((await card.getByTestId('crop-description').textContent()) ?? '').replace(/\.\.\.$/, '').length,
    ).toBeLessThanOrEqual(100);
    expect(await card.getByTestId('crop-season').textContent()).toMatch(/^\d+ days$/);
    expect(await card.getByRole('link', { name: /^View details of / }).count()).toBe(1);

    // Grains only: the list, the 'Showing' line and the pressed button change; the URL says so.
    await page.getByTestId('crop-filter-grain').click();
    await eventually(() => url().searchParams.get('type')).toBe('grain');
    await eventually(() => text('crops-showing')).toBe(
      `Showing 1 to ${Math.min(20, byType.grain)} of ${byType.grain} crops`,
    );
    expect(await page.getByTestId('crop-filter-grain').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('crop-filter-all').getAttribute('aria-pressed')).toBe('false');
    await eventually(() => page.getByTestId('crop-card').count()).toBe(Math.min(20, byType.grain));
    const types = await page
      .getByTestId('crop-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-crop-type')));
    expect(new Set(types)).toEqual(new Set(['grain']));
    expect(await page.getByTestId('crop-card').getByTestId('crop-name').allTextContents()).toContain('Wheat');

    await page.getByTestId('crop-filter-herb').click();
    await eventually(() => text('crops-showing')).toBe(
      `Showing 1 to ${Math.min(20, byType.herb)} of ${byType.herb} crops`,
    );

    // Back to all crops, then page 2: the filter is kept, the position moves on.
    await page.getByTestId('crop-filter-all').click();
    await eventually(() => url().search).toBe('');
    await eventually(() => text('crops-showing')).toBe(`Showing 1 to 20 of ${total} crops`);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await eventually(() => url().searchParams.get('page')).toBe('2');
    await eventually(() => text('crops-showing')).toBe(`Showing 21 to ${Math.min(40, total)} of ${total} crops`);
    expect(await text('crops-page-of')).toBe(`Page 2 of ${pages}`);
    expect(
      await page.getByTestId('crops-pagination').getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByRole('button', { name: 'Previous' }).isEnabled()).toBe(true);

    // A filter change starts again from page 1.
    await page.getByTestId('crop-filter-vegetable').click();
    await eventually(() => url().searchParams.get('page')).toBeNull();
    await eventually(() => text('crops-showing')).toBe(
      `Showing 1 to ${Math.min(20, byType.vegetable)} of ${byType.vegetable} crops`,
    );
    await page.goBack();
    await eventually(() => url().searchParams.get('page')).toBe('2');
    await eventually(() => text('crops-showing')).toBe(`Showing 21 to ${Math.min(40, total)} of ${total} crops`);
    expect(await page.getByTestId('crop-list').getAttribute('data-state')).toBe('loaded');
  });

  it('shows the empty and failure states of the list, each with its way out', async () => {
    /** Answer the crops.list call of a batch with `answer`, the other calls of the batch as the server does. */
    const replaceList = (answer: unknown) => async (route: Route) => {
      const procedures = decodeURIComponent(new URL(route.request().url()).pathname.replace('/trpc/', '')).split(',');
      const response = await route.fetch();
      const body = (await response.json()) as unknown[];
      body[procedures.indexOf('crops.list')] = answer;
      await route.fulfill({ response, json: body });
    };
    const listCalls = /\/trpc\/[^?]*crops\.list/;

    // A type with no crops: 'No crops found', the type's sentence, and View All Crops.
    await page.route(
      listCalls,
      replaceList({
        result: {
          data: {
            json: {
              items: [],
              pagination: { page: 1, limit: 20, total: 0, totalPages: 1, hasNext: false, hasPrev: false },
            },
          },
        },
      }),
    );
    await page.goto(`${server.baseUrl}/crops?type=herb`);
    await eventually(() => page.getByTestId('crop-list').getAttribute('data-state')).toBe('empty');
    expect(await page.getByText('No crops found', { exact: true }).count()).toBe(1);
    expect(await page.getByText('No herb crops found. Try a different filter.', { exact: true }).count()).toBe(1);
    await page.unroute(listCalls);
    await page.getByRole('button', { name: 'View All Crops' }).click();
    await eventually(() => url().search).toBe('');
    await eventually(() => page.getByTestId('crop-card').count()).toBe(20);

    // The server refuses: 'Failed to Load Crops' with its message and 'Try again'.
    const refusal = {
      error: {
        json: {
          message: 'The crop list is being rebuilt',
          code: -32603,
          data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
        },
      },
    };
    await page.route(listCalls, replaceList(refusal));
    await page.goto(`${server.baseUrl}/crops?type=fruit`);
    await eventually(() => page.getByTestId('crop-list').getAttribute('data-state')).toBe('error');
    expect(await page.getByText('Failed to Load Crops', { exact: true }).count()).toBe(1);
    expect(await page.getByText('The crop list is being rebuilt', { exact: true }).count()).toBe(1);
    await page.unroute(listCalls);
    await page.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => page.getByTestId('crop-list').getAttribute('data-state')).toBe('loaded');

    // No answer at all: 'Unable to Load Crops' with the connection advice and Retry.
    await page.route(listCalls, (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.baseUrl}/crops?type=grain`);
    await eventually(() => page.getByTestId('crop-list').getAttribute('data-state')).toBe('error');
    expect(await page.getByText('Unable to Load Crops', { exact: true }).count()).toBe(1);
    expect(
      await page
        .getByText('There was an error connecting to the server. Please check your connection and try again.', {
          exact: true,
        })
        .count(),
    ).toBe(1);
    await page.unroute(listCalls);
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => page.getByTestId('crop-list').getAttribute('data-state')).toBe('loaded');
    expect(await page.getByTestId('crop-card').getByTestId('crop-name').allTextContents()).toContain('Wheat');

    // Back to page 2 of all crops for the next step.
    await page.goto(`${server.baseUrl}/crops?page=2`);
    await eventually(() => text('crops-showing')).toMatch(/^Showing 21 to /);
  });

  it('opens a crop from page 2: its facts, planting calendar, market price chart and seasonal tasks', async () => {
    await page.getByRole('link', { name: 'View details of Potato' }).click();
    await eventually(() => url().pathname).toBe('/crops/potato');
    await eventually(() => text('crop-title')).toBe('Potato');
    expect(await text('crop-other-name')).toBe('البطاطس');
    expect(await page.title()).toBe('Potato · Fellah');
    expect(await page.getByTestId('fact-season').locator('dd').textContent()).toMatch(/^\d+ days$/);
    expect(await page.getByTestId('fact-yield').locator('dd').textContent()).toMatch(/per feddan$/);
    expect(await page.getByTestId('planting-calendar').count()).toBe(1);

    // The 90-day chart: one line per market, a legend, an accessible name, and the sample-data note.
    const chart = page.getByTestId('price-chart');
    await eventually(() => chart.locator('path[data-market]').count()).toBeGreaterThanOrEqual(5);
    expect(await chart.locator('svg title').textContent()).toBe('Average wholesale price of Potato, last 90 days');
    expect(await chart.locator('li').allTextContents()).toContain('Obour Wholesale Market');
    expect(await page.getByTestId('sample-prices-note').textContent()).toContain('not live market data');
    await eventually(() => page.getByTestId('latest-prices').locator('tbody tr').count()).toBeGreaterThanOrEqual(5);

    // Pointing at the chart reads out the prices of that day.
    await chart.locator('svg').hover();
    await eventually(() => chart.locator('figcaption').textContent()).toMatch(
      /^Prices on .+Obour Wholesale Market: [\d.,]+/,
    );

    await eventually(() => page.getByTestId('task-item').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('task-item').first().textContent()).toMatch(/priority/);
    await eventually(() => page.getByTestId('soil-item').count()).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('weather-estimate').textContent()).toBe('Climatological estimate');
    await eventually(() => page.getByTestId('comment-list').getAttribute('data-state')).toBe('empty');
    expect(await page.getByTestId('comment-login').getAttribute('href')).toBe('/login?from=%2Fcrops%2Fpotato');
  });

  it('reads a guide in its reader, rendered from Markdown, and closes it with Back', async () => {
    await eventually(() => page.getByTestId('guide-read').count()).toBeGreaterThan(0);
    await page.getByTestId('guide-read').first().click();
    await eventually(() => url().searchParams.get('guide')).not.toBeNull();
    const reader = page.getByRole('dialog');
    await eventually(() => reader.locator('[data-testid="markdown-content"] h3').count()).toBeGreaterThan(0);
    expect(await reader.locator('[data-testid="markdown-content"] li').count()).toBeGreaterThan(0);
    expect(await reader.locator('[data-testid="markdown-content"] strong').count()).toBeGreaterThan(0);
    await page.goBack();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    expect(url().pathname).toBe('/crops/potato');
    expect(url().search).toBe('');
  });

  it('finds a crop by its id, and says plainly when there is no such crop', async () => {
    const tomato = await (
      await fetch(
        `${server.baseUrl}/trpc/crops.bySlug?input=${encodeURIComponent(JSON.stringify({ json: { slug: 'tomato' } }))}`,
      )
    ).json();
    const id = tomato.result.data.json.id as string;
    await page.goto(`${server.baseUrl}/crops/${id}`);
    await eventually(() => text('crop-title')).toBe('Tomato');

    await page.goto(`${server.baseUrl}/crops/no-such-crop`);
    await eventually(() => page.getByTestId('crop-state').getAttribute('data-state')).toBe('notFound');
    expect(await page.getByText('Crop not found', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Crops' }).click();
    await eventually(() => url().pathname).toBe('/crops');
  });

  it('lets a signed-in grower comment on a crop, edit the comment and delete it', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await signUp(page, {
      firstName: 'Karim',
      lastName: 'Mahmoud',
      email: `karim.${Date.now()}@example.com`,
      password: 'nile-delta-2027',
    });
    await eventually(() => page.getByTestId('user-menu').count()).toBe(1);

    await page.goto(`${server.baseUrl}/crops/potato#comments`);
    const form = page.getByTestId('comment-form-write');
    await eventually(() => form.count()).toBe(1);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await eventually(() => form.getByText('Please write a comment').count()).toBe(1);

    await form
      .getByTestId('comment-body')
      .fill('Spunta seed planted mid-January gave 13 tonnes on our feddan in Beheira.');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    const mine = page.locator('[data-testid="comment-item"][data-mine]');
    await eventually(() => mine.count()).toBe(1);
    expect(await mine.getByTestId('comment-body-text').textContent()).toBe(
      'Spunta seed planted mid-January gave 13 tonnes on our feddan in Beheira.',
    );
    expect(await mine.textContent()).toContain('Karim M.');

    await mine.getByTestId('comment-edit').click();
    const edit = page.getByTestId('comment-form-edit');
    await eventually(() => edit.count()).toBe(1);
    await edit
      .getByTestId('comment-body')
      .fill('Spunta seed planted mid-January gave 14 tonnes on our feddan in Beheira.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await eventually(() => mine.getByTestId('comment-body-text').textContent()).toBe(
      'Spunta seed planted mid-January gave 14 tonnes on our feddan in Beheira.',
    );

    await mine.getByTestId('comment-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => mine.count()).toBe(0);
    await eventually(() => page.getByTestId('comment-list').getAttribute('data-state')).toBe('empty');
  });

  it('shows the crop in Arabic, right to left, with its Arabic name', async () => {
    await page.goto(`${server.baseUrl}/crops/potato`);
    await eventually(() => text('crop-title')).toBe('Potato');
    // The server painted the page: the switch is tapped once the app has taken it over and loaded its parts.
    await eventually(() => page.locator('#fellah-first-paint-shield, #root[aria-busy]').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('language-switch').first().click();
    await eventually(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
    await eventually(() => text('crop-title')).toBe('البطاطس');
    expect(await text('crop-other-name')).toBe('Potato');
    await eventually(() => page.getByRole('heading', { name: 'الأعمال الموسمية' }).count()).toBe(1);
    await eventually(() => page.getByTestId('price-chart').locator('svg title').textContent()).toBe(
      'متوسط سعر الجملة لـالبطاطس خلال آخر 90 يومًا',
    );
    // Right to left: the chart's latest day is on the left.
    const firstAndLast = await page
      .getByTestId('price-chart')
      .locator('path[data-market]')
      .first()
      .getAttribute('d')
      .then((d) =>
        (d ?? '')
          .split(/[ML]/)
          .filter(Boolean)
          .map((p) => Number(p.trim().split(' ')[0])),
      );
    expect(firstAndLast[0]).toBeGreaterThan(firstAndLast[firstAndLast.length - 1]!);
    // No English under Arabic: the soil's texture, the wind's direction and the guide's preview.
    await eventually(() => page.getByTestId('soil-item').first().textContent()).toMatch(/القوام: [\u0600-\u06FF]/);
    await eventually(() => page.getByTestId('weather-current').textContent()).toMatch(/كم\/س (شمال|جنوب|شرق|غرب)/);
    await eventually(() => page.getByTestId('guide-item').first().locator('[lang="ar"]').textContent()).toMatch(
      /^[\u0600-\u06FF]/,
    );
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(RESULTS_DIR, 'crop-ar-1280.png'), fullPage: true });
    // Every guide has its Arabic now: garlic's (translated last) previews in Arabic at its Arabic address.
    await page.goto(`${server.baseUrl}/ar/crops/garlic`);
    await eventually(() => page.getByTestId('guide-item').first().locator('[lang="ar"]').textContent()).toMatch(
      /^[\u0600-\u06FF]/,
    );
    expect(await page.getByTestId('guide-english-only').count()).toBe(0);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${server.baseUrl}/ar/crops/potato`);
    await eventually(() => text('crop-title')).toBe('البطاطس');
    await eventually(() => page.getByTestId('price-chart').count()).toBe(1);
    await page.screenshot({ path: join(RESULTS_DIR, 'crop-ar-360.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/ar/crops?type=grain`);
    await eventually(() => text('crops-showing')).toMatch(/^عرض 1 إلى \d+ من \d+ محاصيل$/);
    expect(await page.getByTestId('crop-card').getByTestId('crop-name').allTextContents()).toContain('القمح');
    await page.screenshot({ path: join(RESULTS_DIR, 'crops-ar-360.png'), fullPage: true });

    // Back to English for whatever runs next in this browser.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('language-switch').first().click();
    await eventually(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('ltr');
  });
});
