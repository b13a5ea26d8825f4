import { type BoxProps, Group, Loader, type MantineSize, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LoadingNoteProps extends BoxProps {
  /** The loader's size; the note beside it is always small and dimmed. */
  loaderSize?: MantineSize;
  /** The note under the loader, both centred (for a block of its own), rather than beside it. */
  stacked?: boolean;
  gap?: MantineSpacing;
  /** A test id for the note, so a test can wait for the load to start or end. */
  testId?: string;
  /** What is loading, in the reader's language ('Loading tracking…'). */
  children: ReactNode;
}

/** A loader with a small line saying what is loading, for a part of a page that loads on its own. */
export function LoadingNote({
  loaderSize = 'sm',
  stacked = false,
  gap = 'xs',
  testId,
  children,
  ...boxProps
}: LoadingNoteProps) {
  const content = (
    <>
      <Loader size={loaderSize} />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </>
  );
  return stacked ? (
    <Stack align="center" gap={gap} data-testid={testId} {...boxProps}>
      {content}
    </Stack>
  ) : (
    <Group gap={gap} data-testid={testId} {...boxProps}>
      {content}
    </Group>
  );
}
