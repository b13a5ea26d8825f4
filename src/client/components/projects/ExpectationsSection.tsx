import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmojiIcon } from '../EmojiIcon/EmojiIcon';
import { SectionHeading } from '../SectionHeading/SectionHeading';

const EXPECTATIONS = [
  { id: 'guides', icon: '📘' },
  { id: 'progress', icon: '📷' },
  { id: 'costs', icon: '💰' },
  { id: 'community', icon: '💬' },
] as const;

/** The four things every project will offer. */
export function ExpectationsSection() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48} component="section">
      <SectionHeading title={t('projects.expect.title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {EXPECTATIONS.map((item) => (
          <Paper key={item.id} withBorder p="lg">
            <Group align="flex-start" wrap="nowrap" gap="md">
              <EmojiIcon emoji={item.icon} size={44} />
              <Stack gap={4}>
                <Title order={3} fz="md">
                  {t(`projects.expect.${item.id}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`projects.expect.${item.id}.text`)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
