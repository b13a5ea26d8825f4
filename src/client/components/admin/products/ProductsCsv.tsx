import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCsvChange, ProductCsvRowOutcome } from '../../../../shared/productCsv';
import { useProductsCsv } from '../../../hooks/useProductsCsv';
import { PanelTitle } from '../../PanelTitle/PanelTitle';
import { TableHeader } from '../common/AdminTable';
import { PRIMARY_ACTION, PRIMARY_HEIGHT } from '../common/primaryAction';

const STATUS_COLOR = { created: 'green', updated: 'blue', unchanged: 'gray' } as const;
/** The longest value a change shows before cutting it short (descriptions run to pages). */
const SHOWN_CHARS = 80;

const shortened = (text: string) => (text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text);

/** One field's change: the column's name, then the old value struck through and the new one. */
function Change({ change }: { change: ProductCsvChange }) {
  const { t } = useTranslation();
  const empty = t('admin.productsCsv.empty');
  return (
    <Text size="xs" data-testid="products-csv-change" data-field={change.field}>
      <Text span fw={600} ff="monospace" dir="ltr">
        {change.field}
      </Text>
      {': '}
      {change.from !== null && (
        <>
          <Text span c="dimmed" td="line-through" dir="auto">
            {shortened(change.from)}
          </Text>
          {' → '}
        </>
      )}
      <Text span dir="auto">
        {change.to === null ? empty : shortened(change.to)}
      </Text>
    </Text>
  );
}

/** What each row of the file does: its row, the product, new/changed/unchanged and the field changes. Fits a phone. */
function PreviewTable({ rows }: { rows: readonly ProductCsvRowOutcome[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table striped verticalSpacing={6} horizontalSpacing={6} fz="sm" data-testid="products-csv-preview-table">
        <TableHeader
          columns={(['row', 'product', 'changes'] as const).map((column) => t(`admin.productsCsv.columns.${column}`))}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-testid="products-csv-row" data-row={row.row} data-status={row.status}>
              <Table.Td c="dimmed">{row.row}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} dir="auto">
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed" dir="ltr" style={{ wordBreak: 'break-all' }}>
                  {row.slug}
                </Text>
                <Badge size="sm" variant="light" color={STATUS_COLOR[row.status]} mt={4}>
                  {t(`admin.productsCsv.status.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {row.changes.map((change) => (
                    <Change key={change.field} change={change} />
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The product CSV (one row per product): "Export CSV" downloads every product; a chosen file is checked as a dry run
 * and what it would do is previewed — new, changed (field by field) and unchanged rows — or the refusal shown, naming
 * the row and column; "Apply" imports it all in one transaction. The steps are in useProductsCsv.
 */
export function ProductsCsv({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const { state, chosen, exporting, exportFile, check, apply, again } = useProductsCsv(onImported);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const busy = state.step === 'checking' || state.step === 'applying';

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="products-csv">
      <Stack gap="sm">
        <PanelTitle
          order={3}
          title={t('admin.productsCsv.title')}
          subtitle={t('admin.productsCsv.hint')}
          titleSize="lg"
          gap="sm"
        />
        <Text size="sm" c="dimmed">
          {t('admin.productsCsv.details')}
        </Text>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Button
            variant="default"
            onClick={() => void exportFile()}
            loading={exporting}
            h={PRIMARY_HEIGHT}
            data-testid="products-csv-export"
          >
            ⬇ {t('admin.productsCsv.export')}
          </Button>
        </Group>
        <FileInput
          label={t('admin.productsCsv.file')}
          placeholder={t('admin.productsCsv.filePlaceholder')}
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept=".csv,text/csv"
          value={chosen}
          onChange={(file) => void check(file)}
          clearable
          clearButtonProps={{ 'aria-label': t('admin.productsCsv.clear') }}
          disabled={busy}
          data-testid="products-csv-file"
        />

        {state.step === 'checking' && (
          <Group gap="xs" data-testid="products-csv-checking">
            <Loader size="xs" />
            <Text size="sm">{t('admin.productsCsv.checking')}</Text>
          </Group>
        )}

        {state.step === 'refused' && (
          <Alert
            color="red"
            title={t('admin.productsCsv.refusedTitle')}
            data-testid="products-csv-refused"
            role="alert"
          >
            <Text size="sm" fw={600} data-testid="products-csv-refused-message">
              {state.refusal.message}
            </Text>
            {state.refusal.problems.length > 1 && (
              <List size="sm" mt="xs" spacing={2}>
                {state.refusal.problems.slice(1).map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            )}
            {state.refusal.count > Math.max(1, state.refusal.problems.length) && (
              <Text size="sm" mt={4}>
                {t('admin.productsCsv.moreProblems', {
                  count: state.refusal.count - Math.max(1, state.refusal.problems.length),
                })}
              </Text>
            )}
          </Alert>
        )}

        {(state.step === 'preview' || state.step === 'applying') &&
          (() => {
            const { result } = state;
            const toApply = result.created + result.updated;
            const rows = showUnchanged ? result.rows : result.rows.filter((row) => row.status !== 'unchanged');
            return (
              <Stack gap="xs" data-testid="products-csv-preview">
                <Text fw={700}>{t('admin.productsCsv.previewTitle')}</Text>
                <Text size="sm" data-testid="products-csv-counts">
                  {t('admin.productsCsv.counts', {
                    created: result.created,
                    updated: result.updated,
                    unchanged: result.unchanged,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('admin.productsCsv.previewHint')}
                </Text>
                {result.unchanged > 0 && (
                  <Checkbox
                    label={t('admin.productsCsv.showUnchanged')}
                    checked={showUnchanged}
                    onChange={(event) => setShowUnchanged(event.currentTarget.checked)}
                  />
                )}
                {rows.length > 0 && <PreviewTable rows={rows} />}
                {toApply === 0 && (
                  <Text size="sm" data-testid="products-csv-nothing">
                    {t('admin.productsCsv.nothingToDo')}
                  </Text>
                )}
                <Group gap="sm" wrap="wrap">
                  {toApply > 0 && (
                    <Button
                      onClick={() => void apply(state.file, result)}
                      loading={state.step === 'applying'}
                      data-testid="products-csv-apply"
                      {...PRIMARY_ACTION}
                    >
                      {t('admin.productsCsv.apply', { count: toApply })}
                    </Button>
                  )}
                  <Button variant="default" onClick={again} disabled={state.step === 'applying'} h={PRIMARY_HEIGHT}>
                    {t('admin.productsCsv.another')}
                  </Button>
                </Group>
              </Stack>
            );
          })()}

        {state.step === 'done' && (
          <Alert
            color="green"
            title={t('admin.productsCsv.applied', { created: state.result.created, updated: state.result.updated })}
            data-testid="products-csv-done"
            role="status"
          >
            <Text size="sm">{t('admin.productsCsv.appliedHint')}</Text>
            <Button variant="light" size="xs" mt="xs" onClick={again}>
              {t('admin.productsCsv.another')}
            </Button>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
