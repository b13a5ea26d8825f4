import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoreSettings } from '../../hooks/useStoreSettings';
import { customAddress } from '../../lib/storeSettings';

interface ContactDetailsProps {
  /** Show "Location", "E-mail", "Phone" before each value (the about page does, the footer does not). */
  withLabels?: boolean;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The store's location, e-mail and phone: the shop settings' store_contact (the spec's defaults until they arrive). */
export function ContactDetails({ withLabels = false }: ContactDetailsProps) {
  const { t } = useTranslation();
  const contact = useStoreSettings().store_contact;
  const address = customAddress(contact);
  const rows = [
    {
      key: 'location',
      label: t('contact.locationLabel'),
      icon: '📍',
      // The default address is said in the reader's language; one an administrator wrote is shown as written.
      value: address ? (
        <Text span dir="auto" data-testid="store-address">
          {address}
        </Text>
      ) : (
        <Text span data-testid="store-address">
          {t('contact.location')}
        </Text>
      ),
    },
    {
      key: 'email',
      label: t('contact.emailLabel'),
      icon: '✉️',
      value: (
        <Anchor href={`mailto:${contact.email}`} className="ltr-run" data-testid="store-email">
          {contact.email}
        </Anchor>
      ),
    },
    {
      key: 'phone',
      label: t('contact.phoneLabel'),
      icon: '📞',
      value: (
        <Anchor href={telHref(contact.phone)} className="ltr-run" data-testid="store-phone">
          {contact.phone}
        </Anchor>
      ),
    },
  ];
  return (
    <Stack gap={6} component="address" style={{ fontStyle: 'normal' }}>
      {rows.map((row) => (
        <Text key={row.key} size="sm">
          <span aria-hidden>{row.icon} </span>
          {withLabels && <Text span fw={600}>{`${row.label}: `}</Text>}
          {row.value}
        </Text>
      ))}
    </Stack>
  );
}
