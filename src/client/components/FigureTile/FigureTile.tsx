import { Paper, Text } from '@mantine/core';

/** One labelled figure in a bordered tile (the credit line's and the receivables' totals). */
export function FigureTile({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string;
  color?: string | undefined;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Paper>
  );
}
