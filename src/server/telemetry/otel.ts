import type { Span } from '@opentelemetry/api';
import type { tracing } from '@opentelemetry/sdk-node';
import type { SpanAttributes, TracingHooks } from './hooks';

/*
 * OpenTelemetry for one process (loaded only by startTracing, src/server/telemetry/index.ts). The SDK (its context kept
 * in AsyncLocalStorage, W3C trace context, the OTLP exporter from the standard environment) and, by hand rather than by
 * module patching (the server is ES modules, bundled): a server span per HTTP request (@fastify/otel), a span per tRPC
 * procedure, per SQL statement (postgres.js has no instrumentation of its own), per Redis command, and BullMQ's producer and consumer spans
 * (bullmq-otel), which carry the request's trace into the job and on to the worker that runs it.
 */

const MAX_STATEMENT = 2_000;

export async function openTracing(
  serviceName: string,
  spanProcessors?: tracing.SpanProcessor[],
): Promise<TracingHooks> {
  // Imported here, not at the top: the server is bundled (scripts/build-server.mjs), and a static import of a package
  // would be hoisted to the top of the bundle and loaded at every start, tracing or not.
  const [{ default: FastifyOtel }, { SpanKind, SpanStatusCode, trace }, { NodeSDK }, { BullMQOtel }, { Redis }] =
    await Promise.all([
      import('@fastify/otel'),
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-node'),
      import('bullmq-otel'),
      import('ioredis'),
    ]);
  const sdk = new NodeSDK({ serviceName, instrumentations: [], ...(spanProcessors ? { spanProcessors } : {}) });
  sdk.start();
  const tracer = trace.getTracer('fellah');
  const fastify = new FastifyOtel({ registerOnInitialization: false });

  const fail = (span: Span, err: unknown) => {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
  };

  async function span<T>(
    name: string,
    attributes: SpanAttributes,
    work: () => Promise<T>,
    failed?: (result: T) => boolean,
  ): Promise<T> {
    return tracer.startActiveSpan(name, { kind: SpanKind.INTERNAL, attributes }, async (s) => {
      try {
        const result = await work();
        if (failed?.(result)) s.setStatus({ code: SpanStatusCode.ERROR });
        return result;
      } catch (err) {
        fail(s, err);
        throw err;
      } finally {
        s.end();
      }
    });
  }

  /** A query (postgres.js runs it when it is first awaited): a client span from then until it settles. */
  function traceQuery<Q>(query: Q, text: string): Q {
    const q = query as Q & { then: Promise<unknown>['then'] };
    if (!q || typeof q.then !== 'function') return query;
    const then = q.then;
    let started = false;
    // biome-ignore lint/suspicious/noThenProperty: the query is a promise already; its own `then` is wrapped, not added
    q.then = function (this: unknown, ...args: Parameters<Promise<unknown>['then']>) {
      if (!started) {
        started = true;
        const operation = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
        const s = tracer.startSpan(`sql ${operation}`, {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': text.slice(0, MAX_STATEMENT),
          },
        });
        then.call(
          q,
          () => s.end(),
          (err: unknown) => {
            fail(s, err);
            s.end();
          },
        );
      }
      return then.apply(q, args);
    } as Promise<unknown>['then'];
    return query;
  }

  /** The statement of a tagged template, its values as $1, $2... (never the values themselves). */
  const statement = (strings: readonly string[]) =>
    strings.reduce((text, part, i) => (i === 0 ? part : `${text}$${i}${part}`), '');

  function wrapSql<S>(sql: S): S {
    const target = sql as unknown as (...args: unknown[]) => unknown;
    return new Proxy(target, {
      apply(fn, self, args) {
        const result = Reflect.apply(fn, self, args);
        const first = args[0] as { raw?: unknown } | undefined;
        return Array.isArray(first) && Array.isArray(first.raw)
          ? traceQuery(result, statement(first as string[]))
          : result;
      },
      get(fn, prop) {
        const value = Reflect.get(fn, prop) as unknown;
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => unknown;
        if (prop === 'unsafe')
          return (text: string, ...rest: unknown[]) => traceQuery(method.call(fn, text, ...rest), text);
        if (prop === 'begin' || prop === 'savepoint') {
          // The transaction's own client (`tx`) is traced too; the callback is the last argument.
          return (...args: unknown[]) => {
            const last = args.length - 1;
            const callback = args[last] as (tx: unknown) => unknown;
            args[last] = (tx: unknown) => callback(wrapSql(tx));
            return span(
              `sql ${String(prop)}`,
              { 'db.system.name': 'postgresql' },
              () => method.apply(fn, args) as Promise<unknown>,
            );
          };
        }
        if (prop === 'reserve')
          return (...args: unknown[]) =>
            (method.apply(fn, args) as Promise<unknown>).then((reserved) => wrapSql(reserved));
        return method;
      },
    }) as unknown as S;
  }

  /*
   * Redis commands (the rate limits', BullMQ's) as client spans, by wrapping ioredis' one way out, sendCommand — and only
   * inside a trace, as @opentelemetry/instrumentation-ioredis does by default: a worker's blocking reads every few
   * seconds would otherwise be traces of their own.
   */
  type Command = { name: string; promise?: Promise<unknown> };
  const redisProto = Redis.prototype as unknown as { sendCommand: (command: Command, ...rest: unknown[]) => unknown };
  const sendCommand = redisProto.sendCommand;
  redisProto.sendCommand = function (this: unknown, command: Command, ...rest: unknown[]) {
    if (!trace.getActiveSpan()) return sendCommand.call(this, command, ...rest);
    const s = tracer.startSpan(`redis ${command.name}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'redis', 'db.operation.name': command.name },
    });
    const result = sendCommand.call(this, command, ...rest);
    Promise.resolve(command.promise ?? result).then(
      () => s.end(),
      (err: unknown) => {
        fail(s, err);
        s.end();
      },
    );
    return result;
  };

  return {
    span,
    wrapSql,
    bullmq: new BullMQOtel({ tracerName: 'fellah-bullmq' }),
    fastifyPlugin: fastify.plugin(),
    async shutdown() {
      redisProto.sendCommand = sendCommand;
      fastify.disable();
      await sdk.shutdown();
    },
  };
}
