import type { CommentTarget } from '../../shared/crops';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import { englishText, msg, type MessageKey } from '../../shared/messages';
import { getProductById, storedIdOf } from '../catalogue/products';
import { moderationOn } from '../admin/settings';
import type { AuthUser } from '../context';
import type { Queryable, Sql } from '../db';
import { type Page, countOf, readPage } from './common';
import { requireCropId } from './crops';
import { getGuide } from './guides';
import { say } from '../language';

/*
 * Comments on crops, guides and products. Everyone reads the approved ones, newest first; signed-in users write.
 *
 * Moderation: while the setting `moderation_enabled` is on, a customer's new or edited comment is held as 'pending'
 * until an administrator approves it; otherwise comments are approved at once. An edited comment that a moderator
 * rejected waits for a moderator again. Administrators' own comments are never held. Deleting a comment marks it deleted (deleted_at); it is no longer shown or editable.
 *
 * The list is the same for every reader (the storefront keeps it for offline reading and sends it without a token), so
 * an author's own comments that are not shown to others — pending or rejected — come from their own call
 * (`listOwnHeldComments`): the crop page puts them above the list with their status, editable and deletable.
 */

export interface Comment {
  id: string;
  target_type: CommentTarget;
  target_id: string;
  user_id: string;
  /** First name and the initial of the last name. */
  author_name: string;
  author_avatar_url: string | null;
  body: string;
  status: 'approved' | 'pending' | 'rejected';
  created_at: Date;
  updated_at: Date;
}

export const COMMENT_NOT_FOUND = msg('crops.commentNotFound');
export const NOT_YOUR_COMMENT = englishText(msg('crops.notYourComment'));
export const HELD_FOR_REVIEW = englishText(msg('crops.commentHeld'));

function commentColumns(sql: Queryable) {
  return sql`
    cm.id::text as id, cm.target_type, cm.target_id::text as target_id, cm.user_id::text as user_id,
    trim(u.first_name || ' ' || left(u.last_name, 1) || case when u.last_name <> '' then '.' else '' end) as author_name,
    u.avatar_url as author_avatar_url, cm.body, cm.status, cm.created_at, cm.updated_at`;
}

/** Whether new comments wait for a moderator: the setting `moderation_enabled` (src/server/admin/settings.ts). */
export const moderationEnabled = (sql: Queryable): Promise<boolean> => moderationOn(sql);

/** The id of a target the storefront shows (404 naming what is missing: 'Crop not found', ...). */
export async function requireTarget(sql: Queryable, type: CommentTarget, ref: string): Promise<string> {
  switch (type) {
    case 'crop':
      return requireCropId(sql, ref);
    case 'guide': {
      if (!storedIdOf(ref)) throw new NotFoundError(msg('crops.guideNotFound'));
      return (await getGuide(sql, ref, { isAdmin: false })).id;
    }
    case 'product':
      return (await getProductById(sql, ref, { isAdmin: false })).id;
  }
}

/** The approved comments on a target, newest first, a page at a time. */
export async function listComments(
  sql: Sql,
  type: CommentTarget,
  ref: string,
  page: number,
  limit: number,
): Promise<Page<Comment>> {
  const targetId = await requireTarget(sql, type, ref);
  const shown = () =>
    sql`cm.target_type = ${type} and cm.target_id = ${targetId} and cm.status = 'approved' and cm.deleted_at is null`;
  return readPage(
    page,
    limit,
    (offset) => sql<Comment[]>`
      select ${commentColumns(sql)} from comments cm join users u on u.id = cm.user_id
      where ${shown()} order by cm.created_at desc, cm.id desc limit ${limit} offset ${offset}`,
    async () => countOf(await sql<{ n: number }[]>`select count(*)::int as n from comments cm where ${shown()}`),
  );
}

/** How many of an author's held comments on one target are listed for them (newest first). */
export const OWN_HELD_COMMENTS_SHOWN = 50;

/**
 * The caller's own comments on a target that others do not see: pending (waiting for a moderator) or rejected, not
 * deleted, newest first (at most OWN_HELD_COMMENTS_SHOWN). Their approved ones are in the list.
 */
export async function listOwnHeldComments(
  sql: Sql,
  user: AuthUser,
  type: CommentTarget,
  ref: string,
): Promise<Comment[]> {
  const targetId = await requireTarget(sql, type, ref);
  const rows = await sql<Comment[]>`
    select ${commentColumns(sql)} from comments cm join users u on u.id = cm.user_id
    where cm.target_type = ${type} and cm.target_id = ${targetId} and cm.user_id = ${user.userId}
      and cm.status <> 'approved' and cm.deleted_at is null
    order by cm.created_at desc, cm.id desc limit ${OWN_HELD_COMMENTS_SHOWN}`;
  return [...rows];
}

async function readComment(sql: Queryable, id: string): Promise<Comment> {
  const [row] = await sql<Comment[]>`
    select ${commentColumns(sql)} from comments cm join users u on u.id = cm.user_id where cm.id = ${id} and cm.deleted_at is null`;
  if (!row) throw new NotFoundError(COMMENT_NOT_FOUND);
  return row;
}

/** What a comment write answers: the comment, and a message when it is held for review. */
export interface CommentWritten {
  comment: Comment;
  message: string;
}

const statusFor = async (sql: Queryable, user: AuthUser) =>
  user.role !== 'admin' && (await moderationEnabled(sql)) ? 'pending' : 'approved';
const messageFor = (comment: Comment, done: MessageKey) =>
  say(comment.status === 'pending' ? 'crops.commentHeld' : done);

/** Comment on a target (held as pending when moderation is on). */
export async function addComment(
  sql: Sql,
  user: AuthUser,
  type: CommentTarget,
  ref: string,
  body: string,
): Promise<CommentWritten> {
  const targetId = await requireTarget(sql, type, ref);
  const [row] = await sql<{ id: string }[]>`
    insert into comments (target_type, target_id, user_id, body, status)
    values (${type}, ${targetId}, ${user.userId}, ${body}, ${await statusFor(sql, user)}) returning id::text as id`;
  const comment = await readComment(sql, row!.id);
  return { comment, message: messageFor(comment, 'crops.commentPosted') };
}

/** A comment its author or an administrator may change (404 unknown, 403 someone else's). */
async function requireOwnComment(sql: Queryable, user: AuthUser, ref: string): Promise<Comment> {
  const id = storedIdOf(ref);
  if (!id) throw new NotFoundError(COMMENT_NOT_FOUND);
  const comment = await readComment(sql, id);
  if (comment.user_id !== user.userId && user.role !== 'admin') throw new ForbiddenError(msg('crops.notYourComment'));
  return comment;
}

/** Change a comment's text. An author's edit waits for a moderator again when moderation is on. */
export async function updateComment(sql: Sql, user: AuthUser, ref: string, body: string): Promise<CommentWritten> {
  const current = await requireOwnComment(sql, user, ref);
  const status =
    user.role === 'admin' ? current.status : current.status === 'rejected' ? 'pending' : await statusFor(sql, user);
  await sql`update comments set body = ${body}, status = ${status}, updated_at = now() where id = ${current.id}`;
  const comment = await readComment(sql, current.id);
  return { comment, message: messageFor(comment, 'crops.commentUpdated') };
}

/** Delete a comment (its author or an administrator). */
export async function deleteComment(sql: Sql, user: AuthUser, ref: string): Promise<{ id: string }> {
  const current = await requireOwnComment(sql, user, ref);
  await sql`update comments set deleted_at = now(), updated_at = now() where id = ${current.id}`;
  return { id: current.id };
}
