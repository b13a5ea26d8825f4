-- Issue 38, verified before trusted and private things private.

-- "Once per customer" coupons count per normalised address (lower case, no +tag, Gmail without dots), not per account:
-- each redemption keeps the address it was made with (src/server/orders/coupons.ts emailKeyQuery, the same rule).
alter table coupon_redemptions add column email_key text;
update coupon_redemptions r set email_key = (
  select case when split_part(e, '@', 2) in ('gmail.com', 'googlemail.com')
              then replace(split_part(split_part(e, '@', 1), '+', 1), '.', '') || '@gmail.com'
              else split_part(split_part(e, '@', 1), '+', 1) || '@' || split_part(e, '@', 2) end
  from (select lower(trim(u.email::text)) as e from users u where u.id = r.user_id) x);
create index coupon_redemptions_email on coupon_redemptions (coupon_id, email_key);

-- Uploads not attached to anything within a day are removed (src/server/uploads/orphans.ts); one found attached is
-- marked so it is not looked at again.
alter table uploads add column attached_at timestamptz;
create index uploads_unattached on uploads (created_at) where attached_at is null;

-- The pending cash-on-delivery orders the expiry sweep looks at (src/server/orders/expiry.ts).
create index if not exists orders_pending_cod on orders (created_at) where status = 'pending' and payment_method = 'cod';
