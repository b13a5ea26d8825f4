import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/build-server.mjs';

/*
 * Tracing off costs nothing: the built server and worker (bundled as scripts/build-server.mjs does) import
 * no OpenTelemetry package at start — only `startTracing` does, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set. A
 * static import anywhere in the server would be hoisted to the top of the bundle and loaded at every start.
 */

const TRACING_PACKAGES = /^(@opentelemetry\/|@fastify\/otel$|bullmq-otel$)/;

describe('the built server without tracing', () => {
  it('imports OpenTelemetry only dynamically, from startTracing', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'fellah-bundle-'));
    try {
      await bundleServer({
        entryPoints: { main: 'src/host/main.ts', worker: 'src/host/worker.ts' },
        outdir,
        logLevel: 'silent',
      });
      for (const entry of ['main.mjs', 'worker.mjs']) {
        const code = readFileSync(join(outdir, entry), 'utf8');
        const staticImports = [...code.matchAll(/^import\s+(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm)].map(
          (m) => m[1] as string,
        );
        expect(staticImports.length, entry).toBeGreaterThan(5);
        expect(
          staticImports.filter((name) => TRACING_PACKAGES.test(name)),
          entry,
        ).toEqual([]);
        const dynamicImports = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] as string);
        expect(dynamicImports.filter((name) => TRACING_PACKAGES.test(name)).sort(), entry).toEqual([
          '@fastify/otel',
          '@opentelemetry/api',
          '@opentelemetry/sdk-node',
          'bullmq-otel',
        ]);
      }
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
