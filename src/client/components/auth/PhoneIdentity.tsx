import { Button, Group, SegmentedControl, Text, type TextInputProps } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localPhone } from '../../../shared/phone';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useFormSubmit } from '../../lib/forms/useFormSubmit';
import { type PublicUser, trpc } from '../../lib/trpc';
import { AuthForm } from './AuthForm';
import { ContactField } from './ContactField';
import { OneTimeCodeField } from './OneTimeCodeField';

/*
 * The phone as an identity on the forms: the choice between a mobile number and an e-mail address (the
 * number first, and chosen, in Arabic: most growers read no e-mail), the number's field, and the step where the
 * 6-digit code sent to it is typed.
 */

export type IdentityMethod = 'phone' | 'email';

/** Where this device keeps the method its grower last signed up or in with. */
const METHOD_KEY = 'signInMethod';

/** Remember the method that just signed the grower up or in: the next sign-in form starts with it. */
export function rememberMethod(method: IdentityMethod): void {
  try {
    localStorage.setItem(METHOD_KEY, method);
  } catch {
    // Storage refused (private mode): the forms start with their usual method.
  }
}

function rememberedMethod(): IdentityMethod | null {
  try {
    const stored = localStorage.getItem(METHOD_KEY);
    return stored === 'phone' || stored === 'email' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The method a form starts with: the one this device last signed up or in with; else, to sign up, the mobile number in
 * Arabic (most growers read no e-mail) and the e-mail address in English, and to sign in, the e-mail address.
 */
export function useDefaultMethod(form: 'signUp' | 'signIn'): IdentityMethod {
  const { i18n } = useTranslation();
  const remembered = rememberedMethod();
  if (remembered) return remembered;
  return form === 'signUp' && i18n.language.startsWith('ar') ? 'phone' : 'email';
}

/** Mobile number or e-mail: two buttons, the number first in Arabic. */
export function IdentityChoice({
  value,
  onChange,
  disabled,
}: {
  value: IdentityMethod;
  onChange: (method: IdentityMethod) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const order: IdentityMethod[] = i18n.language.startsWith('ar') ? ['phone', 'email'] : ['email', 'phone'];
  return (
    // Two buttons rather than a SegmentedControl: each is a target of its own, full height on a phone.
    <Button.Group aria-label={t('auth.phone.method')} data-testid="identity-choice" w="100%">
      {order.map((method) => (
        <Button
          key={method}
          flex={1}
          variant={value === method ? 'filled' : 'default'}
          aria-pressed={value === method}
          disabled={disabled}
          onClick={() => onChange(method)}
        >
          {t(`auth.phone.methods.${method}`)}
        </Button>
      ))}
    </Button.Group>
  );
}

/** The mobile number of the sign-in, sign-up and reset forms (read left to right, the phone's dial pad). */
export function PhoneField({ hint = false, ...props }: Omit<TextInputProps, 'type'> & { hint?: boolean }) {
  const { t } = useTranslation();
  return (
    <ContactField
      type="tel"
      inputMode="tel"
      label={t('auth.phone.label')}
      placeholder={t('auth.phone.placeholder')}
      description={hint ? t('auth.phone.hint') : undefined}
      required
      data-testid="phone-input"
      {...props}
    />
  );
}

/** SMS or WhatsApp for the code (WhatsApp goes only where the shop has it; the server says which it used). */
export function CodeChannelChoice({
  value,
  onChange,
  disabled,
}: {
  value: 'sms' | 'whatsapp';
  onChange: (channel: 'sms' | 'whatsapp') => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{t('auth.phone.channel')}</Text>
      <SegmentedControl
        size="xs"
        value={value}
        onChange={(channel) => onChange(channel as 'sms' | 'whatsapp')}
        disabled={disabled}
        data={(['sms', 'whatsapp'] as const).map((channel) => ({
          value: channel,
          label: t(`auth.phone.channels.${channel}`),
        }))}
        data-testid="code-channel"
      />
    </Group>
  );
}

/** A number as the reader writes it, kept left to right inside a sentence of either direction. */
export const isolatedPhone = (e164: string) => `\u2066${localPhone(e164)}\u2069`;

/**
 * The code step: "We sent a code to …", the 6-digit field (Arabic-Indic digits accepted), Confirm, Send a new code,
 * and (after sign-up) Confirm later. `purpose` is what a new code is asked for.
 */
export function PhoneCodeStep({
  phone,
  purpose = 'verify',
  currentPassword,
  onVerified,
  onLater,
}: {
  phone: string;
  purpose?: 'verify' | 'change';
  currentPassword?: string;
  onVerified: (user: PublicUser) => void;
  onLater?: () => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const verify = trpc.auth.verifyPhone.useMutation();
  const resend = trpc.auth.sendPhoneCode.useMutation();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { submitting, error, setError, run } = useFormSubmit('auth.phone.failed');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    void run(async () => {
      const answer = await verify.mutateAsync({ phone, code });
      onVerified(answer.user);
    });
  };
  const sendAgain = () => {
    setNotice(null);
    setError(null);
    void run(async () => {
      const answer = await resend.mutateAsync({ phone, purpose, ...(currentPassword ? { currentPassword } : {}) });
      setNotice(translate(answer.message));
    });
  };

  return (
    <AuthForm
      onSubmit={submit}
      intro={
        <Text size="sm" data-testid="phone-code-sent">
          {notice ?? t('auth.phone.codeSent', { phone: isolatedPhone(phone) })}
        </Text>
      }
      error={error}
      errorTestId="phone-code-error"
      submitLabel={t('auth.phone.verify')}
      submitting={submitting}
    >
      <OneTimeCodeField
        label={t('auth.phone.codeLabel')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        disabled={submitting}
        data-testid="phone-code-input"
      />
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={sendAgain} disabled={submitting}>
          {t('auth.phone.resend')}
        </Button>
        {onLater && (
          <Button variant="subtle" size="compact-sm" onClick={onLater} disabled={submitting}>
            {t('auth.phone.later')}
          </Button>
        )}
      </Group>
    </AuthForm>
  );
}
