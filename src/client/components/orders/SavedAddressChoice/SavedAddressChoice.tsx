import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localPhone } from '../../../../shared/phone';
import type { SavedAddress } from '../../../hooks/useAddresses';
import { useLanguage } from '../../../hooks/useLanguage';
import { joinList } from '../../../lib/format';

/** The choice of the checkout's shipping address: a saved one (by id) or a new one typed into the form. */
export type AddressChoice = string | 'new';

interface SavedAddressChoiceProps {
  saved: readonly SavedAddress[];
  chosen: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
  /** Whether a new address is saved to the profile once the order is placed. */
  saveNew: boolean;
  onSaveNew: (save: boolean) => void;
  disabled: boolean;
}

/**
 * The profile's saved addresses above the checkout's shipping form: the default one chosen, one tap
 * for another, one for a new address — which can be kept in the profile for the next order. Without saved addresses
 * the form is the new address, and only the box to keep it shows.
 */
export function SavedAddressChoice({ saved, chosen, onChoose, saveNew, onSaveNew, disabled }: SavedAddressChoiceProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const keepNew = (
    <Checkbox
      checked={saveNew}
      onChange={(event) => onSaveNew(event.currentTarget.checked)}
      disabled={disabled}
      label={t('checkout.savedAddresses.saveNew')}
      data-testid="save-new-address"
    />
  );
  // No saved address yet: the form is the new address, and it can be kept for next time.
  if (saved.length === 0) return <Stack mb="md">{keepNew}</Stack>;
  return (
    <Stack gap="xs" mb="md">
      <Radio.Group
        value={chosen}
        onChange={(value) => onChoose(value)}
        label={t('checkout.savedAddresses.label')}
        data-testid="saved-addresses"
      >
        <Stack gap="xs" mt={4}>
          {saved.map((address) => (
            <Radio
              key={address.id}
              value={address.id}
              disabled={disabled}
              data-testid="saved-address"
              data-address-id={address.id}
              label={
                <span>
                  <Text span fw={600} size="sm">
                    {address.label || `${address.first_name} ${address.last_name}`}
                  </Text>
                  {address.is_default && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {t('checkout.savedAddresses.default')}
                    </Text>
                  )}
                </span>
              }
              description={
                <>
                  {joinList([address.address, address.city].filter(Boolean), language)} ·{' '}
                  <bdi dir="ltr">{localPhone(address.phone)}</bdi>
                </>
              }
            />
          ))}
          <Radio value="new" disabled={disabled} label={t('checkout.savedAddresses.new')} data-testid="new-address" />
        </Stack>
      </Radio.Group>
      {chosen === 'new' && keepNew}
    </Stack>
  );
}
