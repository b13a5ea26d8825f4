import { Image } from '@mantine/core';
import { useState } from 'react';
import { cropEmoji } from '../../../lib/cropDisplay';
import type { CropType } from '../../../../shared/cropsQuery';
import classes from './CropPicture.module.css';

interface CropPictureProps {
  image: string | null;
  type: CropType | null;
  /** The picture's text alternative: the crop's name. */
  name: string;
  /** 'card': a 4:3 tile above a card; 'header': a square beside the crop page's title. */
  variant: 'card' | 'header';
  /** Below the fold: let the browser load the picture when it comes into view. */
  lazy?: boolean;
}

/** The crop's picture, or an emoji by type when it has none or it cannot load (🥬 🌾 🍎 🌿). */
export function CropPicture({ image, type, name, variant, lazy = true }: CropPictureProps) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <Image
        src={image}
        alt={name}
        className={classes[variant]}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        fit="cover"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div className={[classes[variant], classes.emoji].join(' ')} role="img" aria-label={name} data-testid="crop-emoji">
      <span aria-hidden>{cropEmoji(type)}</span>
    </div>
  );
}
