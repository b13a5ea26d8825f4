import { foldedContaining } from '../../shared/arabicFold';
import { NotFoundError } from '../../shared/errors';
import { type Origin, audit } from '../accounts/activity';
import { PRODUCT_NOT_FOUND, type Product, productColumns, productColumnsOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import type { AdminProductListQuery } from '../routers/admin.schema';
import { type AdminPage, moderationOutcome, pageFrom } from './common';
import type { AdminActor } from './users';
import { ADMIN_PRODUCT_ROW_FIELDS } from './productRowFields';

export { ADMIN_PRODUCT_ROW_FIELDS } from './productRowFields';

/*
 * Products in the admin area: every live product whatever its approval or activity (the storefront shows only active,
 * approved ones), and the approval decision. A rejected product leaves the shop, carts and checkout at once (they
 * read approval_status); approving it brings it back.
 */

/** A product with its approval facts. */
export interface AdminProduct extends Product {
  rejection_reason: string | null;
  moderated_by: string | null;
  moderated_at: Date | null;
  created_by: string | null;
}

function adminProductColumns(sql: Queryable) {
  return sql`${productColumns(sql)}, p.rejection_reason, p.moderated_by::text as moderated_by, p.moderated_at, p.created_by::text as created_by`;
}

/** A row of the admin products list. */
export type AdminProductRow = Pick<AdminProduct, (typeof ADMIN_PRODUCT_ROW_FIELDS)[number] | 'rejection_reason'>;

/**
 * Live products (not deleted) as table rows, newest first by default; `search` matches the name, Arabic name, brand
 * (either language) or slug, the Arabic folded on both sides (src/shared/arabicFold.ts).
 */
export async function listAdminProducts(sql: Queryable, q: AdminProductListQuery): Promise<AdminPage<AdminProductRow>> {
  const like = foldedContaining(q.search);
  const where = sql`
    p.deleted_at is null
    and (${q.approval_status ?? null}::text is null or p.approval_status = ${q.approval_status ?? null})
    and (${q.category ?? null}::text is null or p.category = ${q.category ?? null})
    and (${like}::text is null or p.name ilike ${like} or arabic_fold(p.name_ar) ilike ${like} or p.brand ilike ${like}
         or arabic_fold(p.brand_ar) ilike ${like} or p.slug ilike ${like})`;
  const dir = q.sort_order === 'ASC' ? sql`asc` : sql`desc`;
  const column =
    q.sort_by === 'name'
      ? sql`lower(p.name)`
      : q.sort_by === 'price'
        ? sql`p.price`
        : q.sort_by === 'stock_quantity'
          ? sql`p.stock_quantity`
          : sql`p.created_at`;
  const rows = await sql<(AdminProductRow & { full_count: number })[]>`
    select ${productColumnsOf(sql, ADMIN_PRODUCT_ROW_FIELDS)}, p.rejection_reason, count(*) over ()::int as full_count
    from products p where ${where}
    order by ${column} ${dir}, p.id ${dir}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  return pageFrom(
    rows,
    q.page,
    q.limit,
    async () => (await sql<{ n: number }[]>`select count(*)::int as n from products p where ${where}`)[0]?.n ?? 0,
  );
}

/** Products waiting for approval, oldest first. */
export async function pendingProducts(sql: Queryable, page: number, limit: number): Promise<AdminPage<AdminProduct>> {
  const rows = await sql<(AdminProduct & { full_count: number })[]>`
    select ${adminProductColumns(sql)}, count(*) over ()::int as full_count
    from products p where p.approval_status = 'pending' and p.deleted_at is null
    order by p.created_at asc, p.id asc
    limit ${limit} offset ${(page - 1) * limit}`;
  return pageFrom(
    rows,
    page,
    limit,
    async () =>
      (
        await sql<
          { n: number }[]
        >`select count(*)::int as n from products p where p.approval_status = 'pending' and p.deleted_at is null`
      )[0]?.n ?? 0,
  );
}

/**
 * Approve or reject a live product (a rejection keeps its reason). Deciding what is already decided — approving an
 * approved product, rejecting a rejected one — is 409; an approved product may be rejected later, and the reverse.
 */
export async function decideProduct(
  sql: Sql,
  actor: AdminActor,
  id: string,
  action: 'approve' | 'reject',
  reason: string | undefined,
  origin: Origin,
): Promise<AdminProduct> {
  return sql.begin(async (tx) => {
    const [current] = await tx<{ approval_status: string }[]>`
      select approval_status from products where id = ${id} and deleted_at is null for update`;
    if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
    const { status, reason: rejectionReason } = moderationOutcome('product', current.approval_status, action, reason);
    const [row] = await tx<AdminProduct[]>`
      update products p set approval_status = ${status}, rejection_reason = ${rejectionReason},
        moderated_by = ${actor.userId}, moderated_at = now(), updated_at = now()
      where p.id = ${id}
      returning ${adminProductColumns(tx)}`;
    await audit(
      tx,
      {
        actorId: actor.userId,
        action: `admin.product.${status}`,
        targetType: 'product',
        targetId: id,
        details: { from: current.approval_status, ...(rejectionReason ? { reason: rejectionReason } : {}) },
      },
      origin,
    );
    return row!;
  });
}
