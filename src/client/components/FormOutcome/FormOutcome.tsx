import { Paper, type PaperProps, Text } from '@mantine/core';

/** What sending a form came to, in the reader's words: a bold title when there is one, over the sentence. */
export interface ShownOutcome {
  success: boolean;
  title?: string | null;
  text: string;
}

interface FormOutcomeProps extends PaperProps {
  outcome: ShownOutcome;
  id?: string;
  testId: string;
}

/** The outcome under a small form, announced politely on success and at once on a failure. */
export function FormOutcome({ outcome, testId, ...paperProps }: FormOutcomeProps) {
  const { success, title, text } = outcome;
  return (
    <Paper
      p="sm"
      mt="sm"
      radius="md"
      role={success ? 'status' : 'alert'}
      data-testid={testId}
      data-kind={success ? 'success' : 'error'}
      {...paperProps}
    >
      {title && (
        <Text fw={700} size="sm" c={success ? 'leaf.8' : 'red.8'}>
          {title}
        </Text>
      )}
      <Text size="sm" c={success ? 'leaf.9' : 'red.8'}>
        {text}
      </Text>
    </Paper>
  );
}
