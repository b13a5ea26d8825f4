import { Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../shared/business';
import { ZChangePasswordForm } from '../../../shared/schemas/auth';
import { useChangePassword } from '../../hooks/useProfile';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { CurrentPasswordField } from '../auth/PasswordField';
import { TimedAlert } from './TimedAlert';

/** Current, new and confirm (each with show/hide); 'Password updated successfully!' or the server's reason. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const feedback = useTimedMessage(TIMERS.profileMessage);
  const form = useSchemaForm(ZChangePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    feedback.clear();
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      feedback.show({ kind: 'success', textKey: 'profile.password.updated' });
    } catch (failure) {
      feedback.showFailure(failure, 'profile.password.failed', 'profile.password.failed');
    }
  });

  const saving = change.isPending;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Title order={2} fz="xl" mb="md">
        {t('profile.password.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          <TimedAlert message={feedback.message} testId="password-message" />
          <CurrentPasswordField
            label={t('profile.password.current')}
            disabled={saving}
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            label={t('profile.password.new')}
            confirmLabel={t('profile.password.confirm')}
            disabled={saving}
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }} data-primary-action>
            {t('profile.password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
