import { keyed, listEnvelope, messageEnvelope, queryInput, writtenAs } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Comments';

/** A comment write `{comment, message}`: the comment as data, the message beside it ('held for review' when pending). */
const commentWritten = (status: 200 | 201 = 200) => writtenAs('comment', status);

/** The Comments group of rest-calls.tsv (and `/mine`, which the storefront uses): {type} is crop, guide or product. */
export const commentsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/comments/{type}/{id}',
    procedure: 'comments.list',
    group,
    summary: 'Approved comments on a crop, guide or product, newest first: ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('comments'),
  },
  {
    method: 'GET',
    path: '/comments/{type}/{id}/mine',
    procedure: 'comments.mine',
    group,
    summary:
      "The caller's own comments on a crop, guide or product that wait for a moderator or were rejected, newest first (signed in)",
    respond: keyed('comments'),
  },
  {
    method: 'POST',
    path: '/comments/{type}/{id}',
    procedure: 'comments.create',
    group,
    summary: 'Comment: {body} (signed in; held as pending while moderation is on)',
    respond: commentWritten(201),
  },
  {
    method: 'PUT',
    path: '/comments/{id}',
    procedure: 'comments.update',
    group,
    summary: 'Change a comment: {body} (its author or an administrator)',
    respond: commentWritten(),
  },
  {
    method: 'DELETE',
    path: '/comments/{id}',
    procedure: 'comments.delete',
    group,
    summary: 'Delete a comment (its author or an administrator)',
    respond: messageEnvelope,
  },
];
