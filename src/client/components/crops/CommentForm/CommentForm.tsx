import { z } from 'zod';
import { COMMENT_BODY_MAX, ZCommentBody } from '../../../../shared/crops';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import {
  DiscussionBodyField,
  DiscussionForm,
  type DiscussionFormMode,
  useDiscussionForm,
} from '../../discussion/DiscussionForm/DiscussionForm';

/** The form checks the comment with the server's own schema. */
const ZCommentForm = z.object({ body: ZCommentBody });

interface CommentFormProps {
  mode: DiscussionFormMode;
  initial?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** Write or edit a comment of at most 2,000 characters; the server's refusal is shown in the reader's language. */
export function CommentForm({ mode, initial = '', onSubmit, onCancel }: CommentFormProps) {
  const translate = useMessageTranslation();
  const { frame, bodyField } = useDiscussionForm({
    kind: 'comment',
    mode,
    initialValues: { body: initial },
    schema: ZCommentForm,
    translate,
    onSubmit: ({ body }) => onSubmit(body.trim()),
  });

  return (
    <DiscussionForm {...frame} onCancel={onCancel}>
      <DiscussionBodyField {...bodyField} autosize minRows={3} maxRows={10} max={COMMENT_BODY_MAX} />
    </DiscussionForm>
  );
}
