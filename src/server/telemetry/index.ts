import type { tracing } from '@opentelemetry/sdk-node';
import { type TracingHooks, setTracingHooks, tracingHooks } from './hooks';

/**
 * Start tracing for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set (the standard OpenTelemetry variables then
 * apply: OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, ...). Called first thing by the
 * server and the worker, before the database, queues and HTTP server are made. Off, OpenTelemetry is not even loaded.
 * `spanProcessors` (tests) start it whatever the environment, with those processors instead of the OTLP exporter.
 */
export async function startTracing(
  serviceName: string,
  options: { env?: NodeJS.ProcessEnv; spanProcessors?: tracing.SpanProcessor[] } = {},
): Promise<TracingHooks | undefined> {
  const env = options.env ?? process.env;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !options.spanProcessors) return undefined;
  if (tracingHooks()) return tracingHooks();
  const { openTracing } = await import('./otel');
  const hooks = await openTracing(env.OTEL_SERVICE_NAME || serviceName, options.spanProcessors);
  setTracingHooks(hooks);
  return hooks;
}

/** Export what is left and turn tracing off (a no-op when it is off). */
export async function stopTracing(): Promise<void> {
  const hooks = tracingHooks();
  setTracingHooks(undefined);
  await hooks?.shutdown();
}
