import '@mantine/core/styles/Avatar.css';
import { Avatar, type AvatarProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../lib/trpc';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  user: Pick<PublicUser, 'first_name' | 'last_name' | 'avatar_url'>;
}

/** The user's photo, or their initials on a green circle when there is none (or it fails to load). */
export function UserAvatar({ user, ...props }: UserAvatarProps) {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = [user.first_name, user.last_name]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return (
    <Avatar src={user.avatar_url || null} alt={t('userMenu.avatarAlt', { name })} color="leaf" radius={1000} {...props}>
      {initials || null}
    </Avatar>
  );
}
