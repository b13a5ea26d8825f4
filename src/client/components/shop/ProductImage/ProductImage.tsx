import { Image, type ImageProps } from '@mantine/core';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../../shared/productDisplay';

interface ProductImageProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  src: string | null | undefined;
  alt: string;
  /** Below the fold: let the browser wait until it is near (saves data on a weak network). */
  lazy?: boolean;
}

/**
 * A product picture on a 4:3 tile (or the ratio a parent sets in `--product-picture-ratio`: the phone's compact cards);
 * a missing or broken picture shows the placeholder instead.
 */
export function ProductImage({ src, alt, lazy = true, ...props }: ProductImageProps) {
  return (
    <Image
      src={src || null}
      alt={alt}
      fallbackSrc={PRODUCT_PLACEHOLDER_IMAGE}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      width={400}
      height={300}
      fit="cover"
      style={{ aspectRatio: 'var(--product-picture-ratio, 4 / 3)', width: '100%', height: 'auto' }}
      {...props}
    />
  );
}
