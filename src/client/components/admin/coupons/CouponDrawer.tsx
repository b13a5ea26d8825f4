import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES } from '../../../../shared/catalogue';
import { type CouponCreateInput, ZCouponCreateInput } from '../../../../shared/couponForm';
import { useCategoryName } from '../../../hooks/useCategoryName';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useAdminFormat } from '../../../lib/adminFormat';
import { serverMessage } from '../../../lib/errors';
import { schemaValidator } from '../../../lib/formValidation';
import { trpc } from '../../../lib/trpc';
import { AdminDrawer } from '../common/AdminDrawer';
import { ConfirmButton } from '../common/ConfirmButton';
import { Kpi } from '../common/Kpi';
import { QueryView } from '../common/QueryView';
import { type AdminCoupon, CouponStatusBadge } from './CouponStatusBadge';

/** The drawer's item for a coupon not yet created (/admin/coupons/new). */
export const NEW_COUPON = 'new';

/** The form's values: numbers and dates as their inputs hold them ('' for none). */
interface CouponFormValues {
  code: string;
  description: string;
  description_ar: string;
  kind: 'percent' | 'fixed';
  value: number | string;
  min_subtotal: number | string;
  valid_from: string;
  valid_to: string;
  usage_limit: number | string;
  per_user_limit: number | string;
  categories: string[];
}

/** A date as a datetime-local input holds it, in the browser's time zone. */
function localInput(value: Date | string | null): string {
  if (!value) return '';
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The call's input from the form's values (the schema then checks it, here and on the server). */
function inputOf(values: CouponFormValues) {
  return {
    code: values.code,
    description: textOrNull(values.description),
    description_ar: textOrNull(values.description_ar),
    kind: values.kind,
    value: values.value === '' ? Number.NaN : Number(values.value),
    min_subtotal: numberOrNull(values.min_subtotal) ?? 0,
    valid_from: values.valid_from ? new Date(values.valid_from) : null,
    valid_to: values.valid_to ? new Date(values.valid_to) : null,
    usage_limit: numberOrNull(values.usage_limit),
    per_user_limit: numberOrNull(values.per_user_limit),
    categories: values.categories,
  };
}

function initialValues(coupon: AdminCoupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    description_ar: coupon?.description_ar ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon?.value ?? '',
    min_subtotal: coupon?.min_subtotal ?? 0,
    valid_from: localInput(coupon?.valid_from ?? null),
    valid_to: localInput(coupon?.valid_to ?? null),
    usage_limit: coupon?.usage_limit ?? '',
    per_user_limit: coupon?.per_user_limit ?? '',
    categories: coupon?.categories ?? [],
  };
}

