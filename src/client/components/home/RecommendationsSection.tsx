import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Rating.css';
import { Badge, Button, Card, Center, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../hooks/useLanguage';
import { useProductActions } from '../../hooks/useProductActions';
import { CROP_EMOJI, UNKNOWN_CROP_EMOJI } from '../../lib/cropDisplay';
import {
  type CropRecommendation,
  type ProductRecommendation,
  cropName,
  plantingMonthsText,
  RECOMMENDATIONS_SHOWN,
  seasonPlace,
} from '../../lib/recommendations';
import { trpc } from '../../lib/trpc';
import { EmojiIcon } from '../EmojiIcon/EmojiIcon';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import { ProductCard } from '../shop/ProductCard/ProductCard';
import { LoadingNote } from '../LoadingNote/LoadingNote';

/** Why a product is recommended, in the reader's language. */
function useReason() {
  const { t } = useTranslation();
  return (item: ProductRecommendation) =>
    item.kind === 'bought_together' && item.because
      ? t('recommendations.boughtWith', { product: `\u2068${item.because.name}\u2069` })
      : t('recommendations.bestseller');
}

function CropSuggestion({ item }: { item: CropRecommendation }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { crop } = item;
  const href = `/crops/${encodeURIComponent(crop.slug || crop.id)}`;
  const emoji =
    crop.crop_type in CROP_EMOJI ? CROP_EMOJI[crop.crop_type as keyof typeof CROP_EMOJI] : UNKNOWN_CROP_EMOJI;
  return (
    <Card withBorder padding="md" radius="md" data-testid="recommended-crop" data-slug={crop.slug}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <EmojiIcon emoji={emoji} size={40} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text component={Link} href={href} fw={700} style={{ color: 'inherit' }} dir="auto">
            {cropName(crop, language)}
          </Text>
          <Badge
            variant="light"
            color={item.plant_now ? 'leaf' : 'wheat'}
            c={item.plant_now ? undefined : 'wheat.9'}
            w="fit-content"
          >
            {item.plant_now ? t('recommendations.plantNow') : t('recommendations.plantNextMonth')}
          </Badge>
          {item.planting_months.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('recommendations.plantedIn', { months: plantingMonthsText(item.planting_months, language) })}
            </Text>
          )}
          <Button component={Link} href={href} variant="subtle" size="compact-sm" w="fit-content" px={0}>
            {t('recommendations.viewCrop')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * "Recommended for you" on the home page, for a signed-in grower only (its code, texts and call load then): products
 * with why (bought with theirs, or a bestseller) and Add to Cart through the cart, then the crops in season where they
 * farm, each linking to its guide. Nothing is shown when there is nothing to recommend.
 */
export function RecommendationsSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const actions = useProductActions();
  const reasonOf = useReason();
  const query = trpc.dashboard.recommendations.useQuery({ limit: RECOMMENDATIONS_SHOWN }, { staleTime: 5 * 60_000 });

  if (query.isPending) {
    return (
      <Center py="xl" data-testid="recommendations" data-state="loading">
        <LoadingNote>{t('recommendations.loading')}</LoadingNote>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Center py="xl" data-testid="recommendations" data-state="error">
        <Group gap="sm">
          <Text size="sm">{t('recommendations.loadFailed')}</Text>
          <Button variant="light" size="xs" onClick={() => void query.refetch()}>
            {t('recommendations.retry')}
          </Button>
        </Group>
      </Center>
    );
  }
  const { products, crops, location, based_on: basedOn } = query.data;
  if (products.length === 0 && crops.length === 0) return null;
  const place = seasonPlace(location, language);

  return (
    <Container
      size="lg"
      py={48}
      component="section"
      aria-labelledby="recommendations-title"
      data-testid="recommendations"
      data-state="loaded"
    >
      <Stack gap={6} align="center" ta="center" mb="lg">
        <Title order={2} id="recommendations-title">
          {t('recommendations.title')}
        </Title>
        <Text c="dimmed">
          {basedOn === 'purchases' ? t('recommendations.basedOnPurchases') : t('recommendations.basedOnBestsellers')}
        </Text>
      </Stack>
      {products.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {products.map((item) => (
            <Stack key={item.product.id} gap={6} data-testid="recommended-product" data-kind={item.kind}>
              <Text size="sm" c="leaf.8" fw={600} data-testid="recommendation-reason">
                {reasonOf(item)}
              </Text>
              <div style={{ flex: 1 }}>
                <ProductCard
                  product={item.product}
                  layout="grid"
                  onAddToCart={actions.addToCart}
                  onToggleFavorite={actions.toggleFavorite}
                  favorite={actions.isFavorite(item.product)}
                  adding={actions.isBusy(item.product, 'add')}
                  favoriting={actions.isBusy(item.product, 'favorite')}
                />
              </div>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {crops.length > 0 && (
        <div style={{ marginTop: products.length > 0 ? 'var(--mantine-spacing-xl)' : undefined }}>
          <SectionHeading
            order={3}
            title={
              place
                ? t('recommendations.inSeasonFor', { city: `\u2068${place}\u2069` })
                : t('recommendations.inSeasonEgypt')
            }
            subtitle={t('recommendations.inSeasonHint')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="recommended-crops">
            {crops.map((item) => (
              <CropSuggestion key={item.crop.id} item={item} />
            ))}
          </SimpleGrid>
        </div>
      )}
    </Container>
  );
}
