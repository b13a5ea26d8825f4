import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.unit.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time (`--maxWorkers=2` in package.json's test:e2e), each with its own built server and
          // browser: a file spends much of its time waiting on its pages, so the two cores take two (16.8 → 11 min
          // for the whole suite here).
          fileParallelism: true,
        },
      },
    ],
  },
});
