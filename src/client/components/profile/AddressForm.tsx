import { Alert, Checkbox, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { localPhone } from '../../../shared/phone';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES } from '../../../shared/governorates';
import { type AddressInput, SHIPPING_COUNTRIES, ZAddressInput } from '../../../shared/schemas/auth';
import { useLanguage } from '../../hooks/useLanguage';
import type { SavedAddress } from '../../hooks/useAddresses';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { serverMessage } from '../../lib/errors';
import { schemaValidator } from '../../lib/formValidation';
import type { PublicUser } from '../../lib/trpc';
import { FormActions } from '../FormActions/FormActions';
import { ContactField } from '../auth/ContactField';
import type { AddressValues } from '../../lib/checkoutForm';

/** A saved address as the form holds it: the checkout's address, with its name and whether it is the default. */
interface SavedAddressValues extends AddressValues {
  label: string;
  /** The governorate's ISO code, '' until one is chosen. */
  governorate: string;
  is_default: boolean;
}

/** Delivery is priced by governorate, and only Egypt's addresses have one. */
const hasGovernorate = (country: string) => country === 'Egypt';

/** What the form sends: the governorate of an Egyptian address (none elsewhere), '' sent as absent. */
export function addressInputOf(values: SavedAddressValues): Record<string, unknown> {
  const { governorate, ...rest } = values;
  return hasGovernorate(values.country) && governorate ? { ...rest, governorate } : rest;
}

function valuesFrom(address: SavedAddress | null, user: PublicUser, firstAddress: boolean): SavedAddressValues {
  if (address) {
    return {
      label: address.label ?? '',
      first_name: address.first_name,
      last_name: address.last_name,
      phone: localPhone(address.phone),
      address: address.address,
      city: address.city,
      country: address.country,
      postal_code: address.postal_code ?? '',
      governorate: address.governorate ?? '',
      is_default: address.is_default,
    };
  }
  // A new address starts from what the profile already knows.
  return {
    label: '',
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ? localPhone(user.phone) : '',
    address: user.address ?? '',
    city: user.city ?? '',
    country: (SHIPPING_COUNTRIES as readonly string[]).includes(user.country) ? user.country : 'Egypt',
    postal_code: '',
    governorate: '',
    is_default: firstAddress,
  };
}

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: SavedAddress | null;
  user: PublicUser;
  firstAddress: boolean;
  onSave: (values: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Add or edit one saved address (the checkout's address fields, plus a label and the default choice). */
export function AddressForm({ address, user, firstAddress, onSave, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { language } = useLanguage();
  const validate = useMemo(() => {
    const bySchema = schemaValidator(ZAddressInput, translate);
    // An Egyptian address needs its governorate: the delivery fee and days are priced by it.
    return (values: SavedAddressValues) => {
      const errors = bySchema(addressInputOf(values));
      if (hasGovernorate(values.country) && !values.governorate)
        errors.governorate = t('addresses.form.governorateRequired');
      return errors;
    };
  }, [translate, t]);
  const form = useForm<SavedAddressValues>({ initialValues: valuesFrom(address, user, firstAddress), validate });
  const countries = SHIPPING_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }));
  const governorates = GOVERNORATES.map((g) => ({ value: g.code, label: language === 'ar' ? g.name_ar : g.name })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
  const optional = ` (${t('addresses.form.optional')})`;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      await onSave(addressInputOf(values) as AddressInput);
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? translate(message) : t('messages.networkError'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" data-testid="address-form">
      <Title order={3} fz="md" mb="sm">
        {address ? t('addresses.form.editTitle') : t('addresses.form.addTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert" title={t('addresses.saveFailed')}>
              {error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('addresses.form.label') + optional}
              placeholder={t('addresses.form.labelPlaceholder')}
              disabled={saving}
              {...form.getInputProps('label')}
            />
            <ContactField
              type="tel"
              label={t('addresses.form.phone')}
              required
              disabled={saving}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('addresses.form.firstName')}
              autoComplete="given-name"
              required
              disabled={saving}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('addresses.form.lastName')}
              autoComplete="family-name"
              required
              disabled={saving}
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('addresses.form.address')}
            placeholder={t('addresses.form.addressPlaceholder')}
            autoComplete="street-address"
            required
            disabled={saving}
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('addresses.form.city')}
              autoComplete="address-level2"
              required
              disabled={saving}
              {...form.getInputProps('city')}
            />
            <NativeSelect
              label={t('addresses.form.country')}
              data={countries}
              disabled={saving}
              {...form.getInputProps('country')}
            />
            <TextInput
              label={t('addresses.form.postalCode') + optional}
              autoComplete="postal-code"
              dir="ltr"
              disabled={saving}
              {...form.getInputProps('postal_code')}
            />
          </SimpleGrid>
          {hasGovernorate(form.getValues().country) && (
            <NativeSelect
              label={t('addresses.form.governorate')}
              description={t('addresses.form.governorateHint')}
              required
              disabled={saving}
              data={[{ value: '', label: t('addresses.form.chooseGovernorate') }, ...governorates]}
              data-testid="address-governorate"
              {...form.getInputProps('governorate')}
            />
          )}
          <Checkbox
            label={t('addresses.form.makeDefault')}
            disabled={saving || Boolean(address?.is_default)}
            {...form.getInputProps('is_default', { type: 'checkbox' })}
          />
          <FormActions
            submitLabel={t('addresses.form.save')}
            cancelLabel={t('addresses.form.cancel')}
            saving={saving}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Paper>
  );
}
