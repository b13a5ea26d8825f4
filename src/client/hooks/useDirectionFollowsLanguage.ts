import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useLanguage } from './useLanguage';

/** Keeps Mantine's direction (and so every component's RTL layout) in step with the language. */
export function useDirectionFollowsLanguage(): void {
  const { direction } = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(direction);
  }, [direction, setDirection]);
}
