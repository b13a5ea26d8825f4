import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../hooks/useLanguage';

interface StarRatingProps {
  rating: number;
  /** Shown as '(N reviews)' when given. */
  reviewCount?: number | null;
  size?: 'xs' | 'sm' | 'md';
}

/** Stars to the half, read as 'Rated 4.5 out of 5', with the number of reviews beside them. */
export function StarRating({ rating, reviewCount, size = 'sm' }: StarRatingProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const label = t('shop.card.rating', { rating: formatNumber(rating, language, 1) });
  return (
    <Group gap={6} wrap="nowrap" data-testid="star-rating">
      {/* role img: a read-only Rating is a plain div, which may not carry a label of its own */}
      <Rating value={rating} fractions={2} readOnly size={size} color="wheat.6" role="img" aria-label={label} title={label} />
      {typeof reviewCount === 'number' && (
        <Text size="xs" c="dimmed">
          {t('shop.card.reviewCount', { count: reviewCount })}
        </Text>
      )}
    </Group>
  );
}
