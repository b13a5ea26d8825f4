import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_ROW_FIELDS } from '../../src/server/admin/products';
import { type TestApp, callerFor } from '../helpers/app';
import { type AdminApi, adminAppForFile, auditCount, callApi, makeProduct } from '../helpers/admin';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Moderation of reviews, comments and products, and the admin product list with approve / reject. A rejected review
 * or comment leaves the storefront and the product's rating follows every decision; a refused decision changes nothing.
 */

let t: TestApp;
let admin: TestUser;
let api: AdminApi;

adminAppForFile(async (app) => {
  ({ t, admin, api } = app);
  expect((await api.put('/api/admin/settings/moderation_enabled', { value: true })).status).toBe(200);
});

const figures = async (productId: string) =>
  (
    await t.db.sql<
      { rating: number; review_count: number }[]
    >`select rating::float8 as rating, review_count from products where id = ${productId}`
  )[0]!;
const reviewState = async (id: string) =>
  (
    await t.db.sql<
      { status: string; moderation_reason: string | null }[]
    >`select status, moderation_reason from product_reviews where id = ${id}`
  )[0]!;
const shownReviews = async (productId: string) =>
  (await callApi(t, 'GET', `/api/products/${productId}/reviews`)).body.data.map(
    (r: { id: string }) => r.id,
  ) as string[];
const review = async (user: TestUser, productId: string, rating: number, body = 'Review') =>
  (await callApi(t, 'POST', `/api/products/${productId}/reviews`, { token: user.token, body: { rating, body } })).body
    .data.id as string;

describe('reviews', () => {
  it('queues pending reviews; approving shows them and recomputes the rating; rejecting (with a reason) hides them again', async () => {
    const product = await makeProduct(t, { name: 'Moderated Seeds' });
    const [ana, ben] = [await createUser(t, { firstName: 'Ana' }), await createUser(t)];
    const first = await review(ana, product, 5, 'Excellent germination');
    const second = await review(ben, product, 3);
    expect(await figures(product)).toEqual({ rating: 0, review_count: 0 });
    expect(await shownReviews(product)).toEqual([]);

    const queue = await api.get('/api/admin/moderate/reviews/pending');
    expect(queue.status).toBe(200);
    const queued = queue.body.data.filter((r: { product: { id: string } }) => r.product.id === product);
    expect(queued.map((r: { id: string }) => r.id)).toEqual([first, second]);
    expect(queued[0]).toMatchObject({
      rating: 5,
      body: 'Excellent germination',
      status: 'pending',
      product: { name: 'Moderated Seeds' },
      author: { name: 'Ana Grower', email: ana.email },
    });
    expect(queue.body.pagination).toMatchObject({ page: 1, limit: 20 });

    const approved = await api.post(`/api/admin/moderate/reviews/${first}`, { action: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      success: true,
      message: 'Review approved',
      type: 'reviews',
      data: { id: first, status: 'approved' },
      summary: { rating: 5, review_count: 1 },
    });
    await api.post(`/api/admin/moderate/reviews/${second}`, { action: 'approve' });
    expect(await figures(product)).toEqual({ rating: 4, review_count: 2 });
    expect(await shownReviews(product)).toEqual(expect.arrayContaining([first, second]));

    const rejected = await api.post(`/api/admin/moderate/reviews/${first}`, {
      action: 'reject',
      reason: 'Advertises another shop',
    });
    expect(rejected.body).toMatchObject({
      message: 'Review rejected',
      data: { status: 'rejected', moderation_reason: 'Advertises another shop' },
      summary: { rating: 3, review_count: 1 },
    });
    expect(await shownReviews(product)).toEqual([second]);
    expect(await figures(product)).toEqual({ rating: 3, review_count: 1 });
    expect(
      (await api.get('/api/admin/moderate/reviews/pending')).body.data.map((r: { id: string }) => r.id),
    ).not.toContain(first);

    const [entry] = await t.db
      .sql`select actor_id::text as actor, details from audit_log where action = 'admin.review.rejected' and target_id = ${first}`;
    expect(entry).toMatchObject({
      actor: admin.id,
      details: { from: 'approved', reason: 'Advertises another shop', product_id: product },
    });
  });

  it('an edit by the author of a rejected review waits for a moderator again', async () => {
    const product = await makeProduct(t);
    const author = await createUser(t);
    const id = await review(author, product, 2);
    await api.post(`/api/admin/moderate/reviews/${id}`, { action: 'reject', reason: 'Abusive' });
    await api.put('/api/admin/settings/moderation_enabled', { value: false });
    try {
      const edited = await callApi(t, 'PUT', `/api/products/reviews/${id}`, {
        token: author.token,
        body: { body: 'Calmer words' },
      });
      expect(edited.body.data.status).toBe('pending');
      expect(await shownReviews(product)).toEqual([]);
    } finally {
      await api.put('/api/admin/settings/moderation_enabled', { value: true });
    }
  });

  it('refuses a rejection without a reason (400), the same decision twice (409), an unknown review (404), and changes nothing', async () => {
    const product = await makeProduct(t);
    const id = await review(await createUser(t), product, 4);
    const audits = await auditCount(t, 'admin.review.approved', id);
    expect(await api.post(`/api/admin/moderate/reviews/${id}`, { action: 'reject' })).toMatchObject({
      status: 400,
      body: { field: 'reason', message: 'Please give a reason for the rejection' },
    });
    expect(await api.post(`/api/admin/moderate/reviews/${id}`, { action: 'reject', reason: '  ' })).toMatchObject({
      status: 400,
      body: { field: 'reason' },
    });
    expect(await api.post(`/api/admin/moderate/reviews/${id}`, { action: 'delete' })).toMatchObject({
      status: 400,
      body: { field: 'action' },
    });
    expect(await api.post(`/api/admin/moderate/reviews/${id}`, {})).toMatchObject({
      status: 400,
      body: { field: 'action' },
    });
    expect(await reviewState(id)).toEqual({ status: 'pending', moderation_reason: null });

    await api.post(`/api/admin/moderate/reviews/${id}`, { action: 'approve' });
    const after = await figures(product);
    expect(await api.post(`/api/admin/moderate/reviews/${id}`, { action: 'approve' })).toMatchObject({
      status: 409,
      body: { success: false, error: 'ILLEGAL_STATE', message: 'This review has already been approved' },
    });
    expect(await figures(product)).toEqual(after);
    expect(await auditCount(t, 'admin.review.approved', id)).toBe(audits + 1);
    expect(await api.post('/api/admin/moderate/reviews/987654321', { action: 'approve' })).toMatchObject({
      status: 404,
      body: { message: 'Review not found' },
    });
  });

  it('answers 400 naming the field for an unknown type or a bad page', async () => {
    expect(await api.get('/api/admin/moderate/photos/pending')).toMatchObject({ status: 400, body: { field: 'type' } });
    expect(await api.post('/api/admin/moderate/photos/1', { action: 'approve' })).toMatchObject({
      status: 400,
      body: { field: 'type' },
    });
    expect(await api.get('/api/admin/moderate/reviews/pending?limit=1000')).toMatchObject({
      status: 400,
      body: { field: 'limit' },
    });
    expect(await api.post('/api/admin/moderate/reviews/abc', { action: 'approve' })).toMatchObject({
      status: 400,
      body: { field: 'id' },
    });
  });
});

