import { List, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { formatNumber } from '../../../lib/format';
import { specificationRows } from '../../../../shared/productDisplay';
import type { Product } from '../../../lib/products';
import { useStoreSettings } from '../../../hooks/useStoreSettings';
import classes from './ProductTabs.module.css';

interface ProductTabsProps {
  product: Product;
  /** The description in the reader's language, else the short description, else null. */
  description: string | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={3} fz="md" mb={4}>
        {title}
      </Title>
      {children}
    </div>
  );
}

/** Multi-paragraph text as paragraphs (blank lines or line breaks in the data). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .filter((line) => line.trim())
        .map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered
          <Text key={index} mb="xs" dir="auto">
            {line}
          </Text>
        ))}
    </>
  );
}

/**
 * Description (description, else short description, else 'No description available.'; then usage instructions,
 * maintenance tips and features), Specifications (the product's pairs, else brand, manufacturer and model number)
 * and Shipping (shipping and warranty info, and the free-delivery line).
 */
export function ProductTabs({ product, description }: ProductTabsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const settings = useStoreSettings();
  const specifications = specificationRows(product);
  return (
    <Tabs defaultValue="description" keepMounted={false} data-testid="product-tabs">
      <Tabs.List>
        <Tabs.Tab value="description">{t('product.tabs.description')}</Tabs.Tab>
        <Tabs.Tab value="specifications">{t('product.tabs.specifications')}</Tabs.Tab>
        <Tabs.Tab value="shipping">{t('product.tabs.shipping')}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="description" pt="md" data-testid="tab-description">
        <Stack gap="md">
          {description ? <Paragraphs text={description} /> : <Text c="dimmed">{t('product.noDescription')}</Text>}
          {product.usage_instructions && (
            <Section title={t('product.usageInstructions')}>
              <Paragraphs text={product.usage_instructions} />
            </Section>
          )}
          {product.maintenance_tips && (
            <Section title={t('product.maintenanceTips')}>
              <Paragraphs text={product.maintenance_tips} />
            </Section>
          )}
          {product.features.length > 0 && (
            <Section title={t('product.features')}>
              {/* The list takes the direction of its words, so the bullets stay beside the text in either language. */}
              <List spacing={4} dir="auto">
                {product.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            </Section>
          )}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="specifications" pt="md" data-testid="tab-specifications">
        {specifications.length > 0 ? (
          <table className={classes.specs}>
            <tbody>
              {specifications.map((row) => (
                <tr key={row.key}>
                  <th scope="row" dir={row.label ? 'auto' : undefined} className={row.label ? classes.key : undefined}>
                    {row.label ?? t(`product.specs.${row.key as 'brand' | 'manufacturer' | 'model_number'}`)}
                  </th>
                  <td dir="auto">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Text c="dimmed">{t('product.specs.none')}</Text>
        )}
      </Tabs.Panel>

      <Tabs.Panel value="shipping" pt="md" data-testid="tab-shipping">
        <Stack gap="md">
          {product.shipping_info && (
            <Section title={t('product.shipping.shippingInfo')}>
              <Text dir="auto">{product.shipping_info}</Text>
            </Section>
          )}
          {product.warranty_info && (
            <Section title={t('product.shipping.warrantyInfo')}>
              <Text dir="auto">{product.warranty_info}</Text>
            </Section>
          )}
          <div>
            <Text fw={600} c="leaf.8" data-testid="free-delivery">
              {t('product.shipping.freeDelivery', { threshold: formatNumber(settings.free_shipping_threshold, language) })}
            </Text>
            {settings.shipping_fee > 0 && (
              <Text size="sm" c="dimmed" data-testid="delivery-fee">
                {t('product.shipping.feeBelow', { fee: formatPrice(settings.shipping_fee) })}
              </Text>
            )}
          </div>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
