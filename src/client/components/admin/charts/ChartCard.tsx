import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart of an admin page in a bordered card under its title (the dashboard, the system page). */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
