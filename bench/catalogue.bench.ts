import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import postgres from 'postgres';
import { asyncProjections } from '../src/events/projections';
import { InProcessRunner } from '../src/server/projections/runner';
import { buildApp } from '../src/host/app';
import { PUBLIC_VIEWER, listProducts, uncachedSearch } from '../src/server/catalogue/products';
import { searchCacheOf } from '../src/server/catalogue/searchCache';
import { loadConfig } from '../src/server/config';
import { type Sql, connect } from '../src/server/db';
import { ZProductListInput } from '../src/shared/catalogue';
import { createTestDatabase } from '../tests/helpers/services';
import { SERVER_NODE_FLAGS } from '../scripts/build-server.mjs';

/**
 * The shop list under load: 100,000 generated products; `GET /api/products?search=<word>&category=…&min_price=…`
 * page 1 against the real HTTP server (its own process, listening on a free loopback port). Measured: one request at
 * a time; fixed arrival rates (25 to 150 req/s for 5 s each, then 200 req/s for 10 s, latency counted from when each
 * request was due); the same query function run bare through postgres.js at 200 q/s; then each side at full speed
 * (8 callers in a closed loop) and the ratio of their throughputs; last, the plan of the main query. Uses the
 * PostgreSQL the tests use, in a database of its own, dropped after.
 */

const PRODUCTS = 100_000;
const RATE = 200;
/** Lower arrival rates tried first (5 s each), to show where the latency target holds on this machine. */
const LADDER = [25, 50, 100, 150];
const SECONDS = 10;
const SATURATION_SECONDS = 5;
const CALLERS = 8;
const POOL = 10;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

// ─── Data ────────────────────────────────────────────────────────────────────────────────────────────

