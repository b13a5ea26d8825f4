import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STORE_CONTACT } from '../../../shared/business';

interface ContactDetailsProps {
  /** Show "Location", "E-mail", "Phone" before each value (the about page does, the footer does not). */
  withLabels?: boolean;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The store's location, e-mail and phone from src/shared/business.ts. */
export function ContactDetails({ withLabels = false }: ContactDetailsProps) {
  const { t } = useTranslation();
  const rows = [
    { key: 'location', label: t('contact.locationLabel'), icon: '📍', value: <Text span>{t('contact.location')}</Text> },
    {
      key: 'email',
      label: t('contact.emailLabel'),
      icon: '✉️',
      value: (
        <Anchor href={`mailto:${STORE_CONTACT.email}`} className="ltr-run">
          {STORE_CONTACT.email}
        </Anchor>
      ),
    },
    {
      key: 'phone',
      label: t('contact.phoneLabel'),
      icon: '📞',
      value: (
        <Anchor href={telHref(STORE_CONTACT.phone)} className="ltr-run">
          {STORE_CONTACT.phone}
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
