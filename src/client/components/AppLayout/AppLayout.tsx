import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAddressHead } from '../../hooks/useAddressHead';
import { lazyNamed } from '../../lib/lazyNamed';
import { MaintenanceBanner } from '../MaintenanceBanner/MaintenanceBanner';
import { OfflineBanner } from '../OfflineBanner/OfflineBanner';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import classes from './AppLayout.module.css';

/* The phone menu (NavLink, Collapse) is loaded the first time it is opened, not with the first screen. */
const MobileNav = lazyNamed(() => import('../MobileNav/MobileNav'), 'MobileNav');

/** Header on top, a menu that slides in below the `lg` breakpoint, the shop's notice and the offline banner, the page, and the footer under it. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [location] = useLocation();
  useAddressHead();
  if (menuOpened && !menuLoaded) setMenuLoaded(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger — every navigation closes the menu and starts at the top
  useEffect(() => {
    close();
    window.scrollTo(0, 0);
  }, [location, close]);

  return (
    <>
      <header className={classes.header}>
        <SiteHeader menuOpened={menuOpened} onToggleMenu={toggle} />
      </header>
      <div id="mobile-menu" className={classes.menu} data-opened={menuOpened || undefined}>
        {menuLoaded && (
          <Suspense fallback={null}>
            <MobileNav />
          </Suspense>
        )}
      </div>
      <main className={classes.main}>
        <MaintenanceBanner />
        <OfflineBanner />
        <div className={classes.page}>{children}</div>
        <SiteFooter />
      </main>
    </>
  );
}
