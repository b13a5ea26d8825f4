import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage';

/** Shows the other language by its own name (English / العربية) and switches to it. */
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
      lang={target}
      data-testid="language-switch"
    >
      {t('language.switchTo')}
    </Button>
  );
}
