import { useEffect } from 'react';
import { FIRST_PAINT_ATTRIBUTES, FIRST_PAINT_SHIELD_ID } from '../../shared/prerender';

/** Puts the first paint back in reach once the app has hydrated it (src/shared/prerender.ts put it out of reach). */
export function releaseFirstPaint(doc: Pick<Document, 'getElementById'>): void {
  doc.getElementById(FIRST_PAINT_SHIELD_ID)?.remove();
  const root = doc.getElementById('root');
  for (const [name] of FIRST_PAINT_ATTRIBUTES) root?.removeAttribute(name);
}

/** Renders nothing; after the app's first commit (a hydration or a client render) #root is in reach. */
export function FirstPaintRelease() {
  useEffect(() => releaseFirstPaint(document), []);
  return null;
}
