import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage, type Direction, type Language } from '../i18n';
import { switchSiteLanguage } from '../lib/siteLanguage';

export interface LanguageState {
  language: Language;
  direction: Direction;
  /** Switches between English and Arabic: the same page at the other language's address (lib/siteLanguage.ts). */
  toggleLanguage: () => void;
}

/** The current language and a switch between English and Arabic. */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    language,
    direction: directionOf(language),
    toggleLanguage: () => {
      void switchSiteLanguage(language === 'ar' ? 'en' : 'ar');
    },
  };
}
