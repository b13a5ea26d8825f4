import type { CouponCreateInput, CouponStatus, CouponUpdateInput } from '../../shared/couponForm';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type Origin, audit } from '../accounts/activity';
import { type AdminPage, pageFrom } from '../admin/common';
import type { Queryable, Sql } from '../db';
import { say } from '../language';

/*
 * Coupons as an administrator runs them (the /admin coupons screen, /api/admin/coupons): create, edit, pause and resume,
 * end for good; each with its usage — the orders that used it, the customers, the discount given and the revenue of
 * those orders (cancelled and refunded ones left out). Every change is in the audit log. Checkout's rules are in
 * ./rules.ts and src/shared/coupons.ts; a paused coupon is `active = false`, an ended one has `ended_at`.
 */

export interface AdminCoupon {
  id: string;
  code: string;
  description: string | null;
  description_ar: string | null;
  kind: 'percent' | 'fixed';
  value: number;
  min_subtotal: number;
  valid_from: Date | null;
  valid_to: Date | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  categories: string[];
  status: CouponStatus;
  ended_at: Date | null;
  created_at: Date;
  updated_at: Date;
  usage: { orders: number; customers: number; discount_total: number; revenue: number };
}

export interface CouponListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: CouponStatus | undefined;
  category?: string | undefined;
}

/** A coupon's state at `now`: ended, paused, not yet started, past its end, used up, or active. */
const statusOf = (sql: Queryable, now: Date) => sql`
  case when c.ended_at is not null then 'ended'
       when not c.active then 'paused'
       when c.valid_from is not null and c.valid_from > ${now} then 'scheduled'
       when c.valid_to is not null and c.valid_to < ${now} then 'expired'
       when c.usage_limit is not null and c.used_count >= c.usage_limit then 'used_up'
       else 'active' end`;

/** The columns of an AdminCoupon, with its usage from its redemptions and their orders. */
const couponColumns = (sql: Queryable, now: Date) => sql`
  c.id::text as id, c.code::text as code, c.description, c.description_ar, c.kind, c.value::float8 as value,
  c.min_subtotal::float8 as min_subtotal, c.valid_from, c.valid_to, c.usage_limit, c.per_user_limit, c.categories,
  (${statusOf(sql, now)}) as status, c.ended_at, c.created_at, c.updated_at,
  (select json_build_object(
            'orders', count(*)::int,
            'customers', count(distinct r.user_id)::int,
            'discount_total', coalesce(sum(r.discount) filter (where o.status is null or o.status not in ('cancelled', 'refunded')), 0)::float8,
            'revenue', coalesce(sum(o.total) filter (where o.status not in ('cancelled', 'refunded')), 0)::float8)
   from coupon_redemptions r left join orders o on o.id = r.order_id
   where r.coupon_id = c.id) as usage`;

/** One page of coupons, newest first: by code or description, state and category. */
export async function listCoupons(sql: Queryable, q: CouponListQuery, now: Date): Promise<AdminPage<AdminCoupon>> {
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`
    where (${pattern}::text is null or c.code::text ilike ${pattern} or c.description ilike ${pattern}
           or c.description_ar ilike ${pattern})
      and (${q.status ?? null}::text is null or (${statusOf(sql, now)}) = ${q.status ?? null})
      and (${q.category ?? null}::text is null or ${q.category ?? null} = any(c.categories))`;
  const rows = await sql<(AdminCoupon & { full_count: number })[]>`
    select ${couponColumns(sql, now)}, count(*) over ()::int as full_count
    from coupons c ${where}
    order by c.created_at desc, c.id desc
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  return pageFrom(rows, q.page, q.limit, async () => {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from coupons c ${where}`;
    return row?.n ?? 0;
  });
}

/** One coupon with its usage (404 when there is none). */
export async function getCoupon(sql: Queryable, id: string, now: Date): Promise<AdminCoupon> {
  const [row] = /^[1-9]\d{0,17}$/.test(id)
    ? await sql<AdminCoupon[]>`select ${couponColumns(sql, now)} from coupons c where c.id = ${id}`
    : [];
  if (!row) throw new NotFoundError(msg('coupons.notFound'), 'id');
  return row;
}

/** A code another coupon has (compared without regard to case): 409. */
async function refuseTakenCode(sql: Queryable, code: string, exceptId: string | null) {
  const [taken] = await sql`
    select 1 from coupons where code = ${code}::citext and (${exceptId}::bigint is null or id <> ${exceptId}::bigint)`;
  if (taken) throw new ConflictError(msg('coupons.codeTaken', { code }), 'code');
}

interface Actor {
  userId: string;
  origin: Origin;
}