describe('comments', () => {
  it('queues pending comments; approving shows them, rejecting hides them; a deleted comment is not found', async () => {
    const product = await makeProduct(t, { name: 'Commented Hoe' });
    const author = await createUser(t);
    const post = await callApi(t, 'POST', `/api/comments/product/${product}`, {
      token: author.token,
      body: { body: 'Is it forged steel?' },
    });
    expect(post.body.data.status).toBe('pending');
    const id = post.body.data.id as string;
    const shown = async () =>
      (await callApi(t, 'GET', `/api/comments/product/${product}`)).body.data.map((c: { id: string }) => c.id);
    expect(await shown()).toEqual([]);

    const queue = await api.get('/api/admin/moderate/comments/pending');
    expect(queue.body.data.find((c: { id: string }) => c.id === id)).toMatchObject({
      target_type: 'product',
      target_id: product,
      target_name: 'Commented Hoe',
      body: 'Is it forged steel?',
      author: { email: author.email },
    });
    expect((await api.post(`/api/admin/moderate/comments/${id}`, { action: 'approve' })).body).toMatchObject({
      message: 'Comment approved',
      data: { status: 'approved' },
    });
    expect(await shown()).toEqual([id]);
    expect(
      (await api.post(`/api/admin/moderate/comments/${id}`, { action: 'reject', reason: 'Off topic' })).body.data,
    ).toMatchObject({
      status: 'rejected',
      moderation_reason: 'Off topic',
    });
    expect(await shown()).toEqual([]);
    expect(await api.post(`/api/admin/moderate/comments/${id}`, { action: 'reject', reason: 'Again' })).toMatchObject({
      status: 409,
      body: { message: 'This comment has already been rejected' },
    });

    // The author's edit of a rejected comment goes back to the queue, not to the page.
    await api.put('/api/admin/settings/moderation_enabled', { value: false });
    try {
      const edited = await callApi(t, 'PUT', `/api/comments/${id}`, {
        token: author.token,
        body: { body: 'Is the blade forged?' },
      });
      expect(edited.body.data.status).toBe('pending');
      expect(await shown()).toEqual([]);
    } finally {
      await api.put('/api/admin/settings/moderation_enabled', { value: true });
    }

    await callApi(t, 'DELETE', `/api/comments/${id}`, { token: author.token });
    expect(await api.post(`/api/admin/moderate/comments/${id}`, { action: 'approve' })).toMatchObject({
      status: 404,
      body: { message: 'Comment not found' },
    });
    expect(await auditCount(t, 'admin.comment.approved', id)).toBe(1);
    expect(await auditCount(t, 'admin.comment.rejected', id)).toBe(1);
  });
});

