import { Alert, Button, Stack, Text } from '@mantine/core';
import { isNetworkFailure, serverMessage } from '../../lib/errors';

/**
 * An e-mailed link's call that failed: the server's reason (translated) or `failedText`; a network failure offers
 * `retryText` to try again, any other failure shows `hint` (what to do instead).
 */
export function TokenLinkFailure(props: {
  error: unknown;
  testId: string;
  failedText: string;
  retryText: string;
  hint: string;
  translate: (message: string) => string;
  onRetry: () => void;
}) {
  const network = isNetworkFailure(props.error);
  const message = serverMessage(props.error);
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" role="alert" data-testid={props.testId} data-state="failed">
        {network || !message ? props.failedText : props.translate(message)}
      </Alert>
      {network ? (
        <Button variant="light" onClick={props.onRetry} style={{ alignSelf: 'flex-start' }}>
          {props.retryText}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {props.hint}
        </Text>
      )}
    </Stack>
  );
}
