import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { useSessionState } from './useSessionState';

export const CALCULATOR_TABS = ['yield', 'seed', 'irrigation', 'profit'] as const;
export type CalculatorTab = (typeof CALCULATOR_TABS)[number];

const isTab = (value: unknown): value is CalculatorTab =>
  typeof value === 'string' && (CALCULATOR_TABS as readonly string[]).includes(value);

/**
 * The calculator on screen: `?tab=` when the address names one (a link from the home page), else the one last used
 * in this tab of the browser (so coming back from the sign-in page lands on the seed calculator), else yield.
 */
export function useCalculatorTab(): [CalculatorTab, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const [remembered, setRemembered] = useSessionState<CalculatorTab>('fellah.calculator.tab', 'yield', isTab);
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : remembered;
  const choose = useCallback(
    (next: string | null) => {
      if (!isTab(next)) return;
      setRemembered(next);
      setParams({ tab: next }, { replace: true });
    },
    [setParams, setRemembered],
  );
  return [tab, choose];
}
