import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactField } from './ContactField';

/** The e-mail field of the sign-in, sign-up and forgot-password forms (an address reads left to right). */
export function EmailField(props: Omit<TextInputProps, 'type'>) {
  const { t } = useTranslation();
  return <ContactField type="email" label={t('auth.emailLabel')} required {...props} />;
}
