import { Anchor, Button, Code, Group, NativeSelect, Spoiler, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminMessage, useAdminNotify } from '../../../lib/adminMessages';
import { AUDIT_ACTION_PREFIXES, AUDIT_TARGET_TYPES } from '../../../lib/adminOptions';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { serverMessage } from '../../../lib/errors';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { ListState } from '../../ListState/ListState';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { AdminTable } from '../common/AdminTable';
import { DateRangeFields } from '../common/DateRangeFields';
import { ListPager } from '../common/ListPager';

type Entry = RouterOutputs['admin']['logs']['items'][number];
type Translate = (key: string, options?: Record<string, unknown>) => string;

const FILTERS = ['action', 'actor_id', 'target_type', 'target_id', 'from', 'to'] as const;

/** A filter typed into a box and applied on Enter or when left (an account number, a target id). */
function TypedFilter({ label, value, onApply, numeric }: { label: string; value: string; onApply: (text: string) => void; numeric?: boolean }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    const next = text.trim();
    if (next !== value && (!numeric || next === '' || /^\d+$/.test(next))) onApply(next);
  };
  return (
    <TextInput
      label={label}
      value={text}
      inputMode={numeric ? 'numeric' : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      onBlur={apply}
      error={numeric && text.trim() !== '' && !/^\d+$/.test(text.trim()) ? ' ' : undefined}
      w={150}
      dir="ltr"
    />
  );
}

/** What an entry's action says, in the reader's language when the catalogue knows it; its code otherwise. */
function useActionName() {
  const { t, i18n } = useTranslation();
  return (action: string) => {
    const key = `admin.audit.actions.${action.replace(/\./g, '_')}`;
    return i18n.exists(key) ? (t as unknown as Translate)(key) : action;
  };
}

function DetailsCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const details = Object.keys(entry.details ?? {}).length > 0 ? JSON.stringify(entry.details, null, 1) : '';
  if (!details) return <Text size="xs">—</Text>;
  return (
    <Spoiler maxHeight={40} showLabel={t('admin.audit.more')} hideLabel={t('admin.audit.less')}>
      <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 320 }}>
        {details}
      </Code>
    </Spoiler>
  );
}

/** A target as a link where the admin area can open it (a user, an order), as text otherwise. */
function TargetCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (!entry.target_type) return <Text size="sm">—</Text>;
  const label = `${(t as unknown as Translate)(`admin.audit.targets.${entry.target_type}`, { defaultValue: entry.target_type })}${entry.target_id ? ` #${entry.target_id}` : ''}`;
  const href = entry.target_id && entry.target_type === 'user' ? `/admin/users/${entry.target_id}` : entry.target_id && entry.target_type === 'order' ? `/admin/orders/${entry.target_id}` : null;
  return href ? (
    <Anchor component={Link} href={href} size="sm">
      {label}
    </Anchor>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

/** /admin/audit: every administrator's action and security event, newest first, filterable by action, actor, target and days. */
export function AuditLogSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const translate = useAdminMessage();
  const { reasonOf } = useAdminNotify();
  const actionName = useActionName();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const log = trpc.admin.logs.useQuery(
    {
      page: filters.page,
      limit: 50,
      ...given({ action: filters.action, target_type: filters.target_type, target_id: filters.target_id, from: filters.from, to: filters.to }),
      ...(filters.actor_id ? { actor_id: filters.actor_id } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = FILTERS.some((key) => filters[key] !== '');
  const refused = log.error ? serverMessage(log.error) : null;

  return (
    <Stack gap="md" data-testid="admin-audit">
      <AdminSectionHeader
        title={t('admin.audit.title')}
        description={t('admin.audit.description')}
        actions={
          <Button variant="default" onClick={() => void log.refetch()} loading={log.isFetching && !log.isPending}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('admin.audit.action')}
          value={filters.action}
          onChange={(event) => setFilters({ action: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.audit.allActions') },
            ...AUDIT_ACTION_PREFIXES.map((prefix) => ({ value: prefix, label: (t as unknown as Translate)(`admin.audit.families.${prefix.replace(/\./g, '_')}`) })),
            ...(filters.action && !(AUDIT_ACTION_PREFIXES as readonly string[]).includes(filters.action) ? [{ value: filters.action, label: actionName(filters.action) }] : []),
          ]}
          data-testid="admin-audit-action"
        />
        <NativeSelect
          label={t('admin.audit.target')}
          value={filters.target_type}
          onChange={(event) => setFilters({ target_type: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.audit.allTargets') },
            ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: (t as unknown as Translate)(`admin.audit.targets.${type}`) })),
          ]}
        />
        <TypedFilter label={t('admin.audit.targetId')} value={filters.target_id} onApply={(text) => setFilters({ target_id: text })} />
        <TypedFilter label={t('admin.audit.actorId')} value={filters.actor_id} onApply={(text) => setFilters({ actor_id: text })} numeric />
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters(range)}
          errors={refused && /\bto\b/.test(refused) ? { to: translate(refused) } : undefined}
        />
        {filtered && (
          <Button variant="subtle" mt={24} onClick={() => setFilters({ action: '', actor_id: '', target_type: '', target_id: '', from: '', to: '' })}>
            {t('admin.common.clearFilters')}
          </Button>
        )}
      </Group>

      <ListState
        status={log.status}
        items={log.data?.items}
        onRetry={() => void log.refetch()}
        loadingText={t('admin.audit.loading')}
        errorText={t('admin.audit.loadFailed')}
        errorHint={log.error ? reasonOf(log.error) : undefined}
        retryLabel={t('admin.common.retry')}
        emptyTitle={filtered ? t('admin.audit.emptyFiltered') : t('admin.audit.empty')}
        testId="admin-audit-list"
      >
        {(entries) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {t('admin.audit.count', { count: log.data?.pagination.total ?? entries.length })}
            </Text>
            <AdminTable
              columns={[t('admin.audit.columns.when'), t('admin.audit.columns.action'), t('admin.audit.columns.actor'), t('admin.audit.columns.target'), t('admin.audit.columns.from'), t('admin.audit.columns.details')]}
              minWidth={960}
              testId="admin-audit-table"
            >
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(entry.created_at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{actionName(entry.action)}</Text>
                    <Anchor component="button" type="button" size="xs" c="dimmed" ff="monospace" onClick={() => setFilters({ action: entry.action })}>
                      {entry.action}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {entry.actor ? (
                      <>
                        <Anchor component="button" type="button" size="sm" onClick={() => setFilters({ actor_id: entry.actor!.id })}>
                          {entry.actor.name || entry.actor.email}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          <span className="ltr-run">{entry.actor.email}</span>
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {entry.actor_id ? t('admin.audit.removedActor', { id: entry.actor_id }) : t('admin.audit.noActor')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TargetCell entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      <span className="ltr-run">{entry.ip ?? '—'}</span>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DetailsCell entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
            <ListPager page={filters.page} totalPages={log.data?.pagination.totalPages ?? 1} onChange={(page) => setFilters({ page: String(page) })} disabled={log.isFetching} />
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
