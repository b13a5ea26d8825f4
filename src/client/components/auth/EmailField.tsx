import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The e-mail field of the sign-in, sign-up and forgot-password forms (an address reads left to right). */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="email"
      label={t('auth.emailLabel')}
      placeholder={t('auth.emailPlaceholder')}
      autoComplete="email"
      dir="ltr"
      required
      {...props}
    />
  );
}
