import { Center, Loader, Stack, Text } from '@mantine/core';

/** While an e-mailed link's token is being checked ('Checking your link…'). */
export function TokenLinkLoader({ text }: { text: string }) {
  return (
    <Center py="md">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
