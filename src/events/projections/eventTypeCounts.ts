import type { Projection } from '../projection';

/** Events counted per type (reported by /api/info): the simplest async projection, and a health signal. */
export const eventTypeCounts: Projection = {
  name: 'event-type-counts',
  canHandle: ['*'],
  async apply(tx, event) {
    await tx`insert into event_type_counts (type, count) values (${event.type}, 1)
             on conflict (type) do update set count = event_type_counts.count + 1`;
  },
  async reset(tx) {
    await tx`delete from event_type_counts`;
  },
};
