import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderAddress } from '../../../../events/order/order';

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
  /** The phone's line, as the screen writes a phone number. */
  phone: ReactNode;
  /** The city, postal code and country, as the screen joins them. */
  place: ReactNode;
}

/** An order's shipping or billing address: the name, the phone, the street and the place. */
export function AddressBlock({ title, address, phone, place }: AddressBlockProps) {
  return (
    <DetailBlock title={title}>
      <Text size="sm">
        {address.first_name} {address.last_name}
      </Text>
      {phone}
      <Text size="sm">{address.address}</Text>
      <Text size="sm">{place}</Text>
    </DetailBlock>
  );
}

/** A line of an order's totals (subtotal, shipping, discount), its amount at the end of the line; `total` for the last, in bold. */
export function SummaryLine({ label, value, total }: { label: string; value: string; total?: boolean }) {
  const text = total ? { fw: 700 } : { size: 'sm' };
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text {...text}>{label}</Text>
      <Text {...text}>{value}</Text>
    </Group>
  );
}
