import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CropSectionProps {
  /** The anchor the page's section links point to. */
  id: string;
  title: string;
  subtitle?: string | undefined;
  /** Something at the end of the title line (a select, a badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of the crop page: a titled panel with an anchor. */
export function CropSection({ id, title, subtitle, aside, children }: CropSectionProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`section-${id}`}
      style={{ scrollMarginTop: 80 }}
    >
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={`${id}-title`}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" mt={2}>
              {subtitle}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
