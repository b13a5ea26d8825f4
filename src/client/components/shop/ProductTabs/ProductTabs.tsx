import { List, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { formatNumber } from '../../../lib/format';
import { type InLanguage, languageOfText, localisedDetails } from '../../../../shared/productDisplay';
import type { Product } from '../../../lib/products';
import { useStoreSettings } from '../../../hooks/useStoreSettings';
import classes from './ProductTabs.module.css';

interface ProductTabsProps {
  product: Product;
  /** The description in the reader's language, else the short description, else null. */
  description: string | null;
}

/**
 * The attributes of a text in a language other than the page's: English shown on an Arabic page because the product
 * has no Arabic yet is marked as English, left to right, so that a screen reader reads it in the right voice.
 */
function languageOf(text: Pick<InLanguage<unknown>, 'language'>, pageLanguage: 'en' | 'ar') {
  return text.language === pageLanguage ? {} : { lang: text.language, dir: text.language === 'ar' ? 'rtl' : 'ltr' };
}

/** A titled part of a tab; the title is the page's, the text may be in another language (languageOf). */
function Section({ title, text, children }: { title: string; text: InLanguage<unknown>; children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <div>
      <Title order={3} fz="md" mb={4}>
        {title}
      </Title>
      <div {...languageOf(text, language)} data-testid="product-text" data-language={text.language}>
        {children}
      </div>
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
 * and Shipping (shipping and warranty info, and the free-delivery line). Each long text is the reader's language's,
 * else the English (localisedDetails).
 */
export function ProductTabs({ product, description }: ProductTabsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const settings = useStoreSettings();
  const details = localisedDetails(product, language);
  const { specifications } = details;
  return (
    <Tabs defaultValue="description" keepMounted={false} data-testid="product-tabs">
      <Tabs.List>
        <Tabs.Tab value="description">{t('product.tabs.description')}</Tabs.Tab>
        <Tabs.Tab value="specifications">{t('product.tabs.specifications')}</Tabs.Tab>
        <Tabs.Tab value="shipping">{t('product.tabs.shipping')}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="description" pt="md" data-testid="tab-description">
        <Stack gap="md">
          {description ? (
            <div {...languageOf({ language: languageOfText(product, description) }, language)}>
              <Paragraphs text={description} />
            </div>
          ) : (
            <Text c="dimmed">{t('product.noDescription')}</Text>
          )}
          {details.usageInstructions && (
            <Section title={t('product.usageInstructions')} text={details.usageInstructions}>
              <Paragraphs text={details.usageInstructions.value} />
            </Section>
          )}
          {details.maintenanceTips && (
            <Section title={t('product.maintenanceTips')} text={details.maintenanceTips}>
              <Paragraphs text={details.maintenanceTips.value} />
            </Section>
          )}
          {details.features && (
            <Section title={t('product.features')} text={details.features}>
              {/* The list takes the direction of its words, so the bullets stay beside the text in either language. */}
              <List spacing={4} dir="auto">
                {details.features.value.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            </Section>
          )}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="specifications" pt="md" data-testid="tab-specifications">
        {specifications ? (
          <table
            className={classes.specs}
            {...languageOf(specifications, language)}
            data-language={specifications.language}
          >
            <tbody>
              {specifications.value.map((row) => (
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
          {details.shippingInfo && (
            <Section title={t('product.shipping.shippingInfo')} text={details.shippingInfo}>
              <Text dir="auto">{details.shippingInfo.value}</Text>
            </Section>
          )}
          {details.warrantyInfo && (
            <Section title={t('product.shipping.warrantyInfo')} text={details.warrantyInfo}>
              <Text dir="auto">{details.warrantyInfo.value}</Text>
            </Section>
          )}
          <div>
            <Text fw={600} c="leaf.8" data-testid="free-delivery">
              {t('product.shipping.freeDelivery', {
                threshold: formatNumber(settings.free_shipping_threshold, language),
              })}
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
