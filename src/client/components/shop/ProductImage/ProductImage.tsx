import { Image, type ImageProps } from '@mantine/core';
import { useState } from 'react';
import { pictureSources } from '../../../../shared/pictures';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../../shared/productDisplay';

interface ProductImageProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  src: string | null | undefined;
  alt: string;
  /** Below the fold: let the browser wait until it is near (saves data on a weak network). */
  lazy?: boolean;
  /** How wide the picture is drawn (`sizes`), so the browser fetches the lightest variant that stays sharp. */
  sizes?: string;
}

/**
 * A product picture on a 4:3 tile (or the ratio a parent sets in `--product-picture-ratio`: the phone's compact cards);
 * a missing or broken picture shows the placeholder instead. A picture with light variants (src/shared/pictures.ts)
 * is a `<picture>` offering AVIF and WebP in several widths; the server paints the same markup.
 */
export function ProductImage({ src, alt, lazy = true, sizes = '100vw', onError, ...props }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const variants = failed ? null : pictureSources(src);
  const image = (
    <Image
      src={variants ? variants.fallback : src || null}
      alt={alt}
      fallbackSrc={PRODUCT_PLACEHOLDER_IMAGE}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      width={400}
      height={300}
      fit="cover"
      style={{ aspectRatio: 'var(--product-picture-ratio, 4 / 3)', width: '100%', height: 'auto' }}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
      {...(variants ? { sizes } : {})}
      {...props}
    />
  );
  if (!variants) return image;
  return (
    <picture style={{ display: 'contents' }}>
      {variants.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