/** Create a coupon (409 when its code is taken). */
export async function createCoupon(sql: Sql, input: CouponCreateInput, actor: Actor, now: Date) {
  return sql.begin(async (tx) => {
    await refuseTakenCode(tx, input.code, null);
    const [row] = await tx<{ id: string }[]>`
      insert into coupons (code, description, description_ar, kind, value, min_subtotal, valid_from, valid_to,
                           usage_limit, per_user_limit, categories, active, created_at, updated_at)
      values (${input.code}, ${input.description}, ${input.description_ar}, ${input.kind}, ${input.value},
              ${input.min_subtotal}, ${input.valid_from}, ${input.valid_to}, ${input.usage_limit},
              ${input.per_user_limit}, ${input.categories}::text[], true, ${now}, ${now})
      returning id::text as id`;
    await audit(
      tx,
      {
        actorId: actor.userId,
        action: 'admin.coupon.created',
        targetType: 'coupon',
        targetId: row!.id,
        details: { code: input.code },
      },
      actor.origin,
    );
    const coupon = await getCoupon(tx, row!.id, now);
    return { coupon, message: say('coupons.created', { code: coupon.code }) };
  });
}

/** The coupon's row locked for a change; an ended coupon is refused (409): it is kept as it was used. */
async function lockForChange(tx: Queryable, id: string) {
  const [row] = /^[1-9]\d{0,17}$/.test(id)
    ? await tx<
        {
          code: string;
          active: boolean;
          ended: boolean;
          used_count: number;
          kind: string;
          value: number;
          valid_from: Date | null;
          valid_to: Date | null;
        }[]
      >`
        select code::text as code, active, ended_at is not null as ended, used_count, kind, value::float8 as value,
               valid_from, valid_to
        from coupons where id = ${id} for update`
    : [];
  if (!row) throw new NotFoundError(msg('coupons.notFound'), 'id');
  if (row.ended) throw new IllegalStateError(msg('coupons.endedCannotChange'));
  return row;
}

/** Change a coupon's fields (the rules across fields checked against what it keeps). */
export async function updateCoupon(sql: Sql, input: CouponUpdateInput, actor: Actor, now: Date) {
  const { id, ...change } = input;
  return sql.begin(async (tx) => {
    const current = await lockForChange(tx, id);
    if (change.code !== undefined) await refuseTakenCode(tx, change.code, id);
    const kind = change.kind ?? current.kind;
    const value = change.value ?? current.value;
    if (kind === 'percent' && value > 100) throw new ValidationError(msg('coupons.percentMax'), 'value');
    const from = change.valid_from !== undefined ? change.valid_from : current.valid_from;
    const to = change.valid_to !== undefined ? change.valid_to : current.valid_to;
    if (from && to && from >= to) throw new ValidationError(msg('coupons.datesOrder'), 'valid_to');
    if (change.usage_limit != null && change.usage_limit < current.used_count)
      throw new ValidationError(msg('coupons.limitBelowUsed', { used: current.used_count }), 'usage_limit');
    const fields = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const columns = Object.keys(fields);
    if (columns.length > 0) {
      await tx`update coupons set ${tx(fields, ...columns)}, updated_at = ${now} where id = ${id}`;
    }
    await audit(
      tx,
      {
        actorId: actor.userId,
        action: 'admin.coupon.updated',
        targetType: 'coupon',
        targetId: id,
        details: { code: change.code ?? current.code, fields: columns },
      },
      actor.origin,
    );
    const coupon = await getCoupon(tx, id, now);
    return { coupon, message: say('coupons.updated', { code: coupon.code }) };
  });
}

/** Pause (checkout refuses it), resume, or end for good. Pausing twice, resuming what is not paused: 409. */
export async function changeCouponState(
  sql: Sql,
  id: string,
  change: 'pause' | 'resume' | 'end',
  actor: Actor,
  now: Date,
) {
  return sql.begin(async (tx) => {
    const current = await lockForChange(tx, id);
    if (change === 'pause' && !current.active) throw new IllegalStateError(msg('coupons.alreadyPaused'));
    if (change === 'resume' && current.active) throw new IllegalStateError(msg('coupons.notPaused'));
    if (change === 'end') {
      await tx`update coupons set ended_at = ${now}, updated_at = ${now} where id = ${id}`;
      // A cart holding it would only be refused at checkout: it is taken off at once.
      await tx`delete from cart_coupons where coupon_id = ${id}`;
    } else await tx`update coupons set active = ${change === 'resume'}, updated_at = ${now} where id = ${id}`;
    const action = { pause: 'paused', resume: 'resumed', end: 'ended' }[change];
    await audit(
      tx,
      {
        actorId: actor.userId,
        action: `admin.coupon.${action}`,
        targetType: 'coupon',
        targetId: id,
        details: { code: current.code },
      },
      actor.origin,
    );
    const coupon = await getCoupon(tx, id, now);
    const key = { pause: 'coupons.paused', resume: 'coupons.resumed', end: 'coupons.endedNow' } as const;
    return { coupon, message: say(key[change], { code: coupon.code }) };
  });
}
