import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { AppProviders } from './AppProviders';
import type { Language } from './i18n';
import { FirstPaintRelease } from './lib/firstPaint';
import type { trpc } from './lib/trpc';

interface AppRootProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof trpc.createClient>;
  initialLanguage: Language;
  /** The address being rendered, on the server only (the browser's own location is used otherwise). */
  ssrPath?: string;
  ssrSearch?: string;
}

/**
 * The whole app as one element, the same tree in the browser (src/client/main.tsx) and in the first paint rendered
 * to HTML (src/client/prerender.tsx): the browser hydrates that HTML, so the two must render the same components in
 * the same places.
 */
export function AppRoot({ queryClient, trpcClient, initialLanguage, ssrPath, ssrSearch }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient} initialLanguage={initialLanguage}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <App />
        </Router>
      </AppProviders>
      <FirstPaintRelease />
    </StrictMode>
  );
}
