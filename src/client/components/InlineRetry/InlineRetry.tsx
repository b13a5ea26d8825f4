import { Button, Group, Text } from '@mantine/core';

interface InlineRetryProps {
  /** What could not be read ('Could not load the tracking.'). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Announced as an alert (a panel whose whole content failed). */
  alert?: boolean;
  /** Said quietly, not as an error (a helper the view works without). */
  quiet?: boolean;
  testId?: string;
}

/** A small read that failed inside a larger view: one line saying so, and Retry beside it. */
export function InlineRetry({ message, retryLabel, onRetry, alert, quiet, testId }: InlineRetryProps) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid={testId} data-state={testId ? 'error' : undefined}>
      <Text size="sm" c={quiet ? 'dimmed' : 'red.8'} role={alert ? 'alert' : undefined}>
        {message}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Group>
  );
}
