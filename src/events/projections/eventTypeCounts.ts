import type { Projection } from '../projection';

/** Events counted per type (reported by /api/info): the simplest async projection, and a health signal. */
export const eventTypeCounts: Projection = {
  name: 'event-type-counts',
  canHandle: ['*'],
  async apply(tx, event) {
    await tx`insert into event_type_counts (type, count) values (${event.type}, 1)
             on conflict (type) do update set count = event_type_counts.count + 1`;
  },
  async applyBatch(tx, events) {
    const counts = new Map<string, number>();
    for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    const types = [...counts.keys()];
    await tx`insert into event_type_counts (type, count)
             select * from unnest(${types}::text[], ${types.map((t) => counts.get(t)!)}::bigint[])
             on conflict (type) do update set count = event_type_counts.count + excluded.count`;
  },
  async reset(tx) {
    await tx`delete from event_type_counts`;
  },
};
