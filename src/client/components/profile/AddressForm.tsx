import { Alert, Checkbox, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { localPhone } from '../../../shared/phone';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddressInput, SHIPPING_COUNTRIES, ZAddressInput } from '../../../shared/schemas/auth';
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
  is_default: boolean;
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
  const validate = useMemo(() => schemaValidator(ZAddressInput, translate), [translate]);
  const form = useForm<SavedAddressValues>({ initialValues: valuesFrom(address, user, firstAddress), validate });
  const countries = SHIPPING_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }));
  const optional = ` (${t('addresses.form.optional')})`;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      await onSave(values as AddressInput);
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
