import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input with the show/hide toggle the spec asks for: reachable by keyboard, and named for screen
 * readers by what it will do ("Show password" / "Hide password") in the current language.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('auth.hidePassword') : t('auth.showPassword') }}
    />
  );
}

/** The password the user has now (signing in, or confirming a change to the account), which the browser may fill in. */
export function CurrentPasswordField(props: PasswordInputProps) {
  return <PasswordField autoComplete="current-password" required {...props} />;
}
