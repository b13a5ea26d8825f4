import { Badge, Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmojiIcon } from '../EmojiIcon/EmojiIcon';
import { SectionHeading } from '../SectionHeading/SectionHeading';

const FEATURES = [
  { id: 'cropGuides', icon: '🌿' },
  { id: 'marketIntelligence', icon: '📊' },
  { id: 'premiumProducts', icon: '🧺' },
] as const;

/** Crop guides (25+ crops), market intelligence and premium products. */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={56} component="section">
      <SectionHeading title={t('home.features.title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Card key={feature.id} withBorder padding="lg">
            <Group justify="space-between" align="flex-start" mb="md">
              <EmojiIcon emoji={feature.icon} />
              {feature.id === 'cropGuides' && (
                <Badge color="wheat" variant="light" autoContrast>
                  {t('home.features.cropGuides.badge')}
                </Badge>
              )}
            </Group>
            <Title order={3} fz="lg" mb={6}>
              {t(`home.features.${feature.id}.title`)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`home.features.${feature.id}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
