import { envelope, listEnvelope, messageEnvelope, queryInput } from '../envelope';
import type { RestReply, RestRoute } from '../types';

const group = 'Comments';

/** A comment write `{comment, message}`: the comment as data, the message beside it ('held for review' when pending). */
function commentWritten(status = 200) {
  return (output: unknown): RestReply => {
    const { comment, message } = output as { comment: unknown; message: string };
    return { status, ...envelope(comment, { message }) };
  };
}

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
    summary: "The caller's own comments on a crop, guide or product that wait for a moderator or were rejected, newest first (signed in)",
    respond: (output) => envelope(output, { comments: output }),
  },
  {
    method: 'POST',
    path: '/comments/{type}/{id}',
    procedure: 'comments.create',
    group,
    summary: 'Comment: {body} (signed in; held as pending while moderation is on)',
    respond: commentWritten(201),
  },
  { method: 'PUT', path: '/comments/{id}', procedure: 'comments.update', group, summary: 'Change a comment: {body} (its author or an administrator)', respond: commentWritten() },
  { method: 'DELETE', path: '/comments/{id}', procedure: 'comments.delete', group, summary: 'Delete a comment (its author or an administrator)', respond: messageEnvelope },
];
