import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  disabled: boolean;
  /** The form's props for each field (`form.getInputProps(…)`). */
  password: PasswordInputProps;
  confirm: PasswordInputProps;
}

/** A new password with the rules it must follow and a strength meter, and the same again (sign-up, reset, change; each with show/hide). */
export function NewPasswordFields({ label, confirmLabel, disabled, password, confirm }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        description={t('auth.signUp.passwordHint')}
        autoComplete="new-password"
        required
        disabled={disabled}
        {...password}
      />
      <PasswordStrengthMeter value={typeof password.value === 'string' ? password.value : ''} />
      <PasswordField label={confirmLabel} autoComplete="new-password" required disabled={disabled} {...confirm} />
    </>
  );
}