/** Product kinds per category: [category, English noun, Arabic noun, base price in EGP]. */
const KINDS: [string, string, string, number][] = [
  ['seeds', 'Tomato Seeds', 'بذور طماطم', 120],
  ['seeds', 'Cucumber Seeds', 'بذور خيار', 150],
  ['seeds', 'Pepper Seeds', 'بذور فلفل', 180],
  ['seeds', 'Wheat Seed', 'تقاوي قمح', 900],
  ['seeds', 'Maize Seed', 'تقاوي ذرة', 1100],
  ['seeds', 'Melon Seeds', 'بذور كنتالوب', 200],
  ['seeds', 'Onion Seeds', 'بذور بصل', 160],
  ['seeds', 'Clover Seed', 'تقاوي برسيم', 700],
  ['plants', 'Mango Seedling', 'شتلة مانجو', 250],
  ['plants', 'Olive Seedling', 'شتلة زيتون', 180],
  ['plants', 'Tomato Seedlings', 'شتلات طماطم', 300],
  ['plants', 'Lemon Tree', 'شجرة ليمون', 400],
  ['plants', 'Date Palm Offshoot', 'فسيلة نخيل', 1500],
  ['plants', 'Grape Vine', 'شتلة عنب', 150],
  ['irrigation', 'Drip Line', 'خرطوم تنقيط', 900],
  ['irrigation', 'Drip Kit', 'طقم تنقيط', 600],
  ['irrigation', 'Sprinkler', 'رشاش', 250],
  ['irrigation', 'Disc Filter', 'فلتر ديسك', 1400],
  ['irrigation', 'PE Pipe', 'ماسورة بولي إيثيلين', 1200],
  ['irrigation', 'Water Pump', 'طلمبة مياه', 7000],
  ['irrigation', 'Fertigation Injector', 'حاقن تسميد', 2500],
  ['tools', 'Pruning Shears', 'مقص تقليم', 450],
  ['tools', 'Garden Spade', 'كوريك', 300],
  ['tools', 'Hoe', 'فأس', 200],
  ['tools', 'Rake', 'شوكة', 180],
  ['tools', 'Folding Saw', 'منشار', 550],
  ['tools', 'Hand Sprayer', 'رشاشة يدوية', 250],
  ['tools', 'Soil Moisture Meter', 'جهاز قياس رطوبة التربة', 800],
  ['agriculture_machines', 'Tractor', 'جرار', 450000],
  ['agriculture_machines', 'Power Tiller', 'عزاقة', 45000],
  ['agriculture_machines', 'Knapsack Power Sprayer', 'موتور رش', 6500],
  ['agriculture_machines', 'Brush Cutter', 'ماكينة حش', 9000],
  ['agriculture_machines', 'Diesel Pump Set', 'ماكينة ري ديزل', 25000],
  ['agriculture_machines', 'Seed Drill', 'سطارة', 60000],
  ['fertilizers', 'Urea Fertilizer', 'سماد يوريا', 1300],
  ['fertilizers', 'Ammonium Nitrate', 'نترات نشادر', 1200],
  ['fertilizers', 'Superphosphate', 'سوبر فوسفات', 700],
  ['fertilizers', 'Potassium Sulphate', 'سلفات بوتاسيوم', 2200],
  ['fertilizers', 'NPK Fertilizer', 'سماد مركب', 1800],
  ['fertilizers', 'Compost', 'كمبوست', 400],
  ['fertilizers', 'Humic Acid', 'هيوميك أسيد', 650],
  ['chemicals', 'Copper Fungicide', 'مبيد فطري نحاسي', 350],
  ['chemicals', 'Insecticide', 'مبيد حشري', 420],
  ['chemicals', 'Herbicide', 'مبيد حشائش', 380],
  ['chemicals', 'Sulphur Dust', 'كبريت ميكروني', 150],
  ['chemicals', 'Neem Oil', 'زيت نيم', 260],
  ['chemicals', 'Acaricide', 'مبيد أكاروسي', 480],
  ['pots_planters', 'Plastic Pot', 'أصيص بلاستيك', 60],
  ['pots_planters', 'Clay Pot', 'قصرية فخار', 90],
  ['pots_planters', 'Seedling Tray', 'صينية شتلات', 45],
  ['pots_planters', 'Grow Bag', 'كيس زراعة', 35],
  ['pots_planters', 'Hanging Basket', 'سلة معلقة', 150],
  ['garden_supplies', 'Potting Mix', 'بيتموس', 250],
  ['garden_supplies', 'Shade Net', 'شبكة تظليل', 1600],
  ['garden_supplies', 'Greenhouse Film', 'بلاستيك صوب', 9000],
  ['garden_supplies', 'Garden Hose', 'خرطوم حديقة', 500],
  ['garden_supplies', 'Watering Can', 'رشاشة مياه', 140],
  ['garden_supplies', 'Trellis Twine', 'دوبارة', 320],
];
const BRANDS = [
  'Syngenta',
  'Netafim',
  'Truper',
  'Bahco',
  'Yara',
  'Honda',
  'STIHL',
  'Yanmar',
  'Rivulis',
  'Rain Bird',
  'Abu Qir',
  'El Nasr',
  'Evergrow',
  'Kafr El Zayat',
  'Sakata',
  'Seminis',
  'Rijk Zwaan',
  'Technogreen',
  'Matabi',
  'Tolsen',
  'BASF',
  'Bayer',
  'Hanna',
  'Klasmann',
  'MOPCO',
  'Fellah',
];
const QUALIFIERS = [
  'Premium',
  'Classic',
  'Pro',
  'Heavy Duty',
  'Compact',
  'Organic',
  'Eco',
  'Hybrid',
  'Max',
  'Plus',
  'Select',
  'Field',
];

