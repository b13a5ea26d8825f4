import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTING_SCHEMAS, type SettingKey, type Settings } from '../../../../shared/settings';
import { errorField, useAdminNotify } from '../../../lib/adminMessages';
import { sayKeyed } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

/** A setting's field errors by field: `value` for a single value, the sub-field (`email`) for an object. */
export type SettingErrors = Record<string, string>;

/** The form field a failing path names: `store_contact.email` → `email`; the key itself → `value`. */
export function fieldOf(key: SettingKey, path: string | null): string {
  if (!path || path === key || path === 'value' || path === 'key') return 'value';
  return path.startsWith(`${key}.`) ? path.slice(key.length + 1).split('.')[0]! : 'value';
}

/** Every failing field of a value, checked with the key's own schema (the one the server checks it with), by its key. */
export function settingIssues(key: SettingKey, value: unknown): SettingErrors {
  const result = SETTING_SCHEMAS[key].safeParse(value);
  if (result.success) return {};
  const errors: SettingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'value';
    errors[field] ??= sayKeyed(issue);
  }
  return errors;
}

/**
 * One setting's form: its stored value (or default), the draft being edited, field errors (this side's check with the
 * shared schema, then the server's message on the field it names) and Save.
 */
export function useSettingForm<K extends SettingKey>(key: K) {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const view = trpc.admin.settings.get.useQuery({ key });
  const update = trpc.admin.settings.update.useMutation();
  const [draft, setDraft] = useState<Settings[K] | null>(null);
  const [errors, setErrors] = useState<SettingErrors>({});
  const stored = view.data?.value as Settings[K] | undefined;
  const value = draft ?? stored;
  const name = (t as unknown as (key: string) => string)(`admin.settings.keys.${key}.title`);

  const change = (next: Settings[K]) => {
    setDraft(next);
    setErrors({});
  };

  const save = async () => {
    if (value === undefined) return;
    const local = settingIssues(key, value);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    try {
      const answer = await update.mutateAsync({ key, value });
      utils.admin.settings.get.setData({ key }, answer.setting);
      setDraft(null);
      setErrors({});
      notify.success(t('admin.settings.saved', { name }));
      void utils.settings.public.invalidate();
    } catch (error) {
      setErrors({ [fieldOf(key, errorField(error))]: notify.reasonOf(error) });
      notify.failure(t('admin.settings.saveFailed', { name }), error);
    }
  };

  return {
    view,
    value,
    dirty: draft !== null,
    errors,
    saving: update.isPending,
    change,
    save,
    reset: () => {
      setDraft(null);
      setErrors({});
    },
  };
}
