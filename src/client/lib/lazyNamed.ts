import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A lazy screen that can be fetched ahead of its first render (`preload`). */
// biome-ignore lint/suspicious/noExplicitAny: the constraint React.lazy itself puts on a component
export type PreloadableScreen<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => Promise<void> };

/**
 * React.lazy for a module's named export, so pages keep named function exports and still split per route. `preload()`
 * fetches the screen early; once fetched, React gets it without suspending (a thenable that answers at once), so a
 * page whose first paint came from the server (src/client/prerender.tsx) is replaced by the same screen, not by the loader.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadableScreen<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  type Screen = { default: M[K] extends ComponentType<infer P> ? ComponentType<P> : never };
  let loaded: Screen | null = null;
  let loading: Promise<Screen> | null = null;
  const fetchScreen = () => {
    loading ??= load().then(
      (module) => (loaded = { default: module[name] as never }),
      (error: unknown) => {
        loading = null; // a later render asks again (a weak network may have dropped the file)
        throw error;
      },
    );
    return loading;
  };
  // A thenable on purpose: React reads a screen that is already here without suspending.
  const answerAtOnce = (screen: Screen) =>
    // biome-ignore lint/suspicious/noThenProperty: see above
    ({ then: (resolve: (value: Screen) => void) => resolve(screen) }) as unknown as Promise<Screen>;
  const screen = lazy(() => (loaded ? answerAtOnce(loaded) : fetchScreen()));
  return Object.assign(screen, { preload: () => fetchScreen().then(() => undefined) });
}

/** lazyNamed for a screen that also needs texts loaded beside its code (both are fetched in parallel). */
export function lazyNamedWith<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  alsoLoad: () => Promise<unknown>,
): PreloadableScreen<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazyNamed(async () => (await Promise.all([load(), alsoLoad()]))[0], name);
}