/** Insert the generated catalogue in one statement (the search trigger and the indexes do their work as in life). */
async function generate(sql: Sql): Promise<void> {
  const kinds = KINDS.map(([category, noun, nounAr, price]) => ({ category, noun, noun_ar: nounAr, price }));
  await sql`select setseed(0.42)`;
  await sql`
    with kinds as (select row_number() over () as k, * from jsonb_to_recordset(${sql.json(kinds)}) as x(category text, noun text, noun_ar text, price numeric)),
         pick as (select g, 1 + (g * 7919) % (select count(*) from kinds) as k, random()::numeric as r1, random()::numeric as r2, random()::numeric as r3 from generate_series(1, ${PRODUCTS}) g)
    insert into products (slug, name, name_ar, brand, category, subcategory, tags, short_description, description, price, original_price,
                          rating, review_count, stock_quantity, order_count, is_featured, is_available, main_image, images, created_at)
    select 'bench-' || p.g,
           b.brand || ' ' || q.qualifier || ' ' || kinds.noun || ' ' || (1 + p.g % 50) || (array['kg', 'L', 'm', 'pcs'])[1 + p.g % 4],
           kinds.noun_ar || ' ' || b.brand,
           b.brand, kinds.category, replace(lower(kinds.noun), ' ', '_'), array[lower(kinds.noun), lower(q.qualifier)],
           q.qualifier || ' ' || lower(kinds.noun) || ' from ' || b.brand || ' for Egyptian farms.',
           'A ' || lower(q.qualifier) || ' ' || lower(kinds.noun) || ' chosen for the climate of the Delta and Upper Egypt. Sold by ' || b.brand ||
             ' with delivery across Egypt and cash on delivery. Batch ' || p.g || '.',
           round(kinds.price * (0.4 + p.r1 * 1.6), 2),
           case when p.r2 < 0.2 then round(kinds.price * (0.4 + p.r1 * 1.6) * 1.25, 2) end,
           round((1 + p.r3 * 4)::numeric, 1), (p.g % 200), (p.g % 90), ((p.g * 31) % 2000),
           p.r2 > 0.97, p.r3 > 0.05,
           '/images/products/categories/' || kinds.category || '.svg', '[]'::jsonb,
           now() - make_interval(mins => p.g)
    from pick p
    join kinds on kinds.k = p.k
    cross join lateral (select (${BRANDS}::text[])[1 + floor(p.r1 * ${BRANDS.length})::int] as brand) b
    cross join lateral (select (${QUALIFIERS}::text[])[1 + floor(p.r2 * ${QUALIFIERS.length})::int] as qualifier) q`;
  await sql`vacuum analyze products`;
}

// ─── Load ────────────────────────────────────────────────────────────────────────────────────────────

/** The query mix: a search word, the category it lives in, and a minimum price. */
const SEARCHES: [string, string][] = [
  ['tomato', 'seeds'],
  ['drip', 'irrigation'],
  ['pump', 'irrigation'],
  ['shears', 'tools'],
  ['urea', 'fertilizers'],
  ['sprayer', 'agriculture_machines'],
  ['pot', 'pots_planters'],
  ['mango', 'plants'],
  ['fungicide', 'chemicals'],
  ['hose', 'garden_supplies'],
  ['premium', 'tools'],
  ['syngenta', 'seeds'],
  ['طماطم', 'seeds'],
  ['netafim', 'irrigation'],
];
const MIN_PRICES = [0, 50, 100, 200, 500];
const queries = Array.from({ length: 97 }, (_, i) => {
  const [search, category] = SEARCHES[i % SEARCHES.length]!;
  return { search, category, min_price: MIN_PRICES[i % MIN_PRICES.length]! };
});
const urlOf = (q: (typeof queries)[number]) =>
  `/api/products?search=${encodeURIComponent(q.search)}&category=${q.category}&min_price=${q.min_price}&is_active=true&is_available=true&page=1&limit=20`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (v: number) => `${v.toFixed(2)} ms`;

/** Fire `run(i)` at a fixed arrival rate (not waiting for answers); latency counts from the planned start. */
async function fixedRate(rate: number, seconds: number, run: (i: number) => Promise<void>) {
  const total = rate * seconds;
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      run(i).then(
        () => void latencies.push(performance.now() - due),
        () => void failures++,
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    rate: latencies.length / elapsed,
    failures,
  };
}

