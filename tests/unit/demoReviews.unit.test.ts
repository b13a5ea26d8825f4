import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { REVIEW_BODY_MAX } from '../../src/shared/catalogue';
import { demoFiles } from '../../src/server/demo/content';
import { DEMO_GROWER_PASSWORD_HASH, demoGrowerEmail } from '../../src/server/demo/reviews';

const demoReviews = demoFiles.reviews.load();
const demoGrowers = demoFiles.growers.load();

/* The demo growers' reviews as data: each one loadable (the database keeps one review per grower and product). */

const ARABIC = /[\u0600-\u06FF]/;

describe('the demo reviews', () => {
  it('review products of the demo catalogue, each grower at most once per product', () => {
    const slugs = new Set(demoFiles.products.load().map((p) => p.slug));
    for (const [slug, reviews] of Object.entries(demoReviews)) {
      expect(slugs.has(slug), slug).toBe(true);
      const growers = reviews.map((r) => r.grower);
      expect(new Set(growers).size, slug).toBe(growers.length);
      for (const grower of growers) expect(demoGrowers, slug).toHaveProperty(grower);
    }
  });

  it('are written in English with an Arabic translation, within the review limit, rated 1 to 5, newest first', () => {
    for (const [slug, reviews] of Object.entries(demoReviews)) {
      expect(reviews.length, slug).toBeGreaterThan(0);
      for (const review of reviews) {
        expect(review.en, slug).toMatch(/^[A-Z0-9].{10,}[.!]$/);
        expect(ARABIC.test(review.en), slug).toBe(false);
        expect(review.ar.replace(/[\s\d%.,:;،؛()A-Za-z0-9-]/g, '').length, slug).toBeGreaterThan(10);
        expect(Math.max(review.en.length, review.ar.length), slug).toBeLessThanOrEqual(REVIEW_BODY_MAX);
        expect([1, 2, 3, 4, 5], slug).toContain(review.rating);
      }
      const ages = reviews.map((r) => r.daysAgo);
      expect(ages, slug).toEqual([...ages].sort((a, b) => a - b));
    }
  });

  it('leave a few products without reviews, and use every grower', () => {
    const unreviewed = demoFiles.products.load().filter((p) => !demoReviews[p.slug]);
    expect(unreviewed.length).toBeGreaterThan(0);
    expect(unreviewed.length).toBeLessThanOrEqual(10);
    const used = new Set(Object.values(demoReviews).flatMap((reviews) => reviews.map((r) => r.grower)));
    expect([...used].sort()).toEqual(Object.keys(demoGrowers).sort());
  });

  it("give the growers' accounts no password that could sign in, and addresses no mail can reach", async () => {
    for (const attempt of ['', 'fellah-demo', DEMO_GROWER_PASSWORD_HASH])
      expect(await verifyPassword(DEMO_GROWER_PASSWORD_HASH, attempt)).toBe(false);
    for (const key of Object.keys(demoGrowers))
      expect(demoGrowerEmail(key)).toMatch(/^[a-z]+@growers\.fellah\.invalid$/);
  });
});
