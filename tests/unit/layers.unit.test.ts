import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/paths';

/*
 * The layer rule (ARCHITECTURE.md, Layers) as `npm run lint` enforces it: the project's own biome.json, run over probe
 * files laid out like src/, each with one import. A probe either breaks the rule or shows what stays allowed.
 */

const probes: { file: string; source: string; refused: boolean }[] = [
  { file: 'src/shared/a.ts', source: "import { readFileSync } from 'node:fs';", refused: true },
  { file: 'src/shared/b.ts', source: "import { ORDER_STATUSES } from '../events/order/order';", refused: true },
  { file: 'src/shared/c.ts', source: "import { z } from 'zod';", refused: false },
  { file: 'src/events/a.ts', source: "import type { Sql } from '../server/db';", refused: true },
  { file: 'src/events/order/b.ts', source: "import { ORDER_STATUSES } from '../../shared/orders';", refused: false },
  { file: 'src/server/a.ts', source: "import { routes } from '../rest-adapter/routes';", refused: true },
  { file: 'src/server/b.ts', source: "import { restAdapter } from '../rest-adapter';", refused: true },
  { file: 'src/server/c.ts', source: "import { buildApp } from '../host/app';", refused: true },
  { file: 'src/server/d.ts', source: "import { applyInline } from '../events/projection';", refused: false },
  { file: 'src/rest-adapter/a.ts', source: "import { buildApp } from '../host/app';", refused: true },
  { file: 'src/rest-adapter/b.ts', source: "import { appRouter } from '../server/routers';", refused: false },
  { file: 'src/client/lib/a.ts', source: "import { appRouter } from '../../server/routers';", refused: true },
  { file: 'src/client/lib/b.ts', source: "import { ORDER_STATUSES } from '../../events/order/order';", refused: true },
  { file: 'src/client/lib/c.ts', source: "import type { AppRouter } from '../../server/routers';", refused: false },
  { file: 'src/client/lib/d.ts', source: "import { createTRPCClient } from '@trpc/client';", refused: false },
];

/** Import circles (`noImportCycles`, type-only imports included): a and b import each other, c only imports a. */
const circleProbes: { file: string; source: string; refused: boolean }[] = [
  {
    file: 'src/server/circle/a.ts',
    source: "import type { B } from './b';\nexport interface A { b?: B }",
    refused: true,
  },
  {
    file: 'src/server/circle/b.ts',
    source: "import type { A } from './a';\nexport interface B { a?: A }",
    refused: true,
  },
  {
    file: 'src/server/circle/c.ts',
    source: "import type { A } from './a';\nexport interface C { a?: A }",
    refused: false,
  },
];

const dir = mkdtempSync(join(tmpdir(), 'fellah-layers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files a run of Biome over the probes refuses, by rule (`noRestrictedImports`, `noImportCycles`). */
function refusedFiles(): Record<'layers' | 'circles', Set<string>> {
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const { file, source } of [...probes, ...circleProbes]) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `${source}\nexport {};\n`);
  }
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/biome'),
    ['lint', '--reporter=github', '--max-diagnostics=none', 'src'],
    { cwd: dir, encoding: 'utf8' },
  );
  const refusedBy = (rule: string) => {
    const refused = run.stdout
      .split('\n')
      .filter((line) => line.includes(rule))
      .map((line) => /file=([^,]+)/.exec(line)?.[1]?.slice(dir.length + 1));
    return new Set(refused.filter((file): file is string => file !== undefined));
  };
  return { layers: refusedBy('lint/style/noRestrictedImports'), circles: refusedBy('lint/suspicious/noImportCycles') };
}

const refused = refusedFiles();

describe('the layer rule of npm run lint', () => {
  for (const probe of probes) {
    it(`${probe.refused ? 'refuses' : 'allows'} ${probe.source} in ${probe.file}`, () => {
      expect(refused.layers.has(probe.file)).toBe(probe.refused);
    });
  }
});

describe('the no-circles rule of npm run lint', () => {
  for (const probe of circleProbes) {
    it(`${probe.refused ? 'refuses' : 'allows'} ${probe.file}: ${probe.source.split('\n')[0]}`, () => {
      expect(refused.circles.has(probe.file)).toBe(probe.refused);
    });
  }
});
