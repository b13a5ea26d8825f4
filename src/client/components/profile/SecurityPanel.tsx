import { Stack } from '@mantine/core';
import { LoginHistoryList } from './LoginHistoryList';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

/** The Security tab: two-factor sign-in, the signed-in devices, and the sign-in history. */
export function SecurityPanel() {
  return (
    <Stack gap="lg">
      <TwoFactorSection />
      <SessionsList />
      <LoginHistoryList />
    </Stack>
  );
}
