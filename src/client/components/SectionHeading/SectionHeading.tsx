import { Stack, Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** Heading level; sections of a page are h2. */
  order?: 1 | 2 | 3;
}

/** A centred section title with an optional line of explanation. */
export function SectionHeading({ title, subtitle, order = 2 }: SectionHeadingProps) {
  return (
    <Stack gap={6} align="center" ta="center" mb="lg">
      <Title order={order}>{title}</Title>
      {subtitle && (
        <Text c="dimmed" maw={640}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
