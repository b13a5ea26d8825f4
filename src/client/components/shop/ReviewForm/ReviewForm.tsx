import { Alert, Button, Group, Input, Paper, Rating, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_BODY_MAX, ZReviewForm } from '../../../../shared/catalogue';
import { useShopMessage } from '../../../hooks/useShopMessage';
import { serverMessage } from '../../../lib/errors';
import { schemaValidator } from '../../../lib/formValidation';

export interface ReviewValues {
  rating: number;
  body: string;
}

interface ReviewFormProps {
  /** Editing one's review starts from it; a new review from nothing. */
  initial?: ReviewValues;
  mode: 'write' | 'edit';
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A rating of 1 to 5 stars and an optional text of at most 2,000 characters, checked with the server's own schema.
 * The server's refusal ('You have already reviewed this product', ...) is shown as it comes, in the reader's language.
 */
export function ReviewForm({ initial, mode, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const translate = useShopMessage();
  const validate = useMemo(() => schemaValidator(ZReviewForm, translate), [translate]);
  const form = useForm<ReviewValues>({ initialValues: initial ?? { rating: 0, body: '' }, validate });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit({ rating: values.rating, body: values.body.trim() });
      if (mode === 'write') form.reset();
    } catch (error) {
      const message = serverMessage(error);
      setFailure(message ? translate(message) : t('product.reviews.failed'));
    } finally {
      setSaving(false);
    }
  });

  const ratingError = form.errors.rating;
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate data-testid={`review-form-${mode}`}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {mode === 'write' ? t('product.reviews.writeTitle') : t('product.reviews.editTitle')}
        </Title>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="review-error">
            {failure}
          </Alert>
        )}
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
        <Textarea
          label={t('product.reviews.bodyLabel')}
          placeholder={t('product.reviews.bodyPlaceholder')}
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          description={t('product.reviews.bodyCount', { count: form.values.body.length, max: REVIEW_BODY_MAX })}
          disabled={saving}
          {...form.getInputProps('body')}
          data-testid="review-body"
        />
        <Group gap="sm">
          <Button type="submit" loading={saving} data-testid="review-submit">
            {mode === 'write' ? t('product.reviews.submit') : t('product.reviews.save')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('product.reviews.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
