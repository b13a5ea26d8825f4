-- Coupons an administrator runs from /admin (src/server/coupons): paused (`active` false, resumable) or ended for good
-- (`ended_at`: refused at checkout, never resumed or edited again), limited to product categories (empty: every
-- category; the discount and the minimum order count only the lines of those categories), and an Arabic description.
alter table coupons add column categories text[] not null default '{}';
alter table coupons add column ended_at timestamptz;
alter table coupons add column description_ar text;
alter table coupons add column updated_at timestamptz not null default now();
alter table coupons add constraint coupons_dates_in_order check (valid_from is null or valid_to is null or valid_from < valid_to);
create index coupon_redemptions_coupon on coupon_redemptions (coupon_id);
