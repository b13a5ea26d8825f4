import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES } from '../../../../shared/governorates';
import { useLanguage } from '../../../hooks/useLanguage';
import { serverMessage } from '../../../lib/errors';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminSectionHeader } from '../common/AdminSectionHeader';

type Zone = RouterOutputs['shipping']['zones']['zones'][number];

/** A zone's form: governorates (in the reader's language), fees, free-shipping threshold, days, express. */
function ZoneCard({ zone }: { zone: Zone }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const [values, setValues] = useState({ ...zone, free_over: zone.free_over as number | null });
  const save = trpc.shipping.updateZone.useMutation({ onSuccess: () => void utils.shipping.zones.invalidate() });
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const number = (key: 'fee' | 'fee_per_kg' | 'included_kg' | 'days_min' | 'days_max') => ({
    value: values[key],
    onChange: (v: number | string) => set(key, Number(v) || 0),
    min: 0,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      id: zone.id,
      governorates: values.governorates,
      fee: values.fee,
      fee_per_kg: values.fee_per_kg,
      included_kg: values.included_kg,
      free_over: values.free_over,
      days_min: values.days_min,
      days_max: values.days_max,
      express: values.express,
    });
  };
  return (
    <Card withBorder padding="lg" data-testid="shipping-zone-form" data-zone={zone.name}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {language === 'ar' ? zone.name_ar : zone.name}
          </Title>
          <MultiSelect
            label={t('admin.shipping.governorates')}
            data={GOVERNORATES.map((g) => ({ value: g.code, label: language === 'ar' ? g.name_ar : g.name }))}
            value={values.governorates}
            onChange={(codes) => set('governorates', codes)}
            searchable
          />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <NumberInput label={t('admin.shipping.fee')} decimalScale={2} {...number('fee')} />
            <NumberInput label={t('admin.shipping.feePerKg')} decimalScale={2} {...number('fee_per_kg')} />
            <NumberInput label={t('admin.shipping.includedKg')} allowDecimal={false} {...number('included_kg')} />
            <NumberInput
              label={t('admin.shipping.freeOver')}
              description={t('admin.shipping.freeOverHint')}
              decimalScale={2}
              min={0}
              value={values.free_over ?? ''}
              onChange={(v) => set('free_over', v === '' ? null : Number(v))}
            />
            <NumberInput label={t('admin.shipping.daysMin')} allowDecimal={false} {...number('days_min')} />
            <NumberInput label={t('admin.shipping.daysMax')} allowDecimal={false} {...number('days_max')} />
          </SimpleGrid>
          <Switch
            label={t('admin.shipping.express')}
            checked={values.express}
            onChange={(e) => set('express', e.currentTarget.checked)}
          />
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage(save.error) ?? t('admin.shipping.failed')}
            </Alert>
          )}
          {save.isSuccess && (
            <Text size="sm" c="leaf" data-testid="shipping-zone-saved">
              {save.data.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="shipping-zone-save">
              {t('admin.shipping.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /admin/shipping: the delivery zones, each editable; a governorate given to a zone leaves its old one. */
export function ShippingZonesSection() {
  const { t } = useTranslation();
  const zones = trpc.shipping.zones.useQuery();
  return (
    <Stack gap="md" data-testid="admin-shipping">
      <AdminSectionHeader title={t('admin.shipping.title')} description={t('admin.shipping.intro')} />
      {zones.isError && <Text c="red">{t('admin.shipping.loadFailed')}</Text>}
      {zones.data?.zones.map((zone) => (
        <ZoneCard key={`${zone.id}:${zone.governorates.join(',')}:${zone.fee}`} zone={zone} />
      ))}
    </Stack>
  );
}
