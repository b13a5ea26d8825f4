import { Center, Loader, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LoadingStateProps {
  /** What is loading, in the reader's language ('Loading your cart...'). */
  text: string;
  /** The test id of the page or list that is loading; the block carries `data-state="loading"`. */
  testId?: string;
  py?: MantineSpacing;
  /** Shown above the loader (the offline notice of the cart and the checkout). */
  notice?: ReactNode;
}

/** A page or a list while it loads: a small loader with what is loading under it, centred. */
export function LoadingState({ text, testId, py = 'xl', notice }: LoadingStateProps) {
  return (
    <Center py={py} data-testid={testId} data-state="loading">
      <Stack align="center" gap="xs">
        {notice}
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
