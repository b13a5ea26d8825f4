import { useCallback } from 'react';
import { useLanguage } from './useLanguage';

/** Picks the Arabic text of a record when the reader reads Arabic and it has one, else the English text. */
export function useLocalisedText(): (english: string | null | undefined, arabic: string | null | undefined) => string {
  const { language } = useLanguage();
  return useCallback((english, arabic) => (language === 'ar' && arabic) || english || '', [language]);
}
