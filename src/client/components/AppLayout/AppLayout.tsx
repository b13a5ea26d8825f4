import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { MobileNav } from '../MobileNav/MobileNav';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';

/** Header on top, a menu that slides in below the `lg` breakpoint, the page, and the footer under it. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const [location] = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger — every navigation closes the menu and starts at the top
  useEffect(() => {
    close();
    window.scrollTo(0, 0);
  }, [location, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'lg', collapsed: { mobile: !menuOpened, desktop: true } }}
      padding={0}
    >
      <AppShell.Header>
        <SiteHeader menuOpened={menuOpened} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="md" hiddenFrom="lg" style={{ overflowY: 'auto' }}>
        <MobileNav />
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          {children}
        </Box>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
