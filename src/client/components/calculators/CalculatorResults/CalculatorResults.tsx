import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ResultFigure {
  label: string;
  /** The formatted figure, or null when it needs an optional input (then `hint` says which). */
  value: string | null;
  hint?: string;
  /** A second line (the same figure in other units). */
  detail?: string;
  /** Coloured as a loss (a negative profit). */
  negative?: boolean;
  testId: string;
}

interface CalculatorResultsProps {
  /** null until the required numbers are given: the prompt shows instead. */
  figures: readonly ResultFigure[] | null;
  prompt: string;
  testId: string;
  children?: ReactNode;
}

/** The results of a calculator, live as the figures are typed; a prompt until the required numbers are non-zero. */
export function CalculatorResults({ figures, prompt, testId, children }: CalculatorResultsProps) {
  const { t } = useTranslation();
  return (
    <Paper
      bg="leaf.0"
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      aria-live="polite"
      data-testid={testId}
      data-state={figures ? 'result' : 'waiting'}
    >
      <Title order={3} fz="md" mb="sm">
        {t('calculator.results.title')}
      </Title>
      {figures ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: figures.length % 2 === 0 ? 2 : 1, sm: figures.length }} spacing="sm">
            {figures.map((figure) => (
              <Paper key={figure.testId} p="sm" radius="md" withBorder>
                <Text size="xs" c="dimmed" fw={600}>
                  {figure.label}
                </Text>
                {figure.value === null ? (
                  <Text size="sm" c="dimmed" data-testid={figure.testId}>
                    {figure.hint}
                  </Text>
                ) : (
                  <Text fw={700} fz="lg" c={figure.negative ? 'red.8' : 'leaf.9'} data-testid={figure.testId}>
                    {figure.value}
                  </Text>
                )}
                {figure.detail && (
                  <Text size="xs" c="dimmed">
                    {figure.detail}
                  </Text>
                )}
              </Paper>
            ))}
          </SimpleGrid>
          {children}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {prompt}
        </Text>
      )}
    </Paper>
  );
}
