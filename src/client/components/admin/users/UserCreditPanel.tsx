import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreditLimitForm } from '../../../../shared/credit';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminNotify } from '../../../lib/adminMessages';
import { creditRefusal } from '../../../lib/credit';
import { formatMonth } from '../../../lib/format';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AmountNoteFields } from '../common/AmountNoteFields';
import { QueryView } from '../common/QueryView';
import { PRIMARY_ACTION } from '../common/primaryAction';
import { CodeText } from '../../CodeText/CodeText';

type AdminCredit = RouterOutputs['admin']['users']['credit'];

function Fact({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string;
  color?: string | undefined;
  testId: string;
}) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the administrator is told after a change, in their language, from the line as it is now. */
function useLimitMessage() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  return (credit: AdminCredit) => {
    const owed = fmt.money(credit.outstanding);
    if (credit.limit <= 0)
      return credit.outstanding > 0 ? t('credit.admin.closedOwing', { owed }) : t('credit.admin.closed');
    if (credit.over_limit) return t('credit.admin.overLimit', { limit: fmt.money(credit.limit), owed });
    return t('credit.admin.saved', { limit: fmt.money(credit.limit) });
  };
}

function CreditForm({ userId, credit }: { userId: string; credit: AdminCredit }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const { reasonOf } = useAdminNotify();
  const utils = trpc.useUtils();
  const limitMessage = useLimitMessage();
  const set = trpc.admin.users.setCredit.useMutation();
  const [limit, setLimit] = useState<number | string>(credit.limit);
  const [note, setNote] = useState(credit.note ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setLimit(credit.limit), [credit.limit]);

  const submit = async () => {
    setOutcome(null);
    const parsed = ZCreditLimitForm.safeParse({ limit: typeof limit === 'number' ? limit : Number.NaN, note });
    if (!parsed.success) {
      setInvalid(t('credit.admin.limitInvalid'));
      return;
    }
    setInvalid(null);
    try {
      const answer = await set.mutateAsync({
        id: userId,
        limit: parsed.data.limit,
        note: parsed.data.note ?? undefined,
      });
      utils.admin.users.credit.setData({ id: userId }, answer.credit);
      setOutcome({ ok: true, text: limitMessage(answer.credit) });
      void utils.admin.receivables.list.invalidate();
    } catch (error) {
      setOutcome({
        ok: false,
        text: `${t('credit.admin.failed')}: ${creditRefusal(error, t, fmt.money) ?? reasonOf(error)}`,
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="admin-credit-form"
    >
      <Stack gap="sm">
        <AmountNoteFields
          amount={{
            label: t('credit.admin.limitLabel'),
            hint: t('credit.admin.limitHint'),
            value: limit,
            onChange: setLimit,
            min: 0,
            max: 1_000_000,
            error: invalid,
            testId: 'admin-credit-limit',
          }}
          note={{
            label: t('credit.admin.noteLabel'),
            placeholder: t('credit.admin.notePlaceholder'),
            value: note,
            onChange: setNote,
            testId: 'admin-credit-note',
          }}
          disabled={set.isPending}
        />
        <Group>
          <Button type="submit" loading={set.isPending} data-testid="admin-credit-save" {...PRIMARY_ACTION}>
            {t('credit.admin.save')}
          </Button>
        </Group>
        {outcome && (
          <Alert
            color={outcome.ok ? 'green' : 'red'}
            role={outcome.ok ? 'status' : 'alert'}
            data-testid="admin-credit-message"
          >
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** A customer's pay-at-harvest line in the user drawer: the figures, the harvest orders and the form to change it. */
export function UserCreditPanel({ userId, editable }: { userId: string; editable: boolean }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const credit = trpc.admin.users.credit.useQuery({ id: userId });
  return (
    <Stack gap="sm" data-testid="admin-user-credit">
      <Title order={3} size="h5">
        {t('credit.admin.title')}
      </Title>
      <QueryView query={credit} loadingText={t('credit.admin.loading')} failureTitle={t('credit.admin.loadFailed')}>
        {(data) => (
          <Stack gap="sm" data-limit={data.limit} data-outstanding={data.outstanding}>
            {data.limit <= 0 && data.outstanding <= 0 ? (
              <Text size="sm" c="dimmed">
                {t('credit.admin.none')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Fact label={t('credit.admin.limit')} value={fmt.money(data.limit)} testId="admin-credit-fact-limit" />
                <Fact
                  label={t('credit.admin.outstanding')}
                  value={fmt.money(data.outstanding)}
                  testId="admin-credit-fact-outstanding"
                />
                <Fact
                  label={t('credit.admin.available')}
                  value={fmt.money(data.available)}
                  testId="admin-credit-fact-available"
                />
                <Fact
                  label={t('credit.admin.overdue')}
                  value={fmt.money(data.overdue_amount)}
                  color={data.overdue_amount > 0 ? 'red.8' : undefined}
                  testId="admin-credit-fact-overdue"
                />
              </SimpleGrid>
            )}
            {(data.note || data.updated_at) && (
              <Text size="xs" c="dimmed">
                {data.note ? `${t('credit.admin.note')}: ${data.note}` : ''}
                {data.note && data.updated_at ? ' · ' : ''}
                {data.updated_at ? t('credit.admin.changedOn', { date: fmt.dateTime(data.updated_at) }) : ''}
              </Text>
            )}
            {data.orders.some((o) => o.amount_due > 0) && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('credit.admin.ordersTitle')}
                </Text>
                {data.orders
                  .filter((o) => o.amount_due > 0)
                  .map((o) => (
                    <Group key={o.id} gap="xs" wrap="wrap">
                      <Text size="sm">
                        <CodeText>{o.order_number}</CodeText>
                      </Text>
                      <Text size="sm">{formatMonth(o.harvest_due, fmt.language)}</Text>
                      <Text size="sm">{fmt.money(o.amount_due)}</Text>
                      {o.overdue && (
                        <Badge color="red" size="sm">
                          {t('credit.admin.overdueBadge')}
                        </Badge>
                      )}
                    </Group>
                  ))}
              </Stack>
            )}
            {editable && <CreditForm userId={userId} credit={data} />}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
