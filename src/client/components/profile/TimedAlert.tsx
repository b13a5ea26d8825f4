import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import type { TimedMessage } from '../../hooks/useTimedMessage';

type Translate = (key: string) => string;

/** The success or error message of a profile form, in the current language (it clears itself: useTimedMessage). */
export function TimedAlert({ message, testId }: { message: TimedMessage | null; testId: string }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  if (!message) return null;
  const lookUp = t as unknown as Translate;
  const success = message.kind === 'success';
  const text = message.textKey ? lookUp(message.textKey) : translate(message.serverText ?? '');
  return (
    <Alert
      color={success ? 'leaf' : 'red'}
      variant="light"
      title={message.titleKey ? lookUp(message.titleKey) : undefined}
      role={success ? 'status' : 'alert'}
      data-testid={testId}
      data-kind={message.kind}
    >
      {text}
    </Alert>
  );
}
