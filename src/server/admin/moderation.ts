import { NotFoundError } from '../../shared/errors';
import { type MessageKey, msg } from '../../shared/messages';
import { type Origin, audit } from '../accounts/activity';
import { type RatingSummary, REVIEW_NOT_FOUND, refreshRating } from '../catalogue/reviews';
import { COMMENT_NOT_FOUND } from '../crops/comments';
import type { Queryable, Sql } from '../db';
import { say } from '../language';
import type { ModerationAction, ModerationType } from '../routers/admin.schema';
import { type AdminPage, moderationOutcome, pageFrom } from './common';
import { type AdminProduct, decideProduct, pendingProducts } from './products';
import type { AdminActor } from './users';

/*
 * The moderation queues of reviews, comments and products, and the moderator's decision. Only approved reviews and
 * comments are shown on the storefront and counted: approving or rejecting a review recomputes its product's rating
 * and review_count in the same transaction (product row locked first, as every review write does). Customers' new
 * reviews and comments start pending while the setting `moderation_enabled` is on.
 */

export interface ModeratedReview {
  id: string;
  product: { id: string; name: string; slug: string };
  user_id: string;
  author: { name: string; email: string };
  rating: number;
  body: string | null;
  verified_purchase: boolean;
  status: 'approved' | 'pending' | 'rejected';
  moderation_reason: string | null;
  moderated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ModeratedComment {
  id: string;
  target_type: 'crop' | 'guide' | 'product';
  target_id: string;
  /** The crop's or product's name, the guide's title. */
  target_name: string | null;
  user_id: string;
  author: { name: string; email: string };
  body: string;
  status: 'approved' | 'pending' | 'rejected';
  moderation_reason: string | null;
  moderated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type ModerationItem = ModeratedReview | ModeratedComment | AdminProduct;

function reviewColumns(sql: Queryable) {
  return sql`
    r.id::text as id, json_build_object('id', p.id::text, 'name', p.name, 'slug', p.slug) as product, r.user_id::text as user_id,
    json_build_object('name', trim(u.first_name || ' ' || u.last_name), 'email', u.email) as author,
    r.rating::int as rating, r.body, r.verified_purchase, r.status, r.moderation_reason, r.moderated_at, r.created_at, r.updated_at`;
}

function commentColumns(sql: Queryable) {
  return sql`
    cm.id::text as id, cm.target_type, cm.target_id::text as target_id,
    case cm.target_type when 'crop' then (select name from crops where id = cm.target_id)
                        when 'guide' then (select title from guides where id = cm.target_id)
                        else (select name from products where id = cm.target_id) end as target_name,
    cm.user_id::text as user_id, json_build_object('name', trim(u.first_name || ' ' || u.last_name), 'email', u.email) as author,
    cm.body, cm.status, cm.moderation_reason, cm.moderated_at, cm.created_at, cm.updated_at`;
}

// ─── Queues ──────────────────────────────────────────────────────────────────────────────────────────

async function pendingReviews(sql: Queryable, page: number, limit: number): Promise<AdminPage<ModeratedReview>> {
  const rows = await sql<(ModeratedReview & { full_count: number })[]>`
    select ${reviewColumns(sql)}, count(*) over ()::int as full_count
    from product_reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id
    where r.status = 'pending'
    order by r.created_at asc, r.id asc
    limit ${limit} offset ${(page - 1) * limit}`;
  return pageFrom(
    rows,
    page,
    limit,
    async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from product_reviews where status = 'pending'`)[0]?.n ?? 0,
  );
}

async function pendingComments(sql: Queryable, page: number, limit: number): Promise<AdminPage<ModeratedComment>> {
  const rows = await sql<(ModeratedComment & { full_count: number })[]>`
    select ${commentColumns(sql)}, count(*) over ()::int as full_count
    from comments cm join users u on u.id = cm.user_id
    where cm.status = 'pending' and cm.deleted_at is null
    order by cm.created_at asc, cm.id asc
    limit ${limit} offset ${(page - 1) * limit}`;
  return pageFrom(
    rows,
    page,
    limit,
    async () =>
      (
        await sql<
          { n: number }[]
        >`select count(*)::int as n from comments where status = 'pending' and deleted_at is null`
      )[0]?.n ?? 0,
  );
}

/** What waits for a moderator, oldest first. */
export function pendingQueue(
  sql: Queryable,
  type: ModerationType,
  page: number,
  limit: number,
): Promise<AdminPage<ModerationItem>> {
  switch (type) {
    case 'reviews':
      return pendingReviews(sql, page, limit);
    case 'comments':
      return pendingComments(sql, page, limit);
    case 'products':
      return pendingProducts(sql, page, limit);
    default: {
      const unknown: never = type;
      throw new NotFoundError(msg('admin.nothingToModerate', { type: String(unknown) }));
    }
  }
}

// ─── Decisions ───────────────────────────────────────────────────────────────────────────────────────

export interface Decision {
  action: ModerationAction;
  reason?: string | undefined;
}

/** Approve or reject a review; its product's rating and review count follow in the same transaction. */
async function decideReview(
  sql: Sql,
  actor: AdminActor,
  id: string,
  decision: Decision,
  origin: Origin,
): Promise<{ item: ModeratedReview; summary: RatingSummary }> {
  return sql.begin(async (tx) => {
    const [ref] = await tx<
      { product_id: string }[]
    >`select product_id::text as product_id from product_reviews where id = ${id}`;
    if (!ref) throw new NotFoundError(REVIEW_NOT_FOUND);
    await tx`select id from products where id = ${ref.product_id} for update`;
    const [current] = await tx<{ status: string }[]>`select status from product_reviews where id = ${id} for update`;
    if (!current) throw new NotFoundError(REVIEW_NOT_FOUND);
    const { status, reason } = moderationOutcome('review', current.status, decision.action, decision.reason);
    await tx`update product_reviews set status = ${status}, moderation_reason = ${reason}, moderated_by = ${actor.userId}, moderated_at = now()
             where id = ${id}`;
    const summary = await refreshRating(tx, ref.product_id);
    await audit(
      tx,
      {
        actorId: actor.userId,
        action: `admin.review.${status}`,
        targetType: 'review',
        targetId: id,
        details: { from: current.status, product_id: ref.product_id, ...(reason ? { reason } : {}) },
      },
      origin,
    );
    const [item] = await tx<ModeratedReview[]>`
      select ${reviewColumns(tx)} from product_reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id where r.id = ${id}`;
    return { item: item!, summary };
  });
}

/** Approve or reject a comment (a deleted one is not found). */
async function decideComment(
  sql: Sql,
  actor: AdminActor,
  id: string,
  decision: Decision,
  origin: Origin,
): Promise<{ item: ModeratedComment }> {
  return sql.begin(async (tx) => {
    const [current] = await tx<
      { status: string }[]
    >`select status from comments where id = ${id} and deleted_at is null for update`;
    if (!current) throw new NotFoundError(COMMENT_NOT_FOUND);
    const { status, reason } = moderationOutcome('comment', current.status, decision.action, decision.reason);
    await tx`update comments set status = ${status}, moderation_reason = ${reason}, moderated_by = ${actor.userId}, moderated_at = now()
             where id = ${id}`;
    await audit(
      tx,
      {
        actorId: actor.userId,
        action: `admin.comment.${status}`,
        targetType: 'comment',
        targetId: id,
        details: { from: current.status, ...(reason ? { reason } : {}) },
      },
      origin,
    );
    const [item] = await tx<
      ModeratedComment[]
    >`select ${commentColumns(tx)} from comments cm join users u on u.id = cm.user_id where cm.id = ${id}`;
    return { item: item! };
  });
}

/** What a decision answers ("Review approved"), by key: each its own sentence, as Arabic words agree with the item. */
const DECISION_SAID = {
  reviews: { approve: 'admin.reviewApproved', reject: 'admin.reviewRejected' },
  comments: { approve: 'admin.commentApproved', reject: 'admin.commentRejected' },
  products: { approve: 'admin.productApproved', reject: 'admin.productRejected' },
} as const satisfies Record<ModerationType, Record<ModerationAction, MessageKey>>;

/**
 * A moderator's decision on a review, comment or product. Rejecting needs a reason (checked by the input schema);
 * deciding what is already decided that way is 409 ('This review has already been approved').
 */
export async function moderate(
  sql: Sql,
  actor: AdminActor,
  type: ModerationType,
  id: string,
  decision: Decision,
  origin: Origin,
): Promise<{ type: ModerationType; item: ModerationItem; summary?: RatingSummary; message: string }> {
  const message = say(DECISION_SAID[type][decision.action]);
  switch (type) {
    case 'reviews':
      return { type, ...(await decideReview(sql, actor, id, decision, origin)), message };
    case 'comments':
      return { type, ...(await decideComment(sql, actor, id, decision, origin)), message };
    case 'products':
      return { type, item: await decideProduct(sql, actor, id, decision.action, decision.reason, origin), message };
    default: {
      const unknown: never = type;
      throw new NotFoundError(msg('admin.nothingToModerate', { type: String(unknown) }));
    }
  }
}
