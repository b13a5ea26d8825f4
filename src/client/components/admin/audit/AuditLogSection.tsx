import { Anchor, Code, Spoiler, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAdminFormat } from '../../../lib/adminFormat';
import { AUDIT_ACTION_PREFIXES, AUDIT_TARGET_TYPES } from '../../../lib/adminOptions';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { FilteredRecords } from '../common/FilteredRecords';
import { anyFilterSet, ClearFiltersButton } from '../common/ClearFiltersButton';
import { DateRangeFields, useRangeRefusal } from '../common/DateRangeFields';
import { FilterSelect } from '../common/FilterSelect';
import { RefreshButton } from '../common/RefreshButton';
import { useAppliedText } from '../common/SearchField';
import { AdminFilters } from '../common/AdminFilters';

type Entry = RouterOutputs['admin']['logs']['items'][number];
type Translate = (key: string, options?: Record<string, unknown>) => string;

const FILTERS = ['action', 'actor_id', 'target_type', 'target_id', 'from', 'to'] as const;

/** A filter typed into a box and applied on Enter or when left (an account number, a target id). */
function TypedFilter({
  label,
  value,
  onApply,
  numeric,
}: {
  label: string;
  value: string;
  onApply: (text: string) => void;
  numeric?: boolean;
}) {
  const { text, inputProps } = useAppliedText(value, onApply, (next) => !numeric || next === '' || /^\d+$/.test(next));
  return (
    <TextInput
      label={label}
      {...inputProps}
      inputMode={numeric ? 'numeric' : undefined}
      error={numeric && text.trim() !== '' && !/^\d+$/.test(text.trim()) ? ' ' : undefined}
      style={{ flex: '1 1 140px', maxWidth: 220 }}
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
      <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 'min(320px, 100%)' }}>
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
  const href =
    entry.target_id && entry.target_type === 'user'
      ? `/admin/users/${entry.target_id}`
      : entry.target_id && entry.target_type === 'order'
        ? `/admin/orders/${entry.target_id}`
        : null;
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
  const actionName = useActionName();
  const [filters, setFilters, filterOf] = useUrlFilters(FILTERS);
  const log = trpc.admin.logs.useQuery(
    {
      page: filters.page,
      limit: 50,
      ...given({
        action: filters.action,
        target_type: filters.target_type,
        target_id: filters.target_id,
        from: filters.from,
        to: filters.to,
      }),
      ...(filters.actor_id ? { actor_id: filters.actor_id } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = anyFilterSet(filters, FILTERS);
  const rangeErrors = useRangeRefusal(log.error);

  return (
    <Stack gap="md" data-testid="admin-audit">
      <AdminSectionHeader
        title={t('admin.audit.title')}
        description={t('admin.audit.description')}
        actions={<RefreshButton query={log} />}
      />
      <AdminFilters
        inUse={FILTERS.filter((key) => filters[key] !== '').length}
        always={<ClearFiltersButton filters={filters} keys={FILTERS} setFilters={setFilters} />}
      >
        <FilterSelect
          label={t('admin.audit.action')}
          {...filterOf('action')}
          allLabel={t('admin.audit.allActions')}
          options={[
            ...AUDIT_ACTION_PREFIXES.map((prefix) => ({
              value: prefix,
              label: (t as unknown as Translate)(`admin.audit.families.${prefix.replace(/\./g, '_')}`),
            })),
            ...(filters.action && !(AUDIT_ACTION_PREFIXES as readonly string[]).includes(filters.action)
              ? [{ value: filters.action, label: actionName(filters.action) }]
              : []),
          ]}
          testId="admin-audit-action"
        />
        <FilterSelect
          label={t('admin.audit.target')}
          {...filterOf('target_type')}
          allLabel={t('admin.audit.allTargets')}
          options={AUDIT_TARGET_TYPES.map((type) => ({
            value: type,
            label: (t as unknown as Translate)(`admin.audit.targets.${type}`),
          }))}
        />
        <TypedFilter
          label={t('admin.audit.targetId')}
          value={filters.target_id}
          onApply={(text) => setFilters({ target_id: text })}
        />
        <TypedFilter
          label={t('admin.audit.actorId')}
          value={filters.actor_id}
          onApply={(text) => setFilters({ actor_id: text })}
          numeric
        />
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters(range)}
          errors={rangeErrors}
        />
      </AdminFilters>

      <FilteredRecords
        query={log}
        list="audit"
        filtered={filtered}
        pages={{ page: filters.page, onChange: (page) => setFilters({ page: String(page) }) }}
        attributes={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action })}
        minWidth={960}
        columns={[
          { header: t('admin.audit.columns.when'), nowrap: true, cell: (entry) => fmt.dateTime(entry.created_at) },
          {
            header: t('admin.audit.columns.action'),
            card: 'title',
            cell: (entry) => (
              <>
                <Text size="sm" fw={600}>
                  {actionName(entry.action)}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  c="dimmed"
                  ff="monospace"
                  onClick={() => setFilters({ action: entry.action })}
                >
                  {entry.action}
                </Anchor>
              </>
            ),
          },
          {
            header: t('admin.audit.columns.actor'),
            cell: (entry) =>
              entry.actor ? (
                <>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setFilters({ actor_id: entry.actor!.id })}
                  >
                    {entry.actor.name || entry.actor.email || entry.actor.phone}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    <span className="ltr-run">{entry.actor.email ?? entry.actor.phone}</span>
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {entry.actor_id ? t('admin.audit.removedActor', { id: entry.actor_id }) : t('admin.audit.noActor')}
                </Text>
              ),
          },
          { header: t('admin.audit.columns.target'), cell: (entry) => <TargetCell entry={entry} /> },
          {
            header: t('admin.audit.columns.from'),
            cell: (entry) => (
              <Text size="xs">
                <span className="ltr-run">{entry.ip ?? '—'}</span>
              </Text>
            ),
          },
          { header: t('admin.audit.columns.details'), card: 'wide', cell: (entry) => <DetailsCell entry={entry} /> },
        ]}
      />
    </Stack>
  );
}