/** The coupon's form: create (no coupon) or edit; an ended coupon's fields are read only. */
function CouponForm({ coupon, onSaved }: { coupon: AdminCoupon | null; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const categoryName = useCategoryName();
  const utils = trpc.useUtils();
  const validateInput = useMemo(() => schemaValidator(ZCouponCreateInput, translate), [translate]);
  const form = useForm<CouponFormValues>({
    initialValues: initialValues(coupon),
    validate: (values) => validateInput(inputOf(values)),
  });
  const done = async (id: string, message: string) => {
    await utils.adminCoupons.invalidate();
    notifications.show({ color: 'leaf', message });
    onSaved(id);
  };
  const create = trpc.adminCoupons.create.useMutation({
    onSuccess: (answer) => done(answer.coupon.id, answer.message),
  });
  const update = trpc.adminCoupons.update.useMutation({
    onSuccess: (answer) => done(answer.coupon.id, answer.message),
  });
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const ended = coupon?.status === 'ended';

  const submit = form.onSubmit((values) => {
    const input = ZCouponCreateInput.parse(inputOf(values)) as CouponCreateInput;
    if (coupon) update.mutate({ id: coupon.id, ...input });
    else create.mutate(input);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="coupon-form">
      <fieldset disabled={ended} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <TextInput
            label={t('admin.coupons.form.code')}
            description={t('admin.coupons.form.codeHint')}
            required
            dir="ltr"
            autoCapitalize="characters"
            {...form.getInputProps('code')}
            data-testid="coupon-code"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('admin.coupons.form.descriptionEn')}
              dir="ltr"
              lang="en"
              {...form.getInputProps('description')}
            />
            <TextInput
              label={t('admin.coupons.form.descriptionAr')}
              dir="rtl"
              lang="ar"
              {...form.getInputProps('description_ar')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('admin.coupons.form.kind')}
            </Text>
            <SegmentedControl
              fullWidth
              data={[
                { value: 'percent', label: t('admin.coupons.form.percent') },
                { value: 'fixed', label: t('admin.coupons.form.fixed') },
              ]}
              {...form.getInputProps('kind')}
              data-testid="coupon-kind"
            />
          </Stack>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('admin.coupons.form.value')}
              required
              min={0}
              decimalScale={2}
              suffix={form.values.kind === 'percent' ? '%' : undefined}
              {...form.getInputProps('value')}
              data-testid="coupon-value"
            />
            <NumberInput
              label={t('admin.coupons.form.minimum')}
              description={t('admin.coupons.form.minimumHint')}
              min={0}
              decimalScale={2}
              {...form.getInputProps('min_subtotal')}
            />
            <TextInput
              type="datetime-local"
              label={t('admin.coupons.form.validFrom')}
              {...form.getInputProps('valid_from')}
            />
            <TextInput
              type="datetime-local"
              label={t('admin.coupons.form.validTo')}
              {...form.getInputProps('valid_to')}
              data-testid="coupon-valid-to"
            />
            <NumberInput
              label={t('admin.coupons.form.usageLimit')}
              description={t('admin.coupons.form.limitHint')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('usage_limit')}
            />
            <NumberInput
              label={t('admin.coupons.form.perUserLimit')}
              description={t('admin.coupons.form.limitHint')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('per_user_limit')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('admin.coupons.form.categories')}
            description={t('admin.coupons.form.categoriesHint')}
            data={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
            clearable
            {...form.getInputProps('categories')}
            data-testid="coupon-categories"
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="coupon-form-error">
              {serverMessage(failure) ?? t('admin.coupons.form.saveFailed')}
            </Alert>
          )}
          {!ended && (
            <Group justify="flex-end">
              <Button type="submit" loading={saving} data-testid="coupon-save">
                {coupon ? t('admin.coupons.form.save') : t('admin.coupons.form.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

/** Pause or resume, and end for good (asked first). */
function CouponActions({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const onSuccess = async (answer: { message: string }) => {
    await utils.adminCoupons.invalidate();
    notifications.show({ color: 'leaf', message: answer.message });
  };
  const pause = trpc.adminCoupons.pause.useMutation({ onSuccess });
  const resume = trpc.adminCoupons.resume.useMutation({ onSuccess });
  const end = trpc.adminCoupons.end.useMutation({ onSuccess });
  const failure = pause.error ?? resume.error ?? end.error;
  if (coupon.status === 'ended')
    return (
      <Alert color="gray" variant="light" data-testid="coupon-ended-note">
        {t('admin.coupons.endedNote')}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {coupon.status === 'paused' ? (
          <Button
            variant="light"
            loading={resume.isPending}
            onClick={() => resume.mutate({ id: coupon.id })}
            data-testid="coupon-resume"
          >
            {t('admin.coupons.actions.resume')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="yellow"
            loading={pause.isPending}
            onClick={() => pause.mutate({ id: coupon.id })}
            data-testid="coupon-pause"
          >
            {t('admin.coupons.actions.pause')}
          </Button>
        )}
        <ConfirmButton
          color="red"
          variant="light"
          loading={end.isPending}
          testId="coupon-end"
          prompt={{
            title: t('admin.coupons.actions.endTitle', { code: coupon.code }),
            body: t('admin.coupons.actions.endBody'),
            confirmLabel: t('admin.coupons.actions.end'),
            color: 'red',
            confirmTestId: 'coupon-end-confirm',
            onConfirm: () => end.mutate({ id: coupon.id }),
          }}
        >
          {t('admin.coupons.actions.end')}
        </ConfirmButton>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {serverMessage(failure) ?? t('admin.coupons.actions.failed')}
        </Alert>
      )}
    </Stack>
  );
}

/** What a coupon has done: orders, customers, the discount given and the revenue of its orders. */
function CouponUsage({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  return (
    <Stack gap="xs" data-testid="coupon-usage">
      <Title order={3} size="h5">
        {t('admin.coupons.usage.title')}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <Kpi
          label={t('admin.coupons.usage.orders')}
          value={fmt.count(coupon.usage.orders)}
          testId="coupon-usage-orders"
        />
        <Kpi
          label={t('admin.coupons.usage.customers')}
          value={fmt.count(coupon.usage.customers)}
          testId="coupon-usage-customers"
        />
        <Kpi
          label={t('admin.coupons.usage.discount')}
          value={fmt.money(coupon.usage.discount_total)}
          testId="coupon-usage-discount"
        />
        <Kpi
          label={t('admin.coupons.usage.revenue')}
          value={fmt.money(coupon.usage.revenue)}
          testId="coupon-usage-revenue"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('admin.coupons.usage.note')}
      </Text>
    </Stack>
  );
}

/** One coupon beside the list: its state, actions, usage and form; or the form of a new one. */
export function CouponDrawer({
  item,
  onClose,
  onSaved,
}: {
  item: string | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const creating = item === NEW_COUPON;
  const coupon = trpc.adminCoupons.get.useQuery({ id: item ?? '' }, { enabled: item !== null && !creating });
  return (
    <AdminDrawer
      opened={item !== null}
      onClose={onClose}
      testId="coupon-drawer"
      title={
        creating
          ? t('admin.coupons.form.newTitle')
          : t('admin.coupons.form.editTitle', { code: coupon.data?.code ?? '' })
      }
    >
      {creating ? (
        <CouponForm coupon={null} onSaved={onSaved} />
      ) : (
        <QueryView
          query={coupon}
          loadingText={t('admin.coupons.loadingOne')}
          failureTitle={t('admin.coupons.loadOneFailed')}
        >
          {(found) => (
            <Stack gap="lg">
              <Group gap="sm">
                <CouponStatusBadge status={found.status} />
              </Group>
              <CouponActions coupon={found} />
              <CouponUsage coupon={found} />
              <CouponForm key={`${found.id}-${found.updated_at.valueOf()}`} coupon={found} onSaved={onSaved} />
            </Stack>
          )}
        </QueryView>
      )}
    </AdminDrawer>
  );
}
