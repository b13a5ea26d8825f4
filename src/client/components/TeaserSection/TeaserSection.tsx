import { Box, Card, Container, Group, SimpleGrid, type SimpleGridProps, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmojiIcon } from '../EmojiIcon/EmojiIcon';
import { SectionMoreLink } from '../home/SectionMoreLink';
import { SectionHeading } from '../SectionHeading/SectionHeading';

interface TeaserSectionProps {
  title: string;
  subtitle?: string;
  /** The cards to a row, by breakpoint. */
  cols: SimpleGridProps['cols'];
  /** A band of colour across the page behind the section. */
  bg?: string;
  py?: number;
  /** The button under the grid to the page it gives a taste of. */
  more?: { href: string; label: string };
  children: ReactNode;
}

/** A section of a landing page: its heading, then a grid of cards. */
export function TeaserSection({ title, subtitle, cols, bg, py = 56, more, children }: TeaserSectionProps) {
  return (
    <Box bg={bg} component="section">
      <Container size="lg" py={py}>
        <SectionHeading title={title} subtitle={subtitle} />
        <SimpleGrid cols={cols} spacing="lg">
          {children}
        </SimpleGrid>
        {more && <SectionMoreLink href={more.href}>{more.label}</SectionMoreLink>}
      </Container>
    </Box>
  );
}

interface TeaserCardProps {
  icon: string;
  title: string;
  text: string;
  /** The title's size: lg for the cards that lead a page. */
  titleSize?: 'md' | 'lg';
  /** Beside the icon, at the end (a badge). */
  aside?: ReactNode;
  /** Under the text (the quiz's level). */
  children?: ReactNode;
}

/** A card of a teaser section: an emoji, a title and a line of text. */
export function TeaserCard({ icon, title, text, titleSize = 'md', aside, children }: TeaserCardProps) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start">
        <EmojiIcon emoji={icon} size={44} />
        {aside}
      </Group>
      <Title order={3} fz={titleSize} mt="sm" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {children}
    </Card>
  );
}
