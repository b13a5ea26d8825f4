import { useEffect } from 'react';
import { FIRST_PAINT_ATTRIBUTES } from '../../shared/prerender';

/** Puts #root back in reach once the app has hydrated the first paint (src/shared/prerender.ts made it inert). */
export function releaseFirstPaint(root: HTMLElement | null): void {
  if (!root) return;
  root.inert = false;
  for (const [name] of FIRST_PAINT_ATTRIBUTES) root.removeAttribute(name);
}

/** Renders nothing; after the app's first commit (a hydration or a client render) #root is in reach. */
export function FirstPaintRelease() {
  useEffect(() => releaseFirstPaint(document.getElementById('root')), []);
  return null;
}
