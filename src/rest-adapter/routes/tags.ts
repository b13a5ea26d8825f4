import { listEnvelope, messageEnvelope, queryInput, written } from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Tags';

/** The Tags group of rest-calls.tsv. */
export const tagsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/tags',
    procedure: 'tags.list',
    group,
    summary: 'Tags by name with their use: ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('tags'),
  },
  {
    method: 'GET',
    path: '/tags/popular',
    procedure: 'tags.popular',
    group,
    summary: 'The most used tags (?limit, default 10)',
    input: queryInput(),
  },
  { method: 'GET', path: '/tags/{id}', procedure: 'tags.byId', group, summary: 'A tag with its use counts' },
  {
    method: 'GET',
    path: '/tags/{id}/crops',
    procedure: 'tags.crops',
    group,
    summary: 'The crops carrying a tag: ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('crops'),
  },
  {
    method: 'POST',
    path: '/tags',
    procedure: 'tags.create',
    group,
    summary: 'Add a tag (administrators)',
    respond: written(msg('crops.tagCreated'), 201),
  },
  {
    method: 'PUT',
    path: '/tags/{id}',
    procedure: 'tags.update',
    group,
    summary: 'Change a tag (administrators)',
    respond: written(msg('crops.tagUpdated')),
  },
  {
    method: 'DELETE',
    path: '/tags/{id}',
    procedure: 'tags.delete',
    group,
    summary: 'Delete a tag (administrators)',
    respond: messageEnvelope,
  },
];
