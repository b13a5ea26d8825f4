import { Group, Stack, Text } from '@mantine/core';
import { localPhone } from '../../../../shared/phone';
import type { ReactNode } from 'react';
import type { OrderAddress } from '../../../../shared/orders';
import { CodeText } from '../../CodeText/CodeText';

/** A titled block of an order's details (an address, the payment, the tracking, the notes). */
export function DetailBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

interface AddressBlockProps {
  title: string;
  address: OrderAddress;
  /** The city, postal code and country, as the screen joins them. */
  place: ReactNode;
}

/** An order's shipping or billing address: the name, the phone (a left-to-right run in Arabic too), the street and the place. */
export function AddressBlock({ title, address, place }: AddressBlockProps) {
  return (
    <DetailBlock title={title}>
      <Text size="sm">
        {address.first_name} {address.last_name}
      </Text>
      <Text size="sm">
        <CodeText>{localPhone(address.phone)}</CodeText>
      </Text>
      <Text size="sm">{address.address}</Text>
      <Text size="sm">{place}</Text>
    </DetailBlock>
  );
}

/** A line of an order's totals (subtotal, shipping, discount), its amount at the end of the line; `total` for the last, in bold. */
export function SummaryLine({ label, value, total }: { label: ReactNode; value: string; total?: boolean }) {
  const text = total ? { fw: 700 } : { size: 'sm' };
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text {...text}>{label}</Text>
      <Text {...text}>{value}</Text>
    </Group>
  );
}
