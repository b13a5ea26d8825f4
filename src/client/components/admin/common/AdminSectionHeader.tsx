import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminSectionHeaderProps {
  title: string;
  description?: string;
  /** Buttons beside the title (Refresh, Create backup, ...). */
  actions?: ReactNode;
}

/** The heading of an admin section: its title, a line about it, and its actions. */
export function AdminSectionHeader({ title, description, actions }: AdminSectionHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="md" gap="sm" wrap="wrap">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
