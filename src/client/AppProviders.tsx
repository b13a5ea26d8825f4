import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { directionOf, type Language } from './i18n';
import { AuthProvider } from './lib/auth';
import { CartProvider } from './lib/cart';
import { lazyNamed } from './lib/lazyNamed';
import { trpc } from './lib/trpc';
import { cssVariablesResolver, theme } from './theme/theme';

const GlobalOverlays = lazyNamed(() => import('./components/GlobalOverlays/GlobalOverlays'), 'GlobalOverlays');

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof trpc.createClient>;
  /** The language i18next started with; sets the first direction before any effect runs. */
  initialLanguage: Language;
}

/**
 * Notifications and modals, after the first commit: they are never part of a first paint rendered to HTML, so the
 * browser hydrates the same tree the server rendered (a lazy part the server cannot wait for would be thrown away).
 * Its own component, so that its state re-renders only itself, not the providers (whose new values would re-render
 * every component that reads them).
 */
function Overlays() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <GlobalOverlays />
    </Suspense>
  ) : null;
}

/** tRPC and react-query, Mantine (theme, direction), the session and the cart around the app; notifications and modals beside it. */
export function AppProviders({ children, queryClient, trpcClient, initialLanguage }: AppProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={directionOf(initialLanguage)} detectDirection={false}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
            <AuthProvider>
              <CartProvider>{children}</CartProvider>
            </AuthProvider>
            <Overlays />
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
