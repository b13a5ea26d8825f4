/**
 * Registers the service worker (built by vite-plugin-pwa into /sw.js) in production builds only: the dev server
 * and `vite preview`-less tests of the source never get one. Registration waits for the page's `load`, then a few
 * seconds and an idle moment: installing the worker downloads and stores every part of the site, and on two cores
 * that work, started at `load`, ran beside the app's own start (Lighthouse on /shop: TBT 430–770 ms, 270–330 ms
 * with the worker registered later).
 *
 * `onFirstControl` runs when a worker takes control of a page that had none (the first visit): the calls the page
 * made before that went past the worker, so the caller asks them again to have them saved for offline use.
 */
/** How long after `load` the worker is registered, and how long it then waits at most for an idle moment. */
const REGISTER_DELAY_MS = 3000;
const REGISTER_IDLE_TIMEOUT_MS = 5000;

export function registerServiceWorker(onFirstControl: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!container.controller) container.addEventListener('controllerchange', onFirstControl, { once: true });
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, storage full, an old browser): the site works as before, only not offline.
    });
  };
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: REGISTER_IDLE_TIMEOUT_MS });
      else register();
    }, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
