import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFastifyPath } from '../../src/rest-adapter';
import { describeZodError } from '../../src/server/trpc';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, shippingFor } from '../../src/shared/business';
import { msg } from '../../src/shared/messages';
import { pageButtons, paginate } from '../../src/shared/pagination';

describe('pagination', () => {
  it('builds the pagination object of the spec', () => {
    expect(paginate(1, 20, 45)).toEqual({
      page: 1,
      limit: 20,
      total: 45,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(paginate(3, 20, 45)).toMatchObject({ hasNext: false, hasPrev: true });
    expect(paginate(1, 20, 0)).toMatchObject({ totalPages: 1, hasNext: false });
  });

  it('centres up to 5 page buttons on the current page', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('shipping rule of section 9', () => {
  it('charges 50 EGP at or below 500 and nothing above', () => {
    expect([FREE_SHIPPING_THRESHOLD, SHIPPING_FEE]).toEqual([500, 50]);
    expect(shippingFor(499.99)).toBe(50);
    expect(shippingFor(500)).toBe(50);
    expect(shippingFor(500.01)).toBe(0);
  });
});

describe('REST helpers', () => {
  it('turns catalogue paths into router paths', () => {
    expect(toFastifyPath('/favorites/{type}/{id}')).toBe('/favorites/:type/:id');
  });

  it("names the first failing field, keeping our own messages as they are and keying zod's own", () => {
    const schema = z.object({
      page: z.number(),
      city: z.string().min(1, 'Please fill in city'),
      lang: z.enum(['en', 'ar']).optional(),
    });
    const generic = schema.safeParse({ page: 'x', city: 'Giza' });
    expect(describeZodError(generic.error as z.ZodError)).toEqual({
      field: 'page',
      message: 'page must be a number',
      said: msg('field.mustBeNumber', { field: 'page' }),
    });
    const choice = schema.safeParse({ page: 1, city: 'Giza', lang: 'fr' });
    expect(describeZodError(choice.error as z.ZodError)).toMatchObject({
      field: 'lang',
      message: 'lang must be one of: en, ar',
      said: { key: 'call.oneOf' },
    });
    const ours = schema.safeParse({ page: 1, city: '' });
    expect(describeZodError(ours.error as z.ZodError)).toEqual({ field: 'city', message: 'Please fill in city' });
  });
});
