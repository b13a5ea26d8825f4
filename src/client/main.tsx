import './styles/mantine';
import './styles/fonts';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { initI18n } from './i18n';
import { createQueryClient } from './lib/queryClient';
import { createTrpcClient } from './lib/trpc';

const initialLanguage = initI18n();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} trpcClient={trpcClient} initialLanguage={initialLanguage}>
      <App />
    </AppProviders>
  </StrictMode>,
);
