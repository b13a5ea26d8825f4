import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingKey } from '../../../../shared/settings';
import { useAdminFormat } from '../../../lib/adminFormat';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { QueryFailure } from '../common/QueryFailure';
import { type SettingErrors, useSettingForm } from './useSettingForm';
import { PRIMARY_ACTION, PRIMARY_HEIGHT } from '../common/primaryAction';
import { westernDigitsInput } from '../../../lib/digitsInput';
import { trpc } from '../../../lib/trpc';

/** What the card needs of a setting's form (each setting's own form also has `change` for its value's type). */
type SettingForm = Omit<ReturnType<typeof useSettingForm>, 'change' | 'value'> & { value: unknown };

/** A setting's card: its name, what it does, whether it is the default or when it was changed, the form and Save. */
function SettingCard({
  settingKey,
  form,
  children,
  wholeValueError = true,
}: {
  settingKey: SettingKey;
  form: SettingForm;
  children: ReactNode;
  wholeValueError?: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  const view = form.view.data;
  return (
    <Card withBorder padding="lg" data-testid={`setting-${settingKey}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ flex: '1 1 240px' }}>
              <Title order={3} size="h5">
                {t(`admin.settings.keys.${settingKey}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`admin.settings.keys.${settingKey}.description`)}
              </Text>
            </Stack>
            {view &&
              (view.is_default ? (
                <Badge variant="light" color="gray">
                  {t('admin.settings.default')}
                </Badge>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('admin.settings.changedOn', { date: fmt.dateTime(view.updated_at) })}
                </Text>
              ))}
          </Group>
          {form.view.isPending && <Loader size="sm" />}
          {form.view.isError && !view && (
            <QueryFailure
              title={t('admin.settings.loadFailed')}
              error={form.view.error}
              onRetry={() => void form.view.refetch()}
            />
          )}
          {form.value !== undefined && (
            <>
              {children}
              {wholeValueError && form.errors.value && (
                <Text size="sm" c="red" role="alert">
                  {form.errors.value}
                </Text>
              )}
              <Group justify="flex-end" gap="xs">
                {form.dirty && (
                  <Button variant="default" onClick={form.reset} disabled={form.saving} h={PRIMARY_HEIGHT}>
                    {t('admin.settings.undo')}
                  </Button>
                )}
                <Button
                  type="submit"
                  loading={form.saving}
                  disabled={!form.dirty}
                  data-testid={`setting-${settingKey}-save`}
                  {...PRIMARY_ACTION}
                >
                  {t('admin.settings.save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}

/** A text input bound to one text part of an object setting (the contact's phone, the banner's English): its value, a change that keeps the other parts, its error. */
function textPart<V extends object>(
  form: { value: V | undefined; change: (next: V) => void; errors: SettingErrors },
  field: keyof V & string,
) {
  return {
    value: (form.value?.[field] ?? '') as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.value && form.change({ ...form.value, [field]: event.currentTarget.value }),
    error: form.errors[field],
  };
}

/** A number input bound to a number setting: its value ('' while the field is empty) and a change (NaN while it is empty, which the schema refuses with its own message). */
function numberPart(form: { value: unknown; change: (next: number) => void }) {
  return {
    value: typeof form.value === 'number' && !Number.isNaN(form.value) ? form.value : '',
    onChange: (next: number | string) => form.change(typeof next === 'number' ? next : Number.NaN),
  };
}

/** An amount in EGP ('' while the field is empty, which the schema refuses with its own message). */
function MoneySetting({
  settingKey,
}: {
  settingKey: 'free_shipping_threshold' | 'shipping_fee' | 'unverified_max_pending_total';
}) {
  const { t } = useTranslation();
  const form = useSettingForm(settingKey);
  return (
    <SettingCard settingKey={settingKey} form={form} wholeValueError={false}>
      <NumberInput
        {...westernDigitsInput}
        label={t(`admin.settings.keys.${settingKey}.label`)}
        suffix={` ${t('admin.settings.egp')}`}
        {...numberPart(form)}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        allowNegative={false}
        error={form.errors.value}
        data-testid={`setting-${settingKey}-input`}
      />
    </SettingCard>
  );
}

/** A whole number (orders, days, backups kept). */
function WholeSetting({
  settingKey,
}: {
  settingKey:
    | 'unverified_max_pending_orders'
    | 'pending_cod_expiry_days'
    | 'backup_keep_count'
    | 'backup_keep_days'
    | 'phone_codes_per_address_day'
    | 'phone_codes_per_day';
}) {
  const { t } = useTranslation();
  const form = useSettingForm(settingKey);
  return (
    <SettingCard settingKey={settingKey} form={form} wholeValueError={false}>
      <NumberInput
        {...westernDigitsInput}
        label={t(`admin.settings.keys.${settingKey}.label`)}
        {...numberPart(form)}
        min={0}
        decimalScale={0}
        allowNegative={false}
        allowDecimal={false}
        error={form.errors.value}
        data-testid={`setting-${settingKey}-input`}
      />
    </SettingCard>
  );
}

function ContactSetting() {
  const { t } = useTranslation();
  const form = useSettingForm('store_contact');
  return (
    <SettingCard settingKey="store_contact" form={form}>
      {form.value && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('admin.settings.contact.phone')}
            {...textPart(form, 'phone')}
            dir="ltr"
            data-testid="setting-contact-phone"
          />
          <TextInput
            label={t('admin.settings.contact.email')}
            type="email"
            {...textPart(form, 'email')}
            dir="ltr"
            data-testid="setting-contact-email"
          />
          <TextInput
            label={t('admin.settings.contact.address')}
            {...textPart(form, 'address')}
            style={{ gridColumn: '1 / -1' }}
          />
        </SimpleGrid>
      )}
    </SettingCard>
  );
}

function ModerationSetting() {
  const { t } = useTranslation();
  const form = useSettingForm('moderation_enabled');
  return (
    <SettingCard settingKey="moderation_enabled" form={form} wholeValueError={false}>
      <Switch
        label={t('admin.settings.keys.moderation_enabled.label')}
        checked={form.value === true}
        onChange={(event) => form.change(event.currentTarget.checked)}
        error={form.errors.value}
        data-testid="setting-moderation-switch"
      />
    </SettingCard>
  );
}

/** Whether codes go to the other shipping countries' mobiles too. */
function AnyCountrySetting() {
  const { t } = useTranslation();
  const form = useSettingForm('phone_codes_any_country');
  return (
    <SettingCard settingKey="phone_codes_any_country" form={form} wholeValueError={false}>
      <Switch
        label={t('admin.settings.keys.phone_codes_any_country.label')}
        checked={form.value === true}
        onChange={(event) => form.change(event.currentTarget.checked)}
        error={form.errors.value}
        data-testid="setting-phone-codes-any-country-switch"
      />
    </SettingCard>
  );
}

/** The codes sent to phones today and yesterday (what SMS costs), above their limits. */
function PhoneCodesFigures() {
  const { t } = useTranslation();
  const figures = trpc.accountAdmin.phoneCodeDays.useQuery({ days: 2 });
  const today = new Date().toISOString().slice(0, 10);
  const days = figures.data?.days ?? [];
  const now = days.find((d) => d.day === today);
  const before = days.find((d) => d.day !== today);
  return (
    <Text size="sm" data-testid="phone-codes-today">
      {figures.data
        ? t('admin.settings.phoneCodes.today', {
            sent: now?.sent ?? 0,
            sms: now?.sms ?? 0,
            whatsapp: now?.whatsapp ?? 0,
            notSent: now?.not_sent ?? 0,
            yesterday: before?.sent ?? 0,
          })
        : t('admin.settings.phoneCodes.loading')}
    </Text>
  );
}

function BannerSetting() {
  const { t } = useTranslation();
  const form = useSettingForm('maintenance_banner');
  const value = form.value;
  return (
    <SettingCard settingKey="maintenance_banner" form={form}>
      {value && (
        <Stack gap="sm">
          <Switch
            label={t('admin.settings.banner.enabled')}
            checked={value.enabled}
            onChange={(event) => form.change({ ...value, enabled: event.currentTarget.checked })}
            error={form.errors.enabled}
          />
          {(['en', 'ar'] as const).map((language) => (
            <Textarea
              key={language}
              label={t(`admin.settings.banner.${language === 'en' ? 'english' : 'arabic'}`)}
              {...textPart(form, `message_${language}`)}
              maxLength={500}
              autosize
              minRows={2}
              dir={language === 'en' ? 'ltr' : 'rtl'}
              lang={language}
              data-testid={`setting-banner-${language}`}
            />
          ))}
        </Stack>
      )}
    </SettingCard>
  );
}

/** /admin/settings: a form per setting, each checked with its key's schema and saved on its own. */
export function SettingsSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="admin-settings">
      <AdminSectionHeader title={t('admin.settings.title')} description={t('admin.settings.description')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MoneySetting settingKey="free_shipping_threshold" />
        <MoneySetting settingKey="shipping_fee" />
      </SimpleGrid>
      <ContactSetting />
      <ModerationSetting />
      <BannerSetting />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <WholeSetting settingKey="unverified_max_pending_orders" />
        <MoneySetting settingKey="unverified_max_pending_total" />
        <WholeSetting settingKey="pending_cod_expiry_days" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <WholeSetting settingKey="backup_keep_count" />
        <WholeSetting settingKey="backup_keep_days" />
      </SimpleGrid>
      <PhoneCodesFigures />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <WholeSetting settingKey="phone_codes_per_address_day" />
        <WholeSetting settingKey="phone_codes_per_day" />
      </SimpleGrid>
      <AnyCountrySetting />
    </Stack>
  );
}
