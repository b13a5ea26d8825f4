import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage';

/**
 * Shows the other language by its own name (English / العربية), marked with that language, and switches to it; the
 * label (in the current language) contains that name, so what is seen is what is said.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, toggleLanguage } = useLanguage();
  const target = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      size="compact-md"
      onClick={toggleLanguage}
      aria-label={t('language.switchLabel')}
      data-testid="language-switch"
    >
      <span lang={target}>{t('language.switchTo')}</span>
    </Button>
  );
}
