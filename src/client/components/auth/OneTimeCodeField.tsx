import { TextInput, type TextInputProps } from '@mantine/core';

/** A 6-digit code from the authenticator app (two-factor sign-in, turning it on or off). */
export function OneTimeCodeField(props: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      dir="ltr"
      placeholder="123456"
      required
      {...props}
    />
  );
}
