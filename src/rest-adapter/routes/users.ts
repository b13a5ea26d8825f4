import { bodyQueryAndParams, listEnvelope, queryWithNumbers } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Users';

/** The Users group of rest-calls.tsv: one account by id (the user themself or an administrator). */
export const usersRoutes: RestRoute[] = [
  { method: 'GET', path: '/users/{id}', procedure: 'users.get', group, summary: 'A user (self or administrator)' },
  {
    method: 'PUT',
    path: '/users/{id}',
    procedure: 'users.update',
    group,
    summary: 'Change a user (self or administrator)',
  },
  {
    method: 'DELETE',
    path: '/users/{id}',
    procedure: 'users.delete',
    group,
    summary: 'Delete (anonymise) a user; users deleting themselves send their password',
    input: bodyQueryAndParams,
  },
  {
    method: 'GET',
    path: '/users/{id}/crop-guides',
    procedure: 'users.cropGuides',
    group,
    summary: 'Crop guides written by a user (?page, ?limit)',
    input: queryWithNumbers('page', 'limit'),
    respond: listEnvelope(),
  },
];
