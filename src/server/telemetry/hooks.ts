import type { Telemetry } from 'bullmq';
import type { FastifyPluginCallback } from 'fastify';

/*
 * The places the app is traced from, as plain hooks that do nothing until tracing starts
 * (src/server/telemetry/index.ts `startTracing`, which loads OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set):
 * without it no OpenTelemetry module is ever imported, and each hook is one check of an unset variable.
 */

export type SpanAttributes = Record<string, string | number | boolean>;

export interface TracingHooks {
  /** Run `work` in a span (a child of the active one) ended when it settles; `failed` tells an answer that is an error. */
  span<T>(
    name: string,
    attributes: SpanAttributes,
    work: () => Promise<T>,
    failed?: (result: T) => boolean,
  ): Promise<T>;
  /** The same postgres.js client, whose queries are spans (statement text only, never the parameters). */
  wrapSql<S>(sql: S): S;
  /** BullMQ's telemetry: a job carries its producer's trace to the worker that runs it. */
  bullmq: Telemetry;
  /** @fastify/otel's plugin: a server span per request, named by its route. */
  fastifyPlugin: FastifyPluginCallback;
  /** Export what is left and stop. */
  shutdown(): Promise<void>;
}

let hooks: TracingHooks | undefined;

/** Set by startTracing (or a test); undefined turns tracing off again. */
export function setTracingHooks(next: TracingHooks | undefined): void {
  hooks = next;
}

export const tracingHooks = (): TracingHooks | undefined => hooks;

/** `work` in a span when tracing is on; otherwise just `work`. */
export function traced<T>(
  name: string,
  attributes: SpanAttributes,
  work: () => Promise<T>,
  failed?: (result: T) => boolean,
): Promise<T> {
  return hooks ? hooks.span(name, attributes, work, failed) : work();
}

/** The postgres.js client, traced when tracing is on (src/server/db.ts `connect`). */
export const traceSql = <S>(sql: S): S => (hooks ? hooks.wrapSql(sql) : sql);

/** The `telemetry` option of a BullMQ Queue or Worker when tracing is on, else nothing. */
export const queueTelemetry = (): { telemetry?: Telemetry } => (hooks ? { telemetry: hooks.bullmq } : {});
