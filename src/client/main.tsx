import './styles/mantine';
import './styles/fonts';
import './styles/global.css';
import i18n from 'i18next';
import { startTransition } from 'react';
import { plainAddress } from '../shared/addresses';
import { paintedScreenOf } from '../shared/prerenderScreens';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadScreen } from './App';
import { AppRoot } from './AppRoot';
import { initI18n, loadLanguage, loadServerTexts } from './i18n';
import { hydratingFirstPaint } from './lib/firstPaint';
import { seedPreloadedQueries } from './lib/preloadedQueries';
import { isPublicRead } from './lib/publicReads';
import { createQueryClient } from './lib/queryClient';
import { registerServiceWorker } from './lib/serviceWorker';
import { startingLanguage } from './lib/siteLanguage';
import { createTrpcClient } from './lib/trpc';

// The address is the language (a remembered Arabic choice at a plain address first moves to the `/ar` twin).
const initialLanguage = startingLanguage();
initI18n(initialLanguage);
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(): void {
  const app = <AppRoot queryClient={queryClient} trpcClient={trpcClient} initialLanguage={initialLanguage} />;
  // A first paint (src/shared/prerender.ts) is hydrated, not replaced: the painted elements stay (the largest picture
  // is not drawn twice) and React only attaches to them. As a transition, React works in short slices between which
  // the phone can still scroll and paint.
  if (hydratingFirstPaint()) startTransition(() => void hydrateRoot(root as HTMLElement, app));
  else createRoot(root as HTMLElement).render(app);
}

/**
 * The start is cut into tasks: on a cheap phone the app's own script, the answers written into the page and the
 * hydration each take the main thread for a while, and between them the phone can paint and answer a tap.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // Arabic brings its catalogue first (English, the fallback, is already here); if it cannot come, English it is.
  // A first paint (src/shared/prerender.ts), in either language, waits for its screen's code too, so the app hydrates
  // it with the same screen and the same texts rather than with the loader. Both are fetched while the answers below
  // are read.
  const waits: Promise<void>[] = [];
  if (initialLanguage !== 'en') waits.push(loadLanguage(initialLanguage));
  if (hydratingFirstPaint()) waits.push(preloadScreen(window.location.pathname));
  // The screens the server does not paint (signing in, the cart, the account, administration) are forms: their
  // messages are there before their first render. The painted public screens get them once idle (below).
  if (!paintedScreenOf(plainAddress(window.location.pathname))) waits.push(loadServerTexts(initialLanguage));
  await nextTask();
  // The first screen's answers, when the server wrote them into the page (/shop, /shop/{slug}, /crops, …).
  seedPreloadedQueries(queryClient);
  await Promise.allSettled(waits);
  if (waits.length > 0) await nextTask();
  render();
  // The server's messages (errors, answers worded by key) come once the page is loaded and the phone is idle: the
  // first screen never shows one, and they would share the weak network with its code and pictures.
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);
  const fetchServerTexts = () =>
    whenIdle(() => void loadServerTexts(i18n.language === 'ar' ? 'ar' : 'en').catch(() => {}));
  if (document.readyState === 'complete') fetchServerTexts();
  else window.addEventListener('load', fetchServerTexts, { once: true });
}

void start();

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
