import type { ReactNode } from 'react';

/**
 * An order number, a coupon code, a phone number or a formula ("FL-2026-000032", "N-P-K 20-20-20") as one piece:
 * isolated left to right so Arabic around it cannot flip its parts, and never broken at its hyphens or spaces.
 */
export function CodeText({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <bdi dir="ltr" className="code-run" data-testid={testId}>
      {children}
    </bdi>
  );
}

/** Where a translated sentence holds its code: a private-use character that no text of the site contains. */
export const CODE_SLOT = '\uE000';

/**
 * A translated sentence with its code kept whole: the sentence is translated with `CODE_SLOT` in the code's place
 * (`t('orders.orderNumber', { number: CODE_SLOT })`), and the code goes there as a `CodeText`.
 */
export function WithCode({ text, code, testId }: { text: string; code: string; testId?: string }) {
  const [before, after = ''] = text.split(CODE_SLOT);
  return (
    <>
      {before}
      <CodeText testId={testId}>{code}</CodeText>
      {after}
    </>
  );
}
