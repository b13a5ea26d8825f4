import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { FormButtons } from '../common/FormButtons';
import { openFormModal } from '../common/openFormModal';
import { useAdminAction } from '../common/useAdminAction';
import { useRequiredField } from '../common/useRequiredField';

/** The administrator's own password, and Reset / Back. */
function ResetForm({ onSubmit, onCancel }: { onSubmit: (password: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const password = useRequiredField(t('admin.users.twoFactorReset.passwordRequired'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = password.take();
    if (typed) onSubmit(typed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('admin.users.twoFactorReset.body')}</Text>
        <PasswordInput
          label={t('admin.users.twoFactorReset.passwordLabel')}
          autoComplete="current-password"
          required
          data-autofocus
          data-testid="two-factor-reset-password"
          {...password.fieldProps}
        />
        <FormButtons onCancel={onCancel} color="red" testId="two-factor-reset-confirm">
          {t('admin.users.twoFactorReset.confirm')}
        </FormButtons>
      </Stack>
    </form>
  );
}

/**
 * Turn a user's two-factor sign-in off (they lost their phone and their recovery codes): the administrator confirms
 * with their own password; the server audits it and tells the user by e-mail.
 */
export function TwoFactorResetButton({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const utils = trpc.useUtils();
  const reset = trpc.accountAdmin.resetTwoFactor.useMutation();
  const runAction = useAdminAction();
  const open = () =>
    openFormModal({
      modalId: `two-factor-reset-${userId}`,
      title: t('admin.users.twoFactorReset.title', { name }),
      form: (close) => (
        <ResetForm
          onCancel={close}
          onSubmit={(password) => {
            close();
            void runAction(() => reset.mutateAsync({ id: userId, password }), {
              success: t('admin.users.twoFactorReset.done', { name }),
              failure: t('admin.users.twoFactorReset.failed'),
              done: () => setDone(true),
              refresh: () => void utils.admin.users.get.invalidate({ id: userId }),
            });
          }}
        />
      ),
    });
  return (
    <Button
      variant="light"
      color="red"
      size="xs"
      onClick={open}
      loading={reset.isPending}
      disabled={done}
      data-testid="admin-user-two-factor-reset"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('admin.users.twoFactorReset.button')}
    </Button>
  );
}
