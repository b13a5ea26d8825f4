import { Box, Button, FileButton, LoadingOverlay, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useUploadAvatar } from '../../hooks/useProfile';
import { serverMessage } from '../../lib/errors';
import { readFileAsBase64 } from '../../lib/files';
import type { PublicUser } from '../../lib/trpc';
import { UserAvatar } from '../UserAvatar/UserAvatar';

/** The server's limit for profile photos (issue 3: an image of at most 2 MB, PNG, JPEG or WebP). */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The profile photo and a button to pick a new one; checked here first so nothing too big crosses a slow line. */
export function AvatarUpload({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const upload = useUploadAvatar();

  const fail = (message: string) =>
    notifications.show({ id: 'avatar', color: 'red', title: t('profile.avatar.failed'), message });

  const pick = async (file: File | null) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return fail(t('profile.avatar.wrongType'));
    if (file.size > AVATAR_MAX_BYTES) return fail(t('profile.avatar.tooLarge'));
    try {
      const base64 = await readFileAsBase64(file);
      await upload.mutateAsync({ file: { fieldname: 'avatar', filename: file.name, mimetype: file.type, base64 } });
      notifications.show({ id: 'avatar', color: 'leaf', message: t('profile.avatar.updated') });
    } catch (failure) {
      const message = serverMessage(failure);
      fail(message ? translate(message) : t('messages.networkError'));
    }
  };

  return (
    <Stack align="center" gap="xs">
      <Box pos="relative">
        <UserAvatar user={user} size={104} data-testid="profile-avatar" />
        <LoadingOverlay visible={upload.isPending} overlayProps={{ radius: 999 }} loaderProps={{ size: 'sm' }} />
      </Box>
      <FileButton onChange={(file) => void pick(file)} accept={AVATAR_TYPES.join(',')} disabled={upload.isPending}>
        {(props) => (
          <Button {...props} size="compact-sm" variant="light" disabled={upload.isPending}>
            {t('profile.avatar.change')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
