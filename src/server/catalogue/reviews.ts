import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors';
import { type MessageKey, msg } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import { moderationOn } from '../admin/settings';
import type { AuthUser } from '../context';
import type { Queryable, Sql, TransactionSql } from '../db';
import { say } from '../language';
import { requireVerifiedEmail } from '../users/verified';
import { PRODUCT_NOT_FOUND, PUBLIC_VIEWER, getProductById, storedIdOf, visibleTo } from './products';

/*
 * Product reviews: one per user and product. Every write locks the product row first (`for update`) and
 * recomputes its rating and review_count in the same transaction (refreshRatings: the approved reviews and nothing
 * else), so concurrent reviews of one product are applied one after the other and the figures always match the rows.
 * While the setting `moderation_enabled` is on, a
 * customer's new or edited review waits for a moderator ('pending', not counted); an edited review that a moderator
 * rejected waits again. Its author still sees it (pending or rejected, with its status) at the top of the list and
 * may change or delete it; nobody else does until it is approved.
 */

/** A review as the product page shows it: the author by first name and initial only. */
export interface Review {
  id: string;
  product_id: string;
  user_id: string;
  author_name: string;
  author_avatar_url: string | null;
  rating: number;
  body: string | null;
  /** The shop's Arabic translation of the text (the demo growers' reviews); null for a customer's own review. */
  body_ar: string | null;
  verified_purchase: boolean;
  status: 'approved' | 'pending' | 'rejected';
  created_at: Date;
  updated_at: Date;
}

/** The product's figures after a review changed. */
export interface RatingSummary {
  rating: number;
  review_count: number;
}

export const REVIEW_NOT_FOUND = msg('catalogue.reviewNotFound');
export const ALREADY_REVIEWED = msg('catalogue.alreadyReviewed');
export const NOT_YOUR_REVIEW = msg('catalogue.notYourReview');

function reviewColumns(sql: Queryable) {
  return sql`
    r.id::text as id, r.product_id::text as product_id, r.user_id::text as user_id,
    trim(u.first_name || ' ' || left(u.last_name, 1) || case when u.last_name <> '' then '.' else '' end) as author_name,
    u.avatar_url as author_avatar_url, r.rating::int as rating, r.body, r.body_ar, r.verified_purchase, r.status, r.created_at, r.updated_at`;
}

async function readReview(sql: Queryable, id: string): Promise<Review> {
  const [row] = await sql<
    Review[]
  >`select ${reviewColumns(sql)} from product_reviews r join users u on u.id = r.user_id where r.id = ${id}`;
  return row!;
}

/**
 * Whether a user bought a product, for the "verified purchase" mark. Orders come with their own issue: until the
 * tables `orders` and `order_lines` exist this is false. Once they do, a purchase is an order of the user's
 * (`orders.user_id`) that was delivered (`orders.status = 'delivered'`) with a line for the product
 * (`order_lines.order_id`, `order_lines.product_id`) — the orders issue keeps those columns, or changes this query.
 */
export async function hasPurchased(tx: Queryable, userId: string, productId: string): Promise<boolean> {
  const [tables] = await tx<{ ready: boolean }[]>`
    select to_regclass('public.order_lines') is not null and to_regclass('public.orders') is not null as ready`;
  if (!tables?.ready) return false;
  const [row] = await tx<{ bought: boolean }[]>`
    select exists (select 1 from order_lines l join orders o on o.id = l.order_id
                   where o.user_id = ${userId} and l.product_id = ${productId} and o.status = 'delivered') as bought`;
  return row?.bought ?? false;
}

/** Lock a product for a review change (the product must exist and not be deleted). */
async function lockProduct(tx: TransactionSql, productId: string): Promise<void> {
  const [row] = await tx`select id from products where id = ${productId} and deleted_at is null for update`;
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
}

