import { refreshRatings } from '../catalogue/reviews';
import type { DataSet } from '../dataSet';
import { demoFiles } from './content';

/** Not a password hash (verifyPassword refuses it): the demo growers' accounts cannot be signed in to. */
export const DEMO_GROWER_PASSWORD_HASH = '!demo-grower: no password';

/** A demo grower's address, on a domain that can receive no mail (RFC 2606), so no reset link can reach anyone. */
export const demoGrowerEmail = (key: string) => `${key}@growers.fellah.invalid`;

const DAY_MS = 86_400_000;

/**
 * The demo growers' reviews of the demo catalogue (content/demo/reviews.json), approved, with their Arabic translation; then
 * every demo product's stars and review count by the one rule (refreshRatings), so a product without reviews shows
 * none. Products an administrator has deleted meanwhile are left out.
 */
export const demoReviewSet: DataSet = {
  name: 'demo-reviews',
  async load(tx) {
    const growers = Object.entries(demoFiles.growers.load()).map(([key, grower]) => ({
      email: demoGrowerEmail(key),
      password_hash: DEMO_GROWER_PASSWORD_HASH,
      first_name: grower.firstName,
      last_name: grower.lastName,
      city: grower.city,
    }));
    await tx`insert into users ${tx(growers)} on conflict (email) do nothing`;
    const users = await tx<{ id: string; email: string }[]>`
      select id::text as id, email::text as email from users where email in ${tx(growers.map((g) => g.email))}`;
    const userIds = new Map(users.map((u) => [u.email, u.id]));
    // Locked in id order, as every review write locks its product first.
    const products = await tx<{ id: string; slug: string }[]>`
      select id::text as id, slug from products where slug in ${tx(demoFiles.products.load().map((p) => p.slug))} and deleted_at is null
      order by id for update`;
    const productIds = new Map(products.map((p) => [p.slug, p.id]));
    const now = Date.now();
    const rows = Object.entries(demoFiles.reviews.load()).flatMap(([slug, reviews]) => {
      const productId = productIds.get(slug);
      if (!productId) return [];
      return reviews.map((review) => {
        const writtenAt = new Date(now - review.daysAgo * DAY_MS);
        return {
          product_id: productId,
          user_id: userIds.get(demoGrowerEmail(review.grower))!,
          rating: review.rating,
          body: review.en,
          body_ar: review.ar,
          status: 'approved',
          created_at: writtenAt,
          updated_at: writtenAt,
        };
      });
    });
    if (rows.length > 0) await tx`insert into product_reviews ${tx(rows)} on conflict (product_id, user_id) do nothing`;
    await refreshRatings(tx, [...productIds.values()]);
  },
};
