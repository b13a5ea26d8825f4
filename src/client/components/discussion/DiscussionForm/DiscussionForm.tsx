import { Alert, Button, Group, Paper, Stack, Textarea, type TextareaProps, Title } from '@mantine/core';
import { type schemaResolver, useForm } from '@mantine/form';
import { type FormEventHandler, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { schemaValidator } from '../../../lib/formValidation';
import { DISCUSSIONS, type DiscussionKind } from '../discussionKinds';

export type DiscussionFormMode = 'write' | 'edit';

interface DiscussionFormProps {
  kind: DiscussionKind;
  mode: DiscussionFormMode;
  saving: boolean;
  /** The server's refusal, in the reader's language. */
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel?: () => void;
  /** The entry's fields. */
  children: ReactNode;
}

/** The frame of a comment's or review's form: its title, the refusal, the fields, Submit (or Save) and Cancel. */
export function DiscussionForm({ kind, mode, saving, failure, onSubmit, onCancel, children }: DiscussionFormProps) {
  const { t } = useTranslation();
  const { texts } = DISCUSSIONS[kind];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      data-testid={`${kind}-form-${mode}`}
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          {mode === 'write' ? t(`${texts}.writeTitle`) : t(`${texts}.editTitle`)}
        </Title>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid={`${kind}-error`}>
            {failure}
          </Alert>
        )}
        {children}
        <Group gap="sm">
          <Button type="submit" loading={saving} data-testid={`${kind}-submit`} data-primary-action>
            {mode === 'write' ? t(`${texts}.submit`) : t(`${texts}.save`)}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t(`${texts}.cancel`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The text field's label, placeholder and count, by discussion. */
const BODY_TEXTS = {
  comment: { label: 'crop.comments.label', placeholder: 'crop.comments.placeholder', count: 'crop.comments.length' },
  review: {
    label: 'product.reviews.bodyLabel',
    placeholder: 'product.reviews.bodyPlaceholder',
    count: 'product.reviews.bodyCount',
  },
} as const satisfies Record<DiscussionKind, object>;

interface DiscussionBodyFieldProps extends Omit<TextareaProps, 'label' | 'placeholder' | 'maxLength' | 'description'> {
  kind: DiscussionKind;
  /** How many characters the text may have, and how many it has. */
  max: number;
  length: number;
}

/** The text of a comment or review, with its label, placeholder and 'N / 2000' count in the reader's language. */
export function DiscussionBodyField({ kind, max, length, ...textarea }: DiscussionBodyFieldProps) {
  const { t } = useTranslation();
  const body = BODY_TEXTS[kind];
  return (
    <Textarea
      label={t(body.label)}
      placeholder={t(body.placeholder)}
      maxLength={max}
      description={t(body.count, { count: length, max })}
      {...textarea}
      data-testid={`${kind}-body`}
    />
  );
}

interface DiscussionFormOptions<V> {
  kind: DiscussionKind;
  mode: DiscussionFormMode;
  initialValues: V;
  /** The server's own schema for the entry. */
  schema: Parameters<typeof schemaResolver>[0];
  /** The schema's and the server's English messages in the reader's language. */
  translate: (message: string) => string;
  onSubmit: (values: V) => Promise<unknown>;
}

/**
 * The state of a comment's or review's form: checked with the server's schema, saved with `onSubmit` (a new entry's
 * form is emptied after), and the server's refusal kept to show in the reader's language. `frame` is what
 * `DiscussionForm` takes, `bodyField` what `DiscussionBodyField` takes besides its size.
 */
export function useDiscussionForm<V extends { body: string }>({
  kind,
  mode,
  initialValues,
  schema,
  translate,
  onSubmit,
}: DiscussionFormOptions<V>) {
  const { t } = useTranslation();
  const validate = useMemo(() => schemaValidator(schema, translate), [schema, translate]);
  const form = useForm<V>({ initialValues, validate });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(values);
      if (mode === 'write') form.reset();
    } catch (error) {
      const message = serverMessage(error);
      setFailure(message ? translate(message) : t(`${DISCUSSIONS[kind].texts}.failed`));
    } finally {
      setSaving(false);
    }
  });

  return {
    form,
    saving,
    frame: { kind, mode, saving, failure, onSubmit: submit },
    bodyField: { kind, length: form.values.body.length, disabled: saving, ...form.getInputProps('body') },
  };
}
