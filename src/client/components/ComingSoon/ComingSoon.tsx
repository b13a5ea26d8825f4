import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { en } from '../../i18n/en';
import { usePageTitle } from '../../hooks/usePageTitle';

export type ComingSoonSection = keyof (typeof en)['comingSoon']['sections'];

interface ComingSoonProps {
  section: ComingSoonSection;
}

/** Stands in for a screen whose feature arrives in a later issue: says so plainly and links home. */
export function ComingSoon({ section }: ComingSoonProps) {
  const { t } = useTranslation();
  const sectionName = t(`comingSoon.sections.${section}`);
  usePageTitle(sectionName);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" data-testid="coming-soon">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <Text fz={36} lh={1}>
            🚧
          </Text>
        </ThemeIcon>
        <Text c="leaf.8" fw={700} tt="uppercase" size="sm">
          {t('comingSoon.title')}
        </Text>
        <Title order={1}>{sectionName}</Title>
        <Text c="dimmed" maw={480}>
          {t('comingSoon.message')}
        </Text>
        <Button component={Link} href="/" mt="sm">
          {t('app.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
