import './styles/mantine';
import './styles/fonts';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { initI18n, loadLanguage } from './i18n';
import { isPublicRead } from './lib/publicReads';
import { createQueryClient } from './lib/queryClient';
import { registerServiceWorker } from './lib/serviceWorker';
import { createTrpcClient } from './lib/trpc';

const initialLanguage = initI18n();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(): void {
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient} initialLanguage={initialLanguage}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

// Arabic brings its catalogue first (English, the fallback, is already here); if it cannot come, English it is.
if (initialLanguage === 'en') render();
else void loadLanguage(initialLanguage).then(render, render);

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
