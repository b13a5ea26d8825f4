import { Button, Center, Container, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { DetailState } from '../../hooks/useDetailByRef';

/** The texts of a detail page before it has its item, in the reader's language. */
export interface DetailPageStateTexts {
  loading: string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  errorText: string;
  retry: string;
  /** The way back to the list ('Back to Crops', 'Back to Shop'). */
  back: string;
}

interface DetailPageStateProps {
  /** Where the page is while it has no item. */
  state: Exclude<DetailState<unknown>, { status: 'loaded' }>;
  texts: DetailPageStateTexts;
  /** The list the page belongs to ('/crops', '/shop'). */
  backHref: string;
  testId: string;
}

/** A detail page (a crop, a product) before it has its item: loading, not found with the way back, or the failure with a retry. */
export function DetailPageState({ state, texts, backHref, testId }: DetailPageStateProps) {
  if (state.status === 'loading') {
    return (
      <Center py={96} data-testid={testId} data-state="loading">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">{texts.loading}</Text>
        </Stack>
      </Center>
    );
  }
  const notFound = state.status === 'notFound';
  return (
    <Container size="sm" py={64}>
      <EmptyState
        title={notFound ? texts.notFoundTitle : texts.errorTitle}
        description={notFound ? texts.notFoundText : texts.errorText}
        icon={<span aria-hidden>{notFound ? '🔍' : '⚠️'}</span>}
        data-testid={testId}
        data-state={state.status}
      >
        <Group justify="center" gap="sm" mt="md">
          {state.status === 'error' && (
            <Button variant="light" onClick={state.retry}>
              {texts.retry}
            </Button>
          )}
          <Button component={Link} href={backHref}>
            {texts.back}
          </Button>
        </Group>
      </EmptyState>
    </Container>
  );
}