/**
 * Recompute products' rating and review_count by the one rule (migration 0016's refresh_product_ratings): the
 * approved reviews' count and their mean to one decimal, 0 without any. Lock the products first when others may
 * write at the same time (every review write does).
 */
export async function refreshRatings(
  tx: Queryable,
  productIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const rows = await tx<{ product_id: string; rating: number; review_count: number }[]>`
    select product_id::text as product_id, new_rating::float8 as rating, new_review_count as review_count
    from refresh_product_ratings(${productIds as string[]}::bigint[])`;
  return new Map(rows.map(({ product_id, ...summary }) => [product_id, summary]));
}

/** Recompute a (locked) product's rating and review_count from its approved reviews. */
export async function refreshRating(tx: TransactionSql, productId: string): Promise<RatingSummary> {
  return (await refreshRatings(tx, [productId])).get(productId)!;
}

/** A page of reviews as the product page reads it. */
export interface ReviewPage {
  items: Review[];
  pagination: Pagination;
  summary: RatingSummary;
  /** The caller's own review of the product, whatever its status and page (null for a visitor or none). */
  mine: Review | null;
}

/**
 * One page of a product's approved reviews, newest first, with the product's rating and review count. For a signed-in
 * caller (`viewerId`) the list also holds their own review whatever its status (pending or rejected ones are seen by
 * their author only), first on page 1, and `mine` names it on every page. The figures count approved reviews only.
 */
