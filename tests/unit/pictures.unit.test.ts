import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from '../../src/client/components/shop/ProductImage/ProductImage';
import { CARD_PICTURE_SIZES, pictureSources, widthsUpTo } from '../../src/shared/pictures';

describe('the variants of a picture (src/shared/pictures.ts)', () => {
  it('reads an uploaded picture’s widths off its largest WebP', () => {
    const picture = pictureSources('/uploads/pictures/0123456789abcdef-640.webp')!;
    expect(picture.sources).toEqual([
      {
        type: 'image/avif',
        srcSet: [160, 320, 480, 640].map((w) => `/uploads/pictures/0123456789abcdef-${w}.avif ${w}w`).join(', '),
      },
      {
        type: 'image/webp',
        srcSet: [160, 320, 480, 640].map((w) => `/uploads/pictures/0123456789abcdef-${w}.webp ${w}w`).join(', '),
      },
    ]);
    expect(picture.fallback).toBe('/uploads/pictures/0123456789abcdef-480.webp');
  });

  it('keeps a small picture at its own width, never enlarged', () => {
    expect(widthsUpTo(300)).toEqual([160, 300]);
    expect(pictureSources('/uploads/pictures/0123456789abcdef-120.webp')!.fallback).toBe(
      '/uploads/pictures/0123456789abcdef-120.webp',
    );
  });

  it('offers a demo drawing’s variants with the drawing itself as the fallback', () => {
    const picture = pictureSources('/images/products/urea-46.svg')!;
    expect(picture.fallback).toBe('/images/products/urea-46.svg');
    expect(picture.sources[0]!.srcSet).toContain('/images/products/urea-46-640.avif 640w');
  });

  it('has no variants for other addresses', () => {
    for (const src of [
      null,
      '',
      '/uploads/general/4b0b3c1e-2f0a-4a55-9d3c-1b2f8b0e9f11.png',
      '/images/products/categories/seeds.svg',
      'https://example.com/x.webp',
      '/uploads/pictures/0123456789abcdef-640.webp?x=1',
    ])
      expect(pictureSources(src), String(src)).toBeNull();
  });
});

describe('ProductImage', () => {
  const paint = (src: string) =>
    renderToString(
      createElement(
        MantineProvider,
        null,
        createElement(ProductImage, { src, alt: 'Urea', sizes: CARD_PICTURE_SIZES, lazy: false }),
      ),
    );

  it('paints a <picture> with AVIF first, then WebP, with the sizes the card is drawn at', () => {
    const html = paint('/uploads/pictures/0123456789abcdef-1200.webp');
    expect(html).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="[^"]+-160\.avif 160w/);
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html.match(/sizes="([^"]+)"/g)).toHaveLength(3);
    expect(html).toContain('src="/uploads/pictures/0123456789abcdef-480.webp"');
  });

  it('paints a plain <img> for a picture without variants', () => {
    const html = paint('/uploads/general/4b0b3c1e-2f0a-4a55-9d3c-1b2f8b0e9f11.png');
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('sizes=');
  });
});
