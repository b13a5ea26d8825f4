import './styles/mantine';
import './styles/fonts';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '../shared/prerender';
import { App, preloadScreen } from './App';
import { AppProviders } from './AppProviders';
import { initI18n, loadLanguage } from './i18n';
import { seedPreloadedQueries } from './lib/preloadedQueries';
import { isPublicRead } from './lib/publicReads';
import { createQueryClient } from './lib/queryClient';
import { registerServiceWorker } from './lib/serviceWorker';
import { createTrpcClient } from './lib/trpc';

const initialLanguage = initI18n();
const queryClient = createQueryClient();
// The first screen's answers, when the server wrote them into the page (/shop, /shop/{slug}).
seedPreloadedQueries(queryClient);
const trpcClient = createTrpcClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(): void {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient} initialLanguage={initialLanguage}>
        <App />
      </AppProviders>
    </StrictMode>
  );
  const reactRoot = createRoot(root as HTMLElement);
  // Over a first paint the app renders as a transition: React works in short slices between which the phone can
  // still scroll and paint, and puts its screen in place of the first paint in one go when it is done.
  if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

// Arabic brings its catalogue first (English, the fallback, is already here); if it cannot come, English it is.
// A first paint from the server (src/shared/prerender.ts) stays until its screen's code is here, so the app replaces it
// with the same screen rather than with the loader.
if (initialLanguage !== 'en') void loadLanguage(initialLanguage).then(render, render);
else if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) void preloadScreen(window.location.pathname).then(render, render);
else render();

// Once the worker controls the page, ask the public reads on screen again so the page the grower landed on is saved.
registerServiceWorker(() => {
  void queryClient.refetchQueries({
    type: 'active',
    predicate: (query) => {
      const path = query.queryKey[0];
      return Array.isArray(path) && isPublicRead(path.join('.'));
    },
  });
});
