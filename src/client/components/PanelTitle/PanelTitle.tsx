import { type MantineColor, type MantineFontSize, Stack, type StackProps, Text, Title } from '@mantine/core';

interface PanelTitleProps extends Omit<StackProps, 'title'> {
  title: string;
  /** What the panel is for, in a small dimmed line under the title. */
  subtitle: string;
  titleSize?: MantineFontSize;
  /** The heading's level: 3 for a panel inside a page section (an admin card). */
  order?: 2 | 3;
  titleColor?: MantineColor;
}

/** The title of a panel of the account pages (a tab or a card: an h2 unless told) with its line of explanation. */
export function PanelTitle({
  title,
  subtitle,
  titleSize = 'xl',
  titleColor,
  order = 2,
  gap = 0,
  ...stackProps
}: PanelTitleProps) {
  return (
    <Stack gap={gap} {...stackProps}>
      <Title order={order} fz={titleSize} c={titleColor}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </Stack>
  );
}
