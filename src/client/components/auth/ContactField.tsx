import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What each kind of contact field asks the browser for, and the example it shows. */
const CONTACT_FIELDS = {
  email: { autoComplete: 'email', placeholder: 'auth.emailPlaceholder' },
  tel: { autoComplete: 'tel', placeholder: 'profile.details.phonePlaceholder' },
} as const;

interface ContactFieldProps extends Omit<TextInputProps, 'type'> {
  type: keyof typeof CONTACT_FIELDS;
}

/**
 * An e-mail address or a phone number: the phone's keyboard and the browser's autofill for it, an example, and read
 * left to right in Arabic too. Any prop given overrides these.
 */
export function ContactField({ type, ...props }: ContactFieldProps) {
  const { t } = useTranslation();
  const { autoComplete, placeholder } = CONTACT_FIELDS[type];
  return <TextInput type={type} placeholder={t(placeholder)} autoComplete={autoComplete} dir="ltr" {...props} />;
}
