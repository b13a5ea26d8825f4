import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COMMENT_BODY_MAX, ZCommentBody } from '../../../../shared/crops';
import { useCropMessage } from '../../../hooks/useCropMessage';
import { serverMessage } from '../../../lib/errors';
import { schemaValidator } from '../../../lib/formValidation';

/** The form checks the comment with the server's own schema. */
const ZCommentForm = z.object({ body: ZCommentBody });

interface CommentFormProps {
  mode: 'write' | 'edit';
  initial?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** Write or edit a comment of at most 2,000 characters; the server's refusal is shown in the reader's language. */
export function CommentForm({ mode, initial = '', onSubmit, onCancel }: CommentFormProps) {
  const { t } = useTranslation();
  const translate = useCropMessage();
  const validate = useMemo(() => schemaValidator(ZCommentForm, translate), [translate]);
  const form = useForm({ initialValues: { body: initial }, validate });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = form.onSubmit(async ({ body }) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(body.trim());
      if (mode === 'write') form.reset();
    } catch (error) {
      const message = serverMessage(error);
      setFailure(message ? translate(message) : t('crop.comments.failed'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate data-testid={`comment-form-${mode}`}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {mode === 'write' ? t('crop.comments.writeTitle') : t('crop.comments.editTitle')}
        </Title>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="comment-error">
            {failure}
          </Alert>
        )}
        <Textarea
          label={t('crop.comments.label')}
          placeholder={t('crop.comments.placeholder')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_BODY_MAX}
          description={t('crop.comments.length', { count: form.values.body.length, max: COMMENT_BODY_MAX })}
          disabled={saving}
          {...form.getInputProps('body')}
          data-testid="comment-body"
        />
        <Group gap="sm">
          <Button type="submit" loading={saving} data-testid="comment-submit">
            {mode === 'write' ? t('crop.comments.submit') : t('crop.comments.save')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('crop.comments.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
