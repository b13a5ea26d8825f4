import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage, switchLanguage, type Direction, type Language } from '../i18n';

export interface LanguageState {
  language: Language;
  direction: Direction;
  /** Switches between English and Arabic; i18n/index.ts updates <html> and localStorage. */
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
      void switchLanguage(language === 'ar' ? 'en' : 'ar');
    },
  };
}
