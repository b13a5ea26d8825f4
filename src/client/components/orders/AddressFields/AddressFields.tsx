import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_COUNTRIES } from '../../../../shared/schemas/auth';
import { ADDRESS_FIELD_ORDER, type AddressField, type CheckoutValues } from '../../../lib/checkoutForm';
import { countryName } from '../../../lib/countryName';
import { ContactField } from '../../auth/ContactField';

export type { AddressField };

/** The input id of an address field, so the first failing one can be focused. */
export const addressInputId = (group: 'shipping' | 'billing', field: AddressField) => `checkout-${group}-${field}`;

interface AddressFieldsProps {
  group: 'shipping' | 'billing';
  form: UseFormReturnType<CheckoutValues>;
  disabled: boolean;
}

/**
 * The five required fields, the country (Egypt, Saudi Arabia, UAE, Jordan) and the optional postal code, in
 * ADDRESS_FIELD_ORDER: the order in which the checkout reports what is missing.
 */
export function AddressFields({ group, form, disabled }: AddressFieldsProps) {
  const { t } = useTranslation();
  const props = (field: AddressField) => ({
    ...form.getInputProps(`${group}.${field}`),
    key: form.key(`${group}.${field}`),
    id: addressInputId(group, field),
    disabled,
  });
  const required = { withAsterisk: true } as const;
  const inputs: Record<AddressField, ReactNode> = {
    first_name: (
      <TextInput
        label={t('checkout.fields.first_name')}
        autoComplete={`${group} given-name`}
        {...required}
        {...props('first_name')}
      />
    ),
    last_name: (
      <TextInput
        label={t('checkout.fields.last_name')}
        autoComplete={`${group} family-name`}
        {...required}
        {...props('last_name')}
      />
    ),
    phone: (
      <ContactField
        type="tel"
        label={t('checkout.fields.phone')}
        placeholder={t('checkout.phonePlaceholder')}
        description={t('checkout.phoneHint')}
        inputMode="tel"
        autoComplete={`${group} tel`}
        {...required}
        {...props('phone')}
      />
    ),
    city: (
      <TextInput
        label={t('checkout.fields.city')}
        autoComplete={`${group} address-level2`}
        {...required}
        {...props('city')}
      />
    ),
    address: (
      <TextInput
        label={t('checkout.fields.address')}
        autoComplete={`${group} street-address`}
        style={{ gridColumn: '1 / -1' }}
        {...required}
        {...props('address')}
      />
    ),
    country: (
      <NativeSelect
        label={t('checkout.fields.country')}
        data={SHIPPING_COUNTRIES.map((country) => ({ value: country, label: countryName(t, country) }))}
        {...props('country')}
      />
    ),
    postal_code: (
      <TextInput
        label={t('checkout.fields.postal_code')}
        autoComplete={`${group} postal-code`}
        dir="ltr"
        {...props('postal_code')}
      />
    ),
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {ADDRESS_FIELD_ORDER.map((field) => inputs[field])}
    </SimpleGrid>
  );
}
