import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/server/metrics/registry';

/* deploy/grafana/fellah.json shows every family the app exports, and only families that exist. */

const dashboard = JSON.parse(readFileSync(new URL('../../deploy/grafana/fellah.json', import.meta.url), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));

describe('the Grafana dashboard', () => {
  it('has a panel for each of Fellah’s metric families, and the event loop and heap', async () => {
    const families = (await registry.getMetricsAsJSON()).map((m) => m.name);
    const ours = families.filter((name) => name.startsWith('fellah_'));
    expect(ours.length).toBeGreaterThanOrEqual(8);
    for (const name of [...ours, 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(
        exprs.some((e) => e.includes(name)),
        name,
      ).toBe(true);
    }
  });

  it('asks only for series that exist (a family, or a histogram’s _bucket/_count/_sum)', async () => {
    const families = new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
    for (const expr of exprs) {
      for (const [name] of expr.matchAll(/\b(?:fellah|nodejs|process)_[a-z0-9_]+/g)) {
        const family = name.replace(/_(bucket|count|sum)$/, '');
        expect(families.has(name) || families.has(family), `${name} in ${expr}`).toBe(true);
      }
    }
  });
});
