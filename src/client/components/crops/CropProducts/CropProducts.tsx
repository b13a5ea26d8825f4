import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { formatNumber } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { ListGrid } from '../../ListState/ListGrid';

/** How many of a crop's products its page shows (the shop's search by the crop's name lists them all). */
const SHOWN = 6;

/**
 * The products of the shop for a crop: `products.list` with `crop`, as the shop's cards answer them,
 * each a link to its page, and a link to the shop searching the crop's name (which finds the same products, the crop's
 * names being in their search documents).
 */
export function CropProducts({ slug, cropName }: { slug: string; cropName: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localised = useLocalisedText();
  const products = trpc.products.list.useQuery(
    { crop: slug, limit: SHOWN, is_available: true },
    { staleTime: 5 * 60_000 },
  );
  return (
    <Stack gap="sm">
      <ListGrid query={products} items={products.data?.items} texts="crop.products" testId="crop-products">
        {(product) => (
          <Paper key={product.id} withBorder radius="md" p="sm" data-testid="crop-product" data-slug={product.slug}>
            <Group wrap="nowrap" gap="sm" align="flex-start">
              {product.main_image && (
                <Image src={product.main_image} alt="" w={64} h={48} radius="sm" fit="cover" loading="lazy" />
              )}
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  href={`/shop/${encodeURIComponent(product.slug)}`}
                  fw={600}
                  size="sm"
                  lineClamp={2}
                >
                  {localised(product.name, product.name_ar)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('crop.products.price', { price: `\u2068${formatNumber(product.price, language)}\u2069` })}
                </Text>
              </Stack>
            </Group>
          </Paper>
        )}
      </ListGrid>
      {(products.data?.pagination.total ?? 0) > SHOWN && (
        <Anchor
          component={Link}
          href={`/shop?search=${encodeURIComponent(cropName)}`}
          size="sm"
          data-testid="crop-products-all"
        >
          {t('crop.products.all', { count: products.data?.pagination.total ?? 0 })}
        </Anchor>
      )}
    </Stack>
  );
}
