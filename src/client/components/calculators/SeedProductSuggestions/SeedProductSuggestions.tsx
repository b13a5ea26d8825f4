import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAddToCartFromCalculator } from '../../../hooks/useAddToCartFromCalculator';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { useSeedProducts } from '../../../hooks/useSeedProducts';
import { seedPackOf, seedPacksToBuy } from '../../../../shared/calculators';
import { type ShopProduct, productPack } from '../../../lib/cropCalculator';
import { ListState } from '../../ListState/ListState';
import { shownPackSize } from './packSize';

interface SeedProductSuggestionsProps {
  /** The chosen crop of the guide (its slug), or null when none is chosen. */
  cropSlug: string | null;
  /** kg of seed the calculator worked out */
  seedsNeededKg: number;
  /** The germination rate (percent) the calculator worked it out at: a pack that promises another needs more or less. */
  germination: number;
}

/** A seed product with the packs that cover the need and "Add {quantity} to cart". */
function SuggestionRow({
  product,
  cropSlug,
  seedsNeededKg,
  germination,
}: {
  product: ShopProduct;
  cropSlug: string;
  seedsNeededKg: number;
  germination: number;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localised = useLocalisedText();
  const format = useCalculatorFormat();
  const addToCart = useAddToCartFromCalculator();
  const pack = productPack(product);
  const packSize = pack.size && shownPackSize(pack.size, (key, values) => t(key as never, values), language);
  // From the pack's grams, or its seeds and the crop's seeds per gram, at the pack's own germination rate.
  const seedPack = seedPackOf(product);
  const packs = seedPack && seedPacksToBuy(seedsNeededKg, germination, cropSlug, seedPack);
  const quantity = packs ?? 1;
  const name = localised(product.name, product.name_ar);
  const path = `/shop/${encodeURIComponent(product.slug || product.id)}`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="seed-product" data-slug={product.slug}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {product.main_image && (
          <Image src={product.main_image} alt="" w={64} h={48} radius="sm" fit="cover" loading="lazy" />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              packSize && t('calculator.seedProducts.pack', { size: packSize }),
              t('calculator.seedProducts.price', { price: format.egp(product.price) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="xs" c={packs ? 'leaf.8' : 'dimmed'} data-testid="seed-packs" data-packs={packs ?? ''}>
            {packs && packSize
              ? t('calculator.seedProducts.packsCover', {
                  count: quantity,
                  size: packSize,
                  needed: format.kg(seedsNeededKg),
                })
              : t('calculator.seedProducts.packUnknown')}
          </Text>
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => addToCart(product, quantity)} data-testid="seed-add-to-cart">
              {t('calculator.seedProducts.addToCart', { quantity })}
            </Button>
            <Button size="xs" variant="default" component={Link} href={path}>
              {t('calculator.seedProducts.view')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Crop-aware shopping: the seed products of the shop matching the chosen crop, each with the number of packs that
 * covers the seed the calculator worked out.
 */
export function SeedProductSuggestions({ cropSlug, seedsNeededKg, germination }: SeedProductSuggestionsProps) {
  const { t } = useTranslation();
  const products = useSeedProducts(cropSlug);
  return (
    <Stack gap="xs" component="section" aria-labelledby="seed-products-title" data-testid="seed-products">
      <Title order={4} fz="sm" id="seed-products-title">
        {t('calculator.seedProducts.title')}
      </Title>
      {cropSlug === null ? (
        <Text size="sm" c="dimmed">
          {t('calculator.seedProducts.chooseCrop')}
        </Text>
      ) : (
        <ListState query={products} items={products.data} texts="calculator.seedProducts" testId="seed-products-list">
          {(items) => (
            <Stack gap="xs">
              {items.map((product) => (
                <SuggestionRow
                  key={product.id}
                  product={product}
                  cropSlug={cropSlug}
                  seedsNeededKg={seedsNeededKg}
                  germination={germination}
                />
              ))}
            </Stack>
          )}
        </ListState>
      )}
    </Stack>
  );
}
