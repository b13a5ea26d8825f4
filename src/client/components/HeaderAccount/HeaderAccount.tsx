import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { lazyNamed } from '../../lib/lazyNamed';
import { AuthButtons } from '../AuthButtons/AuthButtons';

/* The menu (Menu, Popover, floating positioning) is only needed once signed in: its own chunk. */
const UserMenu = lazyNamed(() => import('../UserMenu/UserMenu'), 'UserMenu');

/** The header's account corner: Login and Sign Up while signed out, the user menu while signed in. */
export function HeaderAccount() {
  const { user } = useAuth();
  if (!user) return <AuthButtons />;
  return (
    <Suspense fallback={<Box w={34} h={34} />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
