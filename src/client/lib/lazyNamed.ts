import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export, so pages keep named function exports and still split per route. */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as never };
  });
}

/** lazyNamed for a screen that also needs texts loaded beside its code (both are fetched in parallel). */
export function lazyNamedWith<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  alsoLoad: () => Promise<unknown>,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazyNamed(async () => (await Promise.all([load(), alsoLoad()]))[0], name);
}
