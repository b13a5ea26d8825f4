import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCsvChange, ProductCsvRowOutcome } from '../../../../shared/productCsv';
import { useProductsCsv } from '../../../hooks/useProductsCsv';
import { PanelTitle } from '../../PanelTitle/PanelTitle';
import { TableHeader } from '../common/AdminTable';
import { CsvChecking, CsvDone, CsvFileInput, CsvPreviewButtons, CsvRefused } from '../common/CsvImport';
import { PRIMARY_HEIGHT } from '../common/primaryAction';

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
        <CsvFileInput
          label={t('admin.productsCsv.file')}
          placeholder={t('admin.productsCsv.filePlaceholder')}
          clearLabel={t('admin.productsCsv.clear')}
          value={chosen}
          onChange={(file) => void check(file)}
          disabled={busy}
          testId="products-csv"
        />

        {state.step === 'checking' && <CsvChecking label={t('admin.productsCsv.checking')} testId="products-csv" />}

        {state.step === 'refused' && (
          <CsvRefused
            refusal={state.refusal}
            title={t('admin.productsCsv.refusedTitle')}
            moreProblems={(count) => t('admin.productsCsv.moreProblems', { count })}
            testId="products-csv"
          />
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
                <CsvPreviewButtons
                  apply={
                    toApply > 0
                      ? {
                          label: t('admin.productsCsv.apply', { count: toApply }),
                          onClick: () => void apply(state.file, result),
                          testId: 'products-csv-apply',
                        }
                      : undefined
                  }
                  applying={state.step === 'applying'}
                  again={again}
                  anotherLabel={t('admin.productsCsv.another')}
                />
              </Stack>
            );
          })()}

        {state.step === 'done' && (
          <CsvDone
            title={t('admin.productsCsv.applied', { created: state.result.created, updated: state.result.updated })}
            hint={t('admin.productsCsv.appliedHint')}
            again={again}
            anotherLabel={t('admin.productsCsv.another')}
            testId="products-csv"
          />
        )}
      </Stack>
    </Paper>
  );
}
