import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { localPhone } from '../../../shared/phone';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../shared/business';
import { PROFILE_COUNTRIES, type ProfileInput, ZProfileInput } from '../../../shared/schemas/auth';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { useUpdateProfile } from '../../hooks/useProfile';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { schemaValidator } from '../../lib/formValidation';
import type { PublicUser } from '../../lib/trpc';
import { CurrentPasswordField } from '../auth/PasswordField';
import { TimedAlert } from './TimedAlert';
import { FormActions } from '../FormActions/FormActions';
import { ContactField } from '../auth/ContactField';

type ProfileValues = Required<{ [K in keyof ProfileInput]: string }>;

/** The server's words when a new e-mail comes without the current password (translated like every server message). */
/** The server's message (by key) asking for the current password to change the e-mail address. */
const PASSWORD_FOR_EMAIL_CHANGE = 'server.accounts.passwordForEmailChange';

function valuesFrom(user: PublicUser): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    // The stored number (E.164) as the grower writes it.
    phone: user.phone ? localPhone(user.phone) : '',
    address: user.address ?? '',
    city: user.city ?? '',
    country: user.country || 'Egypt',
    currentPassword: '',
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** A new address for an account that has one (an account without one takes it at once, with no password). */
const changesEmail = (typed: string, user: PublicUser) => user.email !== null && !sameEmail(typed, user.email);
/** The number signs the account in: it moves only with a code (the phone panel), not from this form. */
const signsInWithPhone = (user: PublicUser) => user.phone !== null && (user.phone_verified || user.email === null);

/** One read-only line: label and value, or 'Not provided'. */
function Field({ label, value, ltr = false, testId }: { label: string; value: string; ltr?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text c={value ? undefined : 'dimmed'} className={value && ltr ? 'ltr-run' : undefined} data-testid={testId}>
        {value || t('profile.details.notProvided')}
      </Text>
    </Stack>
  );
}

/**
 * Personal information, read-only until Edit Profile; Save or Cancel (which restores the user's values). A new
 * e-mail asks for the current password and changes only when the link sent to it is opened: until then the form
 * says to check the new address.
 */
export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const feedback = useTimedMessage(TIMERS.profileMessage);
  const validate = useMemo(() => {
    const bySchema = schemaValidator(ZProfileInput, translate);
    return (values: ProfileValues) => {
      const errors = bySchema(values);
      if (changesEmail(values.email, user) && !values.currentPassword)
        errors.currentPassword = translate(PASSWORD_FOR_EMAIL_CHANGE);
      return errors;
    };
  }, [translate, user]);
  const form = useForm<ProfileValues>({ initialValues: valuesFrom(user), validate });
  const changingEmail = changesEmail(form.values.email, user);
  const phoneLocked = signsInWithPhone(user);
  const countryOptions = PROFILE_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }));

  const startEditing = () => {
    form.setValues(valuesFrom(user));
    form.resetDirty();
    form.clearErrors();
    feedback.clear();
    setEditing(true);
  };
  const cancel = () => {
    form.setValues(valuesFrom(user));
    form.clearErrors();
    setEditing(false);
  };

  const save = form.onSubmit(async ({ currentPassword, ...values }) => {
    feedback.clear();
    try {
      const saved = await update.mutateAsync({
        ...(values as ProfileInput),
        ...(changingEmail && currentPassword ? { currentPassword } : {}),
      });
      form.setValues(valuesFrom(saved));
      setEditing(false);
      setPendingEmail(saved.pending_email);
      if (!saved.pending_email) feedback.show({ kind: 'success', textKey: 'profile.details.updated' });
    } catch (failure) {
      feedback.showFailure(failure, 'profile.details.failed', 'profile.details.errorOccurred');
    }
  });

  const saving = update.isPending;
  const v = valuesFrom(user);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="xl">
          {t('profile.details.title')}
        </Title>
        {!editing && (
          <Button variant="light" onClick={startEditing} data-testid="edit-profile">
            {t('profile.details.edit')}
          </Button>
        )}
      </Group>
      <Stack gap="md">
        <TimedAlert message={feedback.message} testId="profile-message" />
        {pendingEmail && (
          <Alert
            color="leaf"
            variant="light"
            role="status"
            title={t('profile.details.emailChangeTitle')}
            data-testid="email-change-pending"
          >
            {t('profile.details.emailChangeSent', { email: `\u2068${pendingEmail}\u2069` })}
          </Alert>
        )}
        {editing ? (
          <form onSubmit={save} noValidate>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('profile.details.firstName')}
                  autoComplete="given-name"
                  required
                  disabled={saving}
                  {...form.getInputProps('first_name')}
                />
                <TextInput
                  label={t('profile.details.lastName')}
                  autoComplete="family-name"
                  required
                  disabled={saving}
                  {...form.getInputProps('last_name')}
                />
                <TextInput
                  type="email"
                  label={t('profile.details.email')}
                  autoComplete="email"
                  dir="ltr"
                  required={user.email !== null}
                  disabled={saving}
                  {...form.getInputProps('email')}
                />
                {changingEmail && (
                  <CurrentPasswordField
                    label={t('profile.details.currentPassword')}
                    description={t('profile.details.currentPasswordHint')}
                    disabled={saving}
                    {...form.getInputProps('currentPassword')}
                  />
                )}
                <ContactField
                  type="tel"
                  label={t('profile.details.phone')}
                  disabled={saving || phoneLocked}
                  description={phoneLocked ? t('profile.phone.lockedHint') : undefined}
                  {...form.getInputProps('phone')}
                />
                <TextInput
                  label={t('profile.details.address')}
                  autoComplete="street-address"
                  disabled={saving}
                  {...form.getInputProps('address')}
                />
                <TextInput
                  label={t('profile.details.city')}
                  autoComplete="address-level2"
                  disabled={saving}
                  {...form.getInputProps('city')}
                />
                <NativeSelect
                  label={t('profile.details.country')}
                  data={countryOptions}
                  disabled={saving}
                  {...form.getInputProps('country')}
                />
              </SimpleGrid>
              <FormActions
                submitLabel={t('profile.details.save')}
                cancelLabel={t('profile.details.cancel')}
                saving={saving}
                onCancel={cancel}
              />
            </Stack>
          </form>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('profile.details.firstName')} value={v.first_name} testId="profile-first-name" />
            <Field label={t('profile.details.lastName')} value={v.last_name} testId="profile-last-name" />
            <Field label={t('profile.details.email')} value={v.email} ltr testId="profile-field-email" />
            <Field label={t('profile.details.phone')} value={v.phone} ltr testId="profile-phone" />
            <Field label={t('profile.details.address')} value={v.address} testId="profile-address" />
            <Field label={t('profile.details.city')} value={v.city} testId="profile-city" />
            <Field
              label={t('profile.details.country')}
              value={
                (PROFILE_COUNTRIES as readonly string[]).includes(v.country)
                  ? t(`countries.${v.country as (typeof PROFILE_COUNTRIES)[number]}`)
                  : v.country
              }
              testId="profile-country"
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
