/**
 * Registers the service worker (built by vite-plugin-pwa into /sw.js) in production builds only: the dev server
 * and `vite preview`-less tests of the source never get one. Registration waits for the page's `load`, so the first
 * load of the site is not slowed by the worker's downloads.
 *
 * `onFirstControl` runs when a worker takes control of a page that had none (the first visit): the calls the page
 * made before that went past the worker, so the caller asks them again to have them saved for offline use.
 */
export function registerServiceWorker(onFirstControl: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!container.controller) container.addEventListener('controllerchange', onFirstControl, { once: true });
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, storage full, an old browser): the site works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
