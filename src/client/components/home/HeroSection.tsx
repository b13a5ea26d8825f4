import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FieldIllustration } from './FieldIllustration';
import classes from './HeroSection.module.css';

/** The home page's opening: promise, and the two ways in (crops and shop). */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="lg" maw={640}>
            <Title order={1} className={classes.title}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="gray.8">
              {t('home.hero.subtitle')}
            </Text>
            <Group gap="sm">
              <Button component={Link} href="/crops" size="md" data-primary-action>
                {t('home.hero.exploreCrops')}
              </Button>
              <Button component={Link} href="/shop" size="md" variant="default" data-primary-action>
                {t('home.hero.visitShop')}
              </Button>
            </Group>
          </Stack>
          <Box visibleFrom="sm" style={{ flexShrink: 0 }}>
            <FieldIllustration />
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
