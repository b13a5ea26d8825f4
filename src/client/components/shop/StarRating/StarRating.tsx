import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../hooks/useLanguage';
import classes from './StarRating.module.css';

/** Mantine's Rating sizes, so the stars keep the size they had beside the same text. */
const STAR_SIZE = { xs: 14, sm: 18, md: 20 } as const;

interface StarRatingProps {
  rating: number;
  /** Shown as '(N reviews)' when given. */
  reviewCount?: number | null;
  size?: keyof typeof STAR_SIZE;
}

/** The share of the five stars filled, to the half star, as a CSS length (0% to 100%). */
export function starFill(rating: number): string {
  const halves = Math.round(Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0)) * 2);
  return `${halves * 10}%`;
}

/**
 * Stars to the half, read as 'Rated 4.5 out of 5', with the number of reviews beside them. Read-only (the review form
 * keeps Mantine's Rating for choosing), so it is drawn by one element.
 */
export function StarRating({ rating, reviewCount, size = 'sm' }: StarRatingProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const label = t('shop.card.rating', { rating: formatNumber(rating, language, 1) });
  const style = { '--star-size': `${STAR_SIZE[size]}px`, '--star-fill': starFill(rating) } as CSSProperties;
  return (
    <div className={classes.row} data-testid="star-rating">
      <span className={classes.stars} style={style} role="img" aria-label={label} title={label} />
      {typeof reviewCount === 'number' && (
        <span className={classes.count}>{t('shop.card.reviewCount', { count: reviewCount })}</span>
      )}
    </div>
  );
}
