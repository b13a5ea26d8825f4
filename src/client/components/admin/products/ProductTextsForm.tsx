import { Alert, Group, Loader, MultiSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { errorField, useAdminNotify } from '../../../lib/adminMessages';
import { sortByName } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { FormButtons } from '../common/FormButtons';
import {
  PRODUCT_LINE_FIELDS,
  PRODUCT_TEXT_FIELDS,
  type ProductTexts,
  type ProductTextsDraft,
  type ProductTextsFieldName,
  draftOf,
  textsOfDraft,
} from './productTexts';

/** What the form saves: the long texts, the brand's Arabic name (null: none) and the crops the product is for. */
export type ProductDetails = ProductTexts & { brand_ar: string | null; crops: string[] };

interface ProductTextsFormProps {
  /** The product's current texts (its whole record, as `products.byId` answers it). */
  product: ProductDetails & { brand: string | null };
  /** Save; a refusal is thrown and shown in the form, which stays open. */
  onSubmit: (details: ProductDetails) => Promise<void>;
  onCancel: () => void;
}

/** The fields of the form besides the texts: the Arabic brand and the crops. */
type DetailField = 'brand_ar' | 'crops';

const FIELD_NAMES = new Set<string>(
  [...PRODUCT_TEXT_FIELDS, ...PRODUCT_LINE_FIELDS].flatMap((field) => [field, `${field}_ar`]),
);

/** The field of the form a refusal names ('features_ar.3' names features_ar), or null when it names none of them. */
function fieldOfRefusal(error: unknown): ProductTextsFieldName | DetailField | null {
  const field = errorField(error)?.split('.')[0];
  if (field === 'brand_ar' || field === 'crops') return field;
  return field && FIELD_NAMES.has(field) ? (field as ProductTextsFieldName) : null;
}

/** The crop guide's crops as choices, named and sorted in the reader's language (the value is the slug). */
function useCropChoices() {
  const { language } = useLanguage();
  const crops = trpc.crops.list.useQuery({ limit: 100 }, { staleTime: 5 * 60_000 });
  const named = (crop: { name: string; name_ar: string | null }) => (language === 'ar' && crop.name_ar) || crop.name;
  return {
    loading: crops.isPending,
    choices: sortByName(
      (crops.data?.items ?? []).map((crop) => ({ value: crop.slug, label: named(crop) })),
      (choice) => choice.label,
      language,
    ),
  };
}

/**
 * A product's long texts, English beside Arabic: usage instructions, care tips, shipping and warranty info, features
 * (one a line) and specifications ("label: value" a line). The Arabic boxes are written right to left. An Arabic box
 * left empty shows the English to Arabic readers.
 */
export function ProductTextsForm({ product, onSubmit, onCancel }: ProductTextsFormProps) {
  const { t } = useTranslation();
  const { reasonOf } = useAdminNotify();
  const [draft, setDraft] = useState<ProductTextsDraft>(() => draftOf(product));
  const [brandAr, setBrandAr] = useState(product.brand_ar ?? '');
  const [crops, setCrops] = useState<string[]>(product.crops);
  const cropChoices = useCropChoices();
  const [errors, setErrors] = useState<Partial<Record<ProductTextsFieldName | DetailField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    setRunning(true);
    try {
      await onSubmit({ ...textsOfDraft(draft), brand_ar: brandAr.trim() || null, crops });
    } catch (error) {
      const field = fieldOfRefusal(error);
      if (field) setErrors({ [field]: reasonOf(error) });
      else setRefusal(reasonOf(error));
    } finally {
      setRunning(false);
    }
  };

  const box = (field: ProductTextsFieldName, arabic: boolean) => (
    <Textarea
      key={field}
      label={t(`admin.products.texts.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((current) => ({ ...current, [field]: value }));
      }}
      error={errors[field]}
      autosize
      minRows={2}
      maxRows={8}
      {...(arabic ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr', lang: 'en' })}
      data-testid={`product-texts-${field}`}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="product-texts-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('admin.products.texts.fields.brand_ar')}
            description={
              product.brand
                ? t('admin.products.texts.brandArHint', { brand: product.brand })
                : t('admin.products.texts.noBrand')
            }
            value={brandAr}
            onChange={(event) => setBrandAr(event.currentTarget.value)}
            error={errors.brand_ar}
            maxLength={100}
            dir="rtl"
            lang="ar"
            data-testid="product-brand-ar"
          />
          <MultiSelect
            label={t('admin.products.texts.fields.crops')}
            description={t('admin.products.texts.cropsHint')}
            placeholder={crops.length === 0 ? t('admin.products.texts.everyCrop') : undefined}
            data={
              // A crop the list has not loaded yet (or no longer offers) stays chosen, shown by its slug.
              [
                ...cropChoices.choices,
                ...crops
                  .filter((slug) => !cropChoices.choices.some((c) => c.value === slug))
                  .map((slug) => ({ value: slug, label: slug })),
              ]
            }
            value={crops}
            onChange={setCrops}
            error={errors.crops}
            searchable
            clearable
            maxValues={20}
            nothingFoundMessage={cropChoices.loading ? t('admin.products.texts.loading') : undefined}
            comboboxProps={{ withinPortal: true }}
            data-testid="product-crops"
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('admin.products.texts.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {[...PRODUCT_TEXT_FIELDS, ...PRODUCT_LINE_FIELDS].flatMap((field) => [
            box(field, false),
            box(`${field}_ar`, true),
          ])}
        </SimpleGrid>
        {refusal && (
          <Alert color="red" role="alert" p="xs" data-testid="product-texts-refusal">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <FormButtons onCancel={onCancel} running={running} testId="product-texts-save">
            {t('admin.products.texts.save')}
          </FormButtons>
        </Group>
      </Stack>
    </form>
  );
}

/** The form once the product's whole record is read (the list's rows carry none of its texts). */
export function ProductTextsEditor({
  productId,
  onSubmit,
  onCancel,
}: Omit<ProductTextsFormProps, 'product'> & { productId: string }) {
  const { t } = useTranslation();
  const product = trpc.products.byId.useQuery({ id: productId });
  if (product.isError) {
    return (
      <Alert color="red" role="alert" data-testid="product-texts-load-failed">
        {t('admin.products.texts.loadFailed')}
      </Alert>
    );
  }
  if (!product.data) return <Loader size="sm" aria-label={t('admin.products.texts.loading')} />;
  return <ProductTextsForm product={product.data} onSubmit={onSubmit} onCancel={onCancel} />;
}
