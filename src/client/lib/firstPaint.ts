import { useEffect } from 'react';
import {
  FIRST_PAINT_ATTRIBUTES,
  FIRST_PAINT_SHIELD_ID,
  PRERENDERED_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
} from '../../shared/prerender';

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

/** Whether the app's first render is hydrating a first paint (read before that render has committed). */
export function hydratingFirstPaint(): boolean {
  return (
    typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) === true
  );
}

/** The painted Login and Sign Up no longer hidden: the app shows the reader's own session now. */
export function releaseSignedInPaint(doc: Pick<Document, 'documentElement'>): void {
  doc.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
}
