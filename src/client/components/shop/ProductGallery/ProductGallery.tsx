import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_PICTURE_SIZES, THUMBNAIL_PICTURE_SIZES } from '../../../../shared/pictures';
import { ProductImage } from '../ProductImage/ProductImage';
import classes from './ProductGallery.module.css';

interface ProductGalleryProps {
  /** The product's images, else its main image, else none (the placeholder shows). */
  images: readonly string[];
  name: string;
}

/** The large picture, and thumbnails to switch it when there is more than one. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? null;
  return (
    <Stack gap="sm" data-testid="product-gallery">
      <div className={classes.main}>
        <ProductImage
          key={current ?? 'placeholder'}
          src={current}
          alt={images.length > 1 ? t('product.gallery.imageAlt', { product: name, index: selected + 1 }) : name}
          lazy={false}
          sizes={GALLERY_PICTURE_SIZES}
          data-testid="gallery-main"
        />
      </div>
      {images.length > 1 && (
        <div className={classes.thumbs}>
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              className={classes.thumb}
              aria-pressed={index === selected}
              aria-label={t('product.gallery.thumbnail', { index: index + 1 })}
              onClick={() => setSelected(index)}
              data-testid="gallery-thumbnail"
            >
              <ProductImage src={src} alt="" sizes={THUMBNAIL_PICTURE_SIZES} />
            </button>
          ))}
        </div>
      )}
    </Stack>
  );
}
