import { Input, Rating } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_BODY_MAX, ZReviewForm } from '../../../../shared/catalogue';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import {
  DiscussionBodyField,
  DiscussionForm,
  type DiscussionFormMode,
  useDiscussionForm,
} from '../../discussion/DiscussionForm/DiscussionForm';

export interface ReviewValues {
  rating: number;
  body: string;
}

interface ReviewFormProps {
  /** Editing one's review starts from it; a new review from nothing. */
  initial?: ReviewValues;
  mode: DiscussionFormMode;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A rating of 1 to 5 stars and an optional text of at most 2,000 characters, checked with the server's own schema.
 * The server's refusal ('You have already reviewed this product', ...) is shown as it comes, in the reader's language.
 */
export function ReviewForm({ initial, mode, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const { form, saving, frame, bodyField } = useDiscussionForm<ReviewValues>({
    kind: 'review',
    mode,
    initialValues: initial ?? { rating: 0, body: '' },
    schema: ZReviewForm,
    translate,
    onSubmit: (values) => onSubmit({ rating: values.rating, body: values.body.trim() }),
  });

  const ratingError = form.errors.rating;
  return (
    <DiscussionForm {...frame} onCancel={onCancel}>
      <Input.Wrapper label={t('product.reviews.ratingLabel')} error={ratingError} required>
        <Rating
          value={form.values.rating}
          onChange={(value) => form.setFieldValue('rating', value)}
          size="lg"
          color="wheat.6"
          readOnly={saving}
          getSymbolLabel={(index) => t('product.reviews.stars', { rating: index + 1 })}
          data-testid="review-rating"
        />
      </Input.Wrapper>
      <DiscussionBodyField {...bodyField} rows={4} max={REVIEW_BODY_MAX} />
    </DiscussionForm>
  );
}
