import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { trpc } from '../../../lib/trpc';

/**
 * "For: Tomato، Sweet Pepper" under a product's name: the crops of the guide the product serves,
 * each a link to its crop page, named in the reader's language from the guide's crops (`crops.figures`, a public read
 * kept offline, asked only for a product that names crops). Nothing for a product of every crop.
 */
export function ProductCrops({ crops }: { crops: readonly string[] }) {
  const { t } = useTranslation();
  const localised = useLocalisedText();
  const guide = trpc.crops.figures.useQuery(undefined, { staleTime: 30 * 60_000, enabled: crops.length > 0 });
  const named = crops.flatMap((slug) => {
    const crop = guide.data?.find((c) => c.slug === slug);
    return crop ? [{ slug, name: localised(crop.name, crop.name_ar) }] : [];
  });
  if (named.length === 0) return null;
  return (
    <Text size="sm" data-testid="product-crops">
      {t('product.forCrops')}{' '}
      {named.map((crop, i) => (
        <Fragment key={crop.slug}>
          {i > 0 && t('product.cropSeparator')}
          <Anchor component={Link} href={`/crops/${crop.slug}`} data-crop={crop.slug}>
            {crop.name}
          </Anchor>
        </Fragment>
      ))}
    </Text>
  );
}