/** `count` calls one after the other: the cost of one request on an idle server. */
async function oneAtATime(count: number, run: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await run(i);
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

/** `callers` loops calling `run` back to back for `seconds`: the most this side can do. */
async function saturate(callers: number, seconds: number, run: (i: number) => Promise<void>) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, c) => {
      for (let i = c; performance.now() < until; i += callers) {
        try {
          await run(i);
          done++;
        } catch {
          failures++;
        }
      }
    }),
  );
  return { rate: done / ((performance.now() - started) / 1000), failures };
}

async function startServer(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, CATALOGUE_BENCH_DATABASE_URL: url },
    execArgv: ['--import', 'tsx', ...SERVER_NODE_FLAGS],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function main() {
  const db = await createTestDatabase({ poolSize: POOL });
  let server: { child: ChildProcess; base: string } | undefined;
  try {
    const t0 = performance.now();
    await generate(db.sql);
    console.log(
      `generated ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - t0) / 1000).toFixed(1)} s (${db.mode})`,
    );

    const inputs = queries.map((q) =>
      ZProductListInput.parse({ ...q, is_active: 'true', is_available: 'true', page: '1', limit: '20' }),
    );
    const matches = await Promise.all(
      inputs.slice(0, SEARCHES.length).map((input) => listProducts(db.sql, input, PUBLIC_VIEWER)),
    );
    console.log(
      `matches per query (page 1 of): ${matches.map((m, i) => `${SEARCHES[i]![0]} ${m.pagination.total}`).join(', ')}`,
    );

    server = await startServer(db.url);
    const { base } = server;
    // A bounded client: at most 64 keep-alive connections; requests beyond them wait in the agent's queue (and that
    // wait counts in their latency, measured from when each request was due).
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const httpCall = (i: number) =>
      new Promise<void>((resolve, reject) => {
        httpGet(base + urlOf(queries[i % queries.length]!), { agent }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
          res.on('error', reject);
        }).on('error', reject);
      });
    const bareCall = async (i: number) => {
      await listProducts(db.sql, inputs[i % inputs.length]!, PUBLIC_VIEWER);
    };

    await saturate(CALLERS, 2, httpCall); // warm-up: connections, prepared statements, caches
    const single = await oneAtATime(200, httpCall);
    const singleBare = await oneAtATime(200, bareCall);
    console.log(
      `one at a time (no load): HTTP p50 ${ms(single.p50)}, p95 ${ms(single.p95)}; bare p50 ${ms(singleBare.p50)}, p95 ${ms(singleBare.p95)}`,
    );
    const uncached = await oneAtATime(200, async (i) => {
      const { search, category, page, limit, ...rest } = inputs[i % inputs.length]!;
      await uncachedSearch(
        db.sql,
        { ...rest, search: search!, categories: [category!] },
        { page, limit, sort: { by: 'relevance' } },
        PUBLIC_VIEWER,
      );
    });
    console.log(
      `the same searches on the SQL path (no cache), bare, one at a time: p50 ${ms(uncached.p50)}, p95 ${ms(uncached.p95)}`,
    );
    const cold = await oneAtATime(SEARCHES.length * 3, async (i) => {
      searchCacheOf(db.sql).clear();
      await listProducts(db.sql, inputs[i % SEARCHES.length]!, PUBLIC_VIEWER);
    });
    console.log(
      `the same searches on a cold cache (candidates loaded, then the page), bare, one at a time: p50 ${ms(cold.p50)}, p95 ${ms(cold.p95)}`,
    );
    const shopDefault = ZProductListInput.parse({ is_active: 'true', is_available: 'true' });
    const plain = await oneAtATime(100, () => listProducts(db.sql, shopDefault, PUBLIC_VIEWER).then(() => undefined));
    console.log(
      `the default shop list (no search, newest first, counted), bare, one at a time: p50 ${ms(plain.p50)}, p95 ${ms(plain.p95)}`,
    );
    for (const rate of LADDER) {
      const step = await fixedRate(rate, 5, httpCall);
      console.log(
        `HTTP  at ${rate} req/s for 5 s: p50 ${ms(step.p50)}, p95 ${ms(step.p95)}, p99 ${ms(step.p99)}; ${step.rate.toFixed(0)} req/s answered`,
      );
    }
    const http = await fixedRate(RATE, SECONDS, httpCall);
    console.log(
      `HTTP  at ${RATE} req/s for ${SECONDS} s: p50 ${ms(http.p50)}, p95 ${ms(http.p95)}, p99 ${ms(http.p99)}, max ${ms(http.max)}; ${http.rate.toFixed(0)} req/s answered, ${http.failures} failed`,
    );
    const bare = await fixedRate(RATE, SECONDS, bareCall);
    console.log(
      `bare  at ${RATE} q/s for ${SECONDS} s: p50 ${ms(bare.p50)}, p95 ${ms(bare.p95)}, p99 ${ms(bare.p99)}, max ${ms(bare.max)}; ${bare.failures} failed`,
    );

    const httpMax = await saturate(CALLERS, SATURATION_SECONDS, httpCall);
    const bareMax = await saturate(CALLERS, SATURATION_SECONDS, bareCall);
    agent.destroy();
    console.log(
      `throughput with ${CALLERS} callers: HTTP ${httpMax.rate.toFixed(0)} req/s, bare postgres.js ${bareMax.rate.toFixed(0)} q/s, ratio ${(httpMax.rate / bareMax.rate).toFixed(2)}`,
    );
    console.log(
      `target: p95 <= 20 ms at ${RATE} req/s → ${http.p95 <= 20 ? 'met' : 'NOT met'}; ratio >= 0.33 → ${httpMax.rate / bareMax.rate >= 1 / 3 ? 'met' : 'NOT met'}`,
    );

    // The plans: the statements one list call sends on a cold cache (candidates, then the page by id) and on a warm
    // one (the page by id alone), each explained with its own parameters; and the SQL path the cache stands in for.
    const captured: { query: string; params: unknown[] }[] = [];
    const spy = postgres(db.url, {
      max: 1,
      onnotice: () => {},
      connection: { jit: 'off' },
      debug: (_c, query, params) => void captured.push({ query, params: [...params] }),
    });
    try {
      const input = inputs[0]!;
      const { search, category, page, limit, ...rest } = input;
      await listProducts(spy as unknown as Sql, input, PUBLIC_VIEWER); // cold: this pool's cache is empty
      await listProducts(spy as unknown as Sql, input, PUBLIC_VIEWER); // warm
      await uncachedSearch(
        spy as unknown as Sql,
        { ...rest, search: search!, categories: [category!] },
        { page, limit, sort: { by: 'relevance' } },
        PUBLIC_VIEWER,
      );
      const titles = [
        'cold cache: the candidates',
        'cold cache: the page by id',
        'warm cache: the page by id (the whole SQL of a cached request)',
        'without the cache: the SQL path',
      ];
      const sent = captured.filter((c) => c.query.includes('products'));
      for (const [i, c] of sent.entries()) {
        const plan = await spy.unsafe(`explain (analyze, buffers, costs off) ${c.query}`, c.params as never[]);
        console.log(
          `\nEXPLAIN (ANALYZE), ${titles[i] ?? 'more'} — ${urlOf(queries[0]!)}:\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
        );
      }
    } finally {
      await spy.end();
    }
  } finally {
    server?.child.disconnect();
    await db.close();
  }
}

// ─── The server, in a child process ──────────────────────────────────────────────────────────────────

/** The server side: the real app on the bench database, listening on a free loopback port it reports. */
async function serve(url: string) {
  const sql = connect(url, POOL);
  const db = { sql, mode: 'postgres' as const, url, close: () => sql.end({ timeout: 5 }) };
  const dataDir = mkdtempSync(join(tmpdir(), 'fellah-bench-'));
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const runner = new InProcessRunner(sql, asyncProjections, pino({ level: 'silent' }), 60_000);
  const app = await buildApp({ config, db, sql, runner, version: 'bench' }, false);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

// This file is both the load driver and, in the child process it forks, the server.
if (process.env.CATALOGUE_BENCH_DATABASE_URL) await serve(process.env.CATALOGUE_BENCH_DATABASE_URL);
else await main();
