import { SpanKind } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { BullMqRunner, drainProjections } from '../../src/server/projections/runner';
import { startTracing, stopTracing } from '../../src/server/telemetry';
import { tracingHooks } from '../../src/server/telemetry/hooks';
import { type TestApp, silentLog, startTestApp } from '../helpers/app';
import { address, makeProduct } from '../helpers/admin';
import { eventually } from '../helpers/eventually';
import { redisServer, uniquePrefix } from '../helpers/services';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Tracing: with an in-memory exporter in place of OTLP, one checkout is one trace — the HTTP request, the
 * tRPC procedure, its SQL, the projection job it queued (BullMQ's producer span, its Redis commands) and the worker's run
 * of that job with the projections' SQL. Without OTEL_EXPORTER_OTLP_ENDPOINT tracing stays off and OpenTelemetry is not loaded.
 */

const redis = await redisServer();
const exporter = new tracing.InMemorySpanExporter();

let t: TestApp;
let customer: TestUser;

describe('tracing off', () => {
  it('is not started without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTracing('fellah-test', { env: {} })).toBeUndefined();
    expect(tracingHooks()).toBeUndefined();
  });
});

describe.skipIf(!redis)('one trace from a checkout to its projection job', () => {
  beforeAll(async () => {
    // Before the database, the queues and the app are made, as the server and the worker start it.
    await startTracing('fellah-test', { env: {}, spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
    t = await startTestApp({
      env: { REDIS_URL: redis as string },
      runner: (db) =>
        new BullMqRunner(db.sql, redis as string, asyncProjections, silentLog, {
          worker: true,
          prefix: uniquePrefix(),
        }),
    });
    customer = await createUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await stopTracing();
  });

  it('spans the HTTP request, the procedure, its SQL, the queued job and the worker that ran it', async () => {
    const seeds = await makeProduct(t, { price: 30, stock: 10 });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { product_id: seeds, quantity: 1 },
    });
    expect(add.statusCode).toBe(200);
    await drainProjections(t.db.sql, asyncProjections);
    exporter.reset();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
    });
    expect(res.statusCode).toBe(201);

    const procedure = await eventually(() => exporter.getFinishedSpans().find((s) => s.name === 'trpc orders.create'), {
      message: 'the procedure span',
    });
    const traceId = procedure.spanContext().traceId;
    const inTrace = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const parentOf = (s: tracing.ReadableSpan) => s.parentSpanContext?.spanId;
    const descendsFrom = (s: tracing.ReadableSpan, ancestor: tracing.ReadableSpan): boolean => {
      const byId = new Map(inTrace().map((x) => [x.spanContext().spanId, x]));
      for (let p = parentOf(s); p; p = byId.get(p) ? parentOf(byId.get(p)!) : undefined)
        if (p === ancestor.spanContext().spanId) return true;
      return false;
    };

    // The worker's run of the job, in the same trace, with the projections' SQL below it.
    const consumer = await eventually(
      () => {
        const run = inTrace().find((s) => s.kind === SpanKind.CONSUMER);
        return run && inTrace().some((s) => s.name.startsWith('sql ') && descendsFrom(s, run)) ? run : undefined;
      },
      { message: 'the projection job run in the checkout’s trace, with its SQL' },
    );
    const spans = inTrace();
    const server = spans.find((s) => s.kind === SpanKind.SERVER);
    expect(server, 'the HTTP request span').toBeDefined();
    expect(parentOf(server!)).toBeUndefined();
    expect(descendsFrom(procedure, server!)).toBe(true);
    const procedureSql = spans.filter((s) => s.name.startsWith('sql ') && descendsFrom(s, procedure));
    expect(procedureSql.some((s) => String(s.attributes['db.query.text']).includes('insert into'))).toBe(true);
    // SQL spans carry the statement, never the values.
    for (const s of procedureSql) expect(String(s.attributes['db.query.text'] ?? '')).not.toContain('12 Nile Street');
    const producer = spans.find((s) => s.kind === SpanKind.PRODUCER);
    expect(producer, 'the job queued (BullMQ producer span)').toBeDefined();
    expect(descendsFrom(consumer, producer!)).toBe(true);
    expect(consumer.name).toMatch(/fellah-projections/);
    // The Redis commands that queued the job, below the producer span.
    expect(spans.some((s) => s.name.startsWith('redis ') && descendsFrom(s, producer!))).toBe(true);
  });
});