describe('what the author sees of a held review or comment (moderation on)', () => {
  const reviewsAs = async (productId: string, token?: string, query = '') =>
    (await callApi(t, 'GET', `/api/products/${productId}/reviews${query}`, { token })).body as {
      data: { id: string; status: string; user_id: string }[];
      mine: { id: string; status: string } | null;
      pagination: { total: number };
      summary: { rating: number; review_count: number };
    };

  it('lists the author their own pending or rejected review first, with `mine` on every page; nobody else sees it and the figures count approved reviews only', async () => {
    const product = await makeProduct(t, { name: 'Held Review Seeds' });
    const [ana, ben, cara] = [
      await createUser(t, { firstName: 'Ana' }),
      await createUser(t, { firstName: 'Ben' }),
      await createUser(t),
    ];
    const approved = await review(ben, product, 4, 'Came up evenly');
    await api.post(`/api/admin/moderate/reviews/${approved}`, { action: 'approve' });
    const figuresBefore = await figures(product);
    expect(figuresBefore).toEqual({ rating: 4, review_count: 1 });

    const posted = await callApi(t, 'POST', `/api/products/${product}/reviews`, {
      token: ana.token,
      body: { rating: 1, body: 'Nothing sprouted' },
    });
    expect(posted).toMatchObject({
      status: 201,
      body: {
        success: true,
        message: 'Thank you! Your review will appear once a moderator has approved it.',
        data: { status: 'pending' },
        summary: figuresBefore,
      },
    });
    const mine = posted.body.data.id as string;

    const forAna = await reviewsAs(product, ana.token);
    expect(forAna.data.map((r) => [r.id, r.status])).toEqual([
      [mine, 'pending'],
      [approved, 'approved'],
    ]);
    expect(forAna.mine).toMatchObject({ id: mine, status: 'pending' });
    expect(forAna.pagination.total).toBe(2);
    expect(forAna.summary).toEqual(figuresBefore);
    // On a later page too, the author's review is named, so the page offers no second form.
    const pageTwo = await reviewsAs(product, ana.token, '?page=2&limit=1');
    expect(pageTwo.data.map((r) => r.id)).toEqual([approved]);
    expect(pageTwo.mine).toMatchObject({ id: mine });
    for (const token of [undefined, cara.token, admin.token]) {
      const seen = await reviewsAs(product, token);
      expect(seen.data.map((r) => r.id)).toEqual([approved]);
      expect(seen.mine).toBeNull();
      expect(seen.pagination.total).toBe(1);
    }
    expect((await callerFor(t, ana).products.reviews({ id: product, page: 1, limit: 10 })).mine).toMatchObject({
      id: mine,
      status: 'pending',
    });
    expect(await figures(product)).toEqual(figuresBefore);

    // A second review is still refused, and changes nothing.
    expect(
      await callApi(t, 'POST', `/api/products/${product}/reviews`, { token: ana.token, body: { rating: 2 } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'You have already reviewed this product' },
    });
    expect(await reviewState(mine)).toEqual({ status: 'pending', moderation_reason: null });

    // Rejected: still the author's, marked so, and editable (it waits again).
    await api.post(`/api/admin/moderate/reviews/${mine}`, { action: 'reject', reason: 'No details' });
    expect((await reviewsAs(product, ana.token)).data[0]).toMatchObject({ id: mine, status: 'rejected' });
    expect((await reviewsAs(product, cara.token)).data.map((r) => r.id)).toEqual([approved]);
    const edited = await callApi(t, 'PUT', `/api/products/reviews/${mine}`, {
      token: ana.token,
      body: { rating: 2, body: 'Few sprouted in clay soil' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        message: 'Thank you! Your review will appear once a moderator has approved it.',
        data: { status: 'pending', rating: 2 },
      },
    });
    expect(await figures(product)).toEqual(figuresBefore);

    // Deleted by the author: gone for them too, and the figures stay.
    expect((await callApi(t, 'DELETE', `/api/products/reviews/${mine}`, { token: ana.token })).status).toBe(200);
    const afterDelete = await reviewsAs(product, ana.token);
    expect(afterDelete.data.map((r) => r.id)).toEqual([approved]);
    expect(afterDelete.mine).toBeNull();
    expect(await figures(product)).toEqual(figuresBefore);
  });

  it('an approved review of the author is listed first for them, once', async () => {
    const product = await makeProduct(t);
    const [ana, ben] = [await createUser(t), await createUser(t)];
    const own = await review(ana, product, 5);
    const later = await review(ben, product, 3);
    for (const id of [own, later]) await api.post(`/api/admin/moderate/reviews/${id}`, { action: 'approve' });
    const forAna = await reviewsAs(product, ana.token);
    expect(forAna.data.map((r) => r.id)).toEqual([own, later]);
    expect(forAna.pagination.total).toBe(2);
    expect(forAna.mine).toMatchObject({ id: own, status: 'approved' });
    expect((await reviewsAs(product)).data.map((r) => r.id)).toEqual([later, own]);
  });

  it("lists the author their own pending and rejected comments (GET /comments/{type}/{id}/mine); the public list and other users' do not hold them", async () => {
    const crop = (await api.post('/api/crops', { name: `Held Millet ${Date.now()}`, crop_type: 'grain' })).body.data
      .id as string;
    const [author, other] = [await createUser(t, { firstName: 'Huda' }), await createUser(t)];
    const post = async (body: string) =>
      callApi(t, 'POST', `/api/comments/crop/${crop}`, { token: author.token, body: { body } });
    const mine = async (user: TestUser = author) =>
      (await callApi(t, 'GET', `/api/comments/crop/${crop}/mine`, { token: user.token })).body;
    const shown = async () =>
      (await callApi(t, 'GET', `/api/comments/crop/${crop}`)).body.data.map((c: { id: string }) => c.id);

    const first = await post('Sown in rows, 20 cm apart.');
    expect(first).toMatchObject({
      status: 201,
      body: {
        message: 'Thank you! Your comment will appear once a moderator has approved it.',
        data: { status: 'pending' },
      },
    });
    const second = await post('Watered every ten days.');
    const [a, b] = [first.body.data.id as string, second.body.data.id as string];
    expect(await mine()).toMatchObject({
      success: true,
      data: [
        { id: b, status: 'pending', author_name: 'Huda G.' },
        { id: a, status: 'pending' },
      ],
    });
    expect((await mine()).comments.map((c: { id: string }) => c.id)).toEqual([b, a]);
    expect(await shown()).toEqual([]);
    expect((await mine(other)).data).toEqual([]);
    expect((await mine(admin)).data).toEqual([]);
    expect(await callApi(t, 'GET', `/api/comments/crop/${crop}/mine`)).toMatchObject({ status: 401 });
    expect(await callApi(t, 'GET', '/api/comments/crop/987654321/mine', { token: author.token })).toMatchObject({
      status: 404,
      body: { message: 'Crop not found' },
    });
    expect((await callerFor(t, author).comments.mine({ type: 'crop', id: crop })).map((c) => c.id)).toEqual([b, a]);

    // Approved: on the public list, no longer among the author's held ones. Rejected: the author's only, marked so.
    await api.post(`/api/admin/moderate/comments/${a}`, { action: 'approve' });
    await api.post(`/api/admin/moderate/comments/${b}`, { action: 'reject', reason: 'Duplicate' });
    expect(await shown()).toEqual([a]);
    expect((await mine()).data.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([[b, 'rejected']]);

    // The author edits it (it waits again), then deletes it.
    expect(
      (
        await callApi(t, 'PUT', `/api/comments/${b}`, {
          token: author.token,
          body: { body: 'Watered every twelve days.' },
        })
      ).body.data.status,
    ).toBe('pending');
    expect((await mine()).data.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([[b, 'pending']]);
    expect((await callApi(t, 'DELETE', `/api/comments/${b}`, { token: author.token })).status).toBe(200);
    expect((await mine()).data).toEqual([]);
    expect(await shown()).toEqual([a]);
  });
});

describe('products', () => {
  it('lists every live product with filters; the moderation queue and approve / reject decide what the shop shows', async () => {
    const tag = `Qx${Date.now().toString(36)}`;
    const pending = await makeProduct(t, { name: `${tag} Sprayer`, approval: 'pending', category: 'tools' });
    const inactive = await makeProduct(t, { name: `${tag} Pump`, active: false, category: 'irrigation' });
    const live = await makeProduct(t, { name: `${tag} Hose`, category: 'irrigation' });
    const deleted = await makeProduct(t, { name: `${tag} Old` });
    await t.db.sql`update products set deleted_at = now() where id = ${deleted}`;

    const all = await api.get(`/api/admin/products?search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: { id: string }) => p.id)).toEqual([live, inactive, pending]);
    expect(all.body.products).toEqual(all.body.data);
    expect(all.body.pagination.total).toBe(3);
    expect(
      (await api.get(`/api/admin/products?search=${tag}&approval_status=pending`)).body.data.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([pending]);
    expect(
      (
        await api.get(`/api/admin/products?search=${tag}&category=irrigation&sort_by=name&sort_order=asc`)
      ).body.data.map((p: { id: string }) => p.id),
    ).toEqual([live, inactive]);
    expect(
      (await api.get('/api/admin/moderate/products/pending?limit=100')).body.data.map((p: { id: string }) => p.id),
    ).toContain(pending);

    expect((await callApi(t, 'GET', `/api/products/${pending}`)).status).toBe(404);
    const approved = await api.put(`/api/admin/products/${pending}/approve`);
    expect(approved.body).toMatchObject({
      success: true,
      message: 'Product approved',
      data: { id: pending, approval_status: 'approved', moderated_by: admin.id },
    });
    expect((await callApi(t, 'GET', `/api/products/${pending}`)).status).toBe(200);

    const rejected = await api.put(`/api/admin/products/${pending}/reject`, { reason: 'Wrong category' });
    expect(rejected.body).toMatchObject({
      message: 'Product rejected',
      data: { approval_status: 'rejected', rejection_reason: 'Wrong category' },
    });
    expect((await callApi(t, 'GET', `/api/products/${pending}`)).status).toBe(404);
    // The list's rows carry what the table shows, the rejection's reason among it; the whole product is the detail's.
    const row = (await api.get(`/api/admin/products?search=${tag}&approval_status=rejected`)).body.data[0];
    expect(row).toMatchObject({
      id: pending,
      approval_status: 'rejected',
      rejection_reason: 'Wrong category',
      is_active: true,
      category: 'tools',
    });
    expect(Object.keys(row).sort()).toEqual([...ADMIN_PRODUCT_ROW_FIELDS, 'rejection_reason'].sort());
    const customer = await createUser(t);
    expect(
      (await callApi(t, 'POST', '/api/cart/add', { token: customer.token, body: { product_id: pending, quantity: 1 } }))
        .status,
    ).toBe(404);

    // The same through the moderation call.
    expect((await api.post(`/api/admin/moderate/products/${pending}`, { action: 'approve' })).body).toMatchObject({
      message: 'Product approved',
      data: { rejection_reason: null },
    });
    expect(await auditCount(t, 'admin.product.approved', pending)).toBe(2);
    expect(await auditCount(t, 'admin.product.rejected', pending)).toBe(1);
  });

  it('refuses a rejection without a reason (400), the same decision twice (409), unknown or deleted products (404), and changes nothing', async () => {
    const product = await makeProduct(t, { approval: 'pending' });
    const state = async () =>
      (await t.db.sql`select approval_status, rejection_reason, moderated_at from products where id = ${product}`)[0];
    const before = await state();
    expect(await api.put(`/api/admin/products/${product}/reject`, {})).toMatchObject({
      status: 400,
      body: { field: 'reason', message: 'Please give a reason for the rejection' },
    });
    expect(await state()).toEqual(before);

    await api.put(`/api/admin/products/${product}/approve`);
    const approved = await state();
    expect(await api.put(`/api/admin/products/${product}/approve`)).toMatchObject({
      status: 409,
      body: { message: 'This product has already been approved' },
    });
    expect(await state()).toEqual(approved);

    expect(await api.put('/api/admin/products/987654321/approve')).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    const gone = await makeProduct(t, { approval: 'pending' });
    await t.db.sql`update products set deleted_at = now() where id = ${gone}`;
    expect(await api.put(`/api/admin/products/${gone}/approve`)).toMatchObject({ status: 404 });
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [query, field] of [
      ['approval_status=maybe', 'approval_status'],
      ['category=boats', 'category'],
      ['sort_by=secret', 'sort_by'],
      ['limit=abc', 'limit'],
    ]) {
      expect(await api.get(`/api/admin/products?${query}`), query).toMatchObject({ status: 400, body: { field } });
    }
  });
});
