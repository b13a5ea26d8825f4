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
          // One file at a time. Two at a time (each file has its own built server and browser) took the suite from
          // 16.8 to 11 min here, but a click on a page still hydrating under the doubled load was lost once in four
          // full runs (crops.e2e's language switch): kept serial until the app holds such a tap itself.
          fileParallelism: false,
        },
      },
    ],
  },
});