export async function listReviews(
  sql: Sql,
  productRef: string,
  page: number,
  limit: number,
  viewerId: string | null = null,
): Promise<ReviewPage> {
  const product = await getProductById(sql, productRef, PUBLIC_VIEWER);
  const viewer = viewerId ? storedIdOf(viewerId) : null;
  const own = () => (viewer ? sql`r.user_id = ${viewer}::bigint` : sql`false`);
  // (A constant is not allowed in ORDER BY: a visitor's list is ordered by date alone.)
  const ownFirst = viewer ? sql`(r.user_id = ${viewer}::bigint) desc,` : sql``;
  const [items, [counted], [mine]] = await Promise.all([
    sql<Review[]>`
      select ${reviewColumns(sql)} from product_reviews r join users u on u.id = r.user_id
      where r.product_id = ${product.id} and (r.status = 'approved' or ${own()})
      order by ${ownFirst} r.created_at desc, r.id desc limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ n: bigint }[]>`
      select count(*) as n from product_reviews r where r.product_id = ${product.id} and (r.status = 'approved' or ${own()})`,
    viewer
      ? sql<
          Review[]
        >`select ${reviewColumns(sql)} from product_reviews r join users u on u.id = r.user_id where r.product_id = ${product.id} and r.user_id = ${viewer}::bigint`
      : Promise.resolve([] as Review[]),
  ]);
  return {
    items: [...items],
    pagination: paginate(page, limit, Number(counted!.n)),
    summary: { rating: product.rating, review_count: product.review_count },
    mine: mine ?? null,
  };
}

/** What a review write answers: the review, the product's figures and the message (held for a moderator, or done). */
export interface ReviewWritten {
  review: Review;
  summary: RatingSummary;
  message: string;
}

/** The message of a review write, in the caller's language: held for a moderator, or `done`. */
const messageFor = (review: Review, done: MessageKey) =>
  say(review.status === 'pending' ? 'catalogue.reviewHeld' : done);

/** Review a product the shop shows (held as pending while moderation is on); a second review by the same user is refused (409). */
export async function addReview(
  sql: Sql,
  user: AuthUser,
  productRef: string,
  review: { rating: number; body?: string | undefined },
): Promise<ReviewWritten> {
  const productId = storedIdOf(productRef);
  if (!productId) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return sql.begin(async (tx) => {
    const [visible] =
      await tx`select p.id from products p where p.id = ${productId} and ${visibleTo(tx, PUBLIC_VIEWER)} for update`;
    if (!visible) throw new NotFoundError(PRODUCT_NOT_FOUND);
    // Reviews only from accounts whose e-mail address is verified; administrators are the shop's own.
    if (user.role !== 'admin') await requireVerifiedEmail(tx, user.userId, 'catalogue.verifyEmailToReview');
    const verified = await hasPurchased(tx, user.userId, productId);
    const status = user.role !== 'admin' && (await moderationOn(tx)) ? 'pending' : 'approved';
    const [inserted] = await tx<{ id: string }[]>`
      insert into product_reviews (product_id, user_id, rating, body, verified_purchase, status)
      values (${productId}, ${user.userId}, ${review.rating}, ${review.body || null}, ${verified}, ${status})
      on conflict (product_id, user_id) do nothing
      returning id::text as id`;
    if (!inserted) throw new ConflictError(ALREADY_REVIEWED);
    const summary = await refreshRating(tx, productId);
    const written = await readReview(tx, inserted.id);
    return { review: written, summary, message: messageFor(written, 'catalogue.reviewPosted') };
  });
}

/**
 * Lock a review's product, then the review, for a change by its author or an administrator (403 for anyone else).
 * The product is locked first, as addReview does, so two writers never wait for each other in opposite order.
 */
async function lockOwnReview(tx: TransactionSql, user: AuthUser, reviewId: string): Promise<{ product_id: string }> {
  const [ref] = await tx<
    { product_id: string }[]
  >`select product_id::text as product_id from product_reviews where id = ${reviewId}`;
  if (!ref) throw new NotFoundError(REVIEW_NOT_FOUND);
  await lockProduct(tx, ref.product_id);
  const [review] = await tx<
    { user_id: string }[]
  >`select user_id::text as user_id from product_reviews where id = ${reviewId} for update`;
  if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
  if (review.user_id !== user.userId && user.role !== 'admin') throw new ForbiddenError(NOT_YOUR_REVIEW);
  return ref;
}

/** Change the rating and/or text of a review (author or administrator). An empty text removes it. */
export async function updateReview(
  sql: Sql,
  user: AuthUser,
  reviewRef: string,
  patch: { rating?: number | undefined; body?: string | undefined },
): Promise<ReviewWritten> {
  const reviewId = storedIdOf(reviewRef);
  if (!reviewId) throw new NotFoundError(REVIEW_NOT_FOUND);
  return sql.begin(async (tx) => {
    const { product_id } = await lockOwnReview(tx, user, reviewId);
    const byCustomer = user.role !== 'admin';
    if (byCustomer) await requireVerifiedEmail(tx, user.userId, 'catalogue.verifyEmailToReview');
    const moderated = byCustomer && (await moderationOn(tx));
    await tx`
      update product_reviews set
        rating = coalesce(${patch.rating ?? null}::smallint, rating),
        body = case when ${patch.body !== undefined} then ${patch.body || null} else body end,
        body_ar = case when ${patch.body !== undefined} and ${patch.body || null}::text is distinct from body then null else body_ar end,
        status = case when ${byCustomer} and (${moderated} or status = 'rejected') then 'pending' else status end,
        updated_at = now()
      where id = ${reviewId}`;
    const summary = await refreshRating(tx, product_id);
    const written = await readReview(tx, reviewId);
    return { review: written, summary, message: messageFor(written, 'catalogue.reviewUpdated') };
  });
}

/** Delete a review (author or administrator); the product's figures follow. */
export async function deleteReview(
  sql: Sql,
  user: AuthUser,
  reviewRef: string,
): Promise<{ id: string; summary: RatingSummary }> {
  const reviewId = storedIdOf(reviewRef);
  if (!reviewId) throw new NotFoundError(REVIEW_NOT_FOUND);
  return sql.begin(async (tx) => {
    const { product_id } = await lockOwnReview(tx, user, reviewId);
    await tx`delete from product_reviews where id = ${reviewId}`;
    return { id: reviewId, summary: await refreshRating(tx, product_id) };
  });
}
