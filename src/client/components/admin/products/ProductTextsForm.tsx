import { Alert, Group, Loader, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, useAdminNotify } from '../../../lib/adminMessages';
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

interface ProductTextsFormProps {
  /** The product's current texts (its whole record, as `products.byId` answers it). */
  product: ProductTexts;
  /** Save; a refusal is thrown and shown in the form, which stays open. */
  onSubmit: (texts: ProductTexts) => Promise<void>;
  onCancel: () => void;
}

const FIELD_NAMES = new Set<string>(
  [...PRODUCT_TEXT_FIELDS, ...PRODUCT_LINE_FIELDS].flatMap((field) => [field, `${field}_ar`]),
);

/** The field of the form a refusal names ('features_ar.3' names features_ar), or null when it names none of them. */
function fieldOfRefusal(error: unknown): ProductTextsFieldName | null {
  const field = errorField(error)?.split('.')[0];
  return field && FIELD_NAMES.has(field) ? (field as ProductTextsFieldName) : null;
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
  const [errors, setErrors] = useState<Partial<Record<ProductTextsFieldName, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    setRunning(true);
    try {
      await onSubmit(textsOfDraft(draft));
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
