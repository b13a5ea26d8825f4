-- A product's stars and review count are those of its approved reviews and nothing else (issue 26): the prior
-- figures of 0003 (ratings "gathered elsewhere", which the demo catalogue filled with 4.9 and 34 reviews that no
-- review stood behind) are dropped, so the stars, the count and the list of reviews always agree.

-- The one rule, used by every review write (src/server/catalogue/reviews.ts, admin moderation), by the demo reviews
-- and below: review_count = the approved reviews, rating = their mean to one decimal (0 without any). The caller
-- locks the products first when others may write at the same time.
create function refresh_product_ratings(product_ids bigint[])
returns table (product_id bigint, new_rating numeric, new_review_count integer)
language sql as $$
  update products p set
    review_count = r.n,
    rating = case when r.n = 0 then 0 else round(r.total / r.n, 1) end
  from (
    select t.id, count(pr.id)::int as n, coalesce(sum(pr.rating), 0)::numeric as total
    from (select distinct unnest(product_ids) as id) t
    left join product_reviews pr on pr.product_id = t.id and pr.status = 'approved'
    group by t.id
  ) r
  where p.id = r.id
  returning p.id, p.rating, p.review_count
$$;

alter table products drop column prior_rating, drop column prior_review_count;
select count(*) from refresh_product_ratings(array(select id from products));

-- A translation the shop keeps beside a review (the demo growers' reviews are written in English and Arabic); a
-- customer's review is its author's own text in `body` alone, and a change of that text drops the translation.
alter table product_reviews add column body_ar text check (char_length(body_ar) <= 2000);
