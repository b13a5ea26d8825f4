import { Anchor, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceImportRow } from '../../../../shared/priceAlerts';
import { useBulletinImport } from '../../../hooks/useBulletinImport';
import { egyptDay, useAdminFormat } from '../../../lib/adminFormat';
import { formatNumber } from '../../../lib/format';
import { BULLETIN_COLUMNS, sampleBulletinCsv, sampleBulletinName } from '../../../lib/priceBulletin';
import { PanelTitle } from '../../PanelTitle/PanelTitle';
import { TableHeader } from '../common/AdminTable';
import { CsvChecking, CsvDone, CsvFileInput, CsvPreviewButtons, CsvRefused } from '../common/CsvImport';

/** The parsed rows: row number, crop and market, the average with the range and unit, the date. Fits a phone. */
function PreviewTable({ rows }: { rows: readonly PriceImportRow[] }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const arabic = fmt.language === 'ar';
  const number = (value: number) => formatNumber(value, fmt.language);
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table striped verticalSpacing={6} horizontalSpacing={6} fz="sm" data-testid="bulletin-preview-table">
        <TableHeader
          columns={(['row', 'crop', 'prices', 'date'] as const).map((column) =>
            t(`admin.prices.bulletin.columns.${column}`),
          )}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-testid="bulletin-preview-row" data-row={row.row}>
              <Table.Td c="dimmed">{row.row}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} data-testid="bulletin-preview-crop">
                  {(arabic && row.crop_name_ar) || row.crop_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {(arabic && row.market_name_ar) || row.market_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} span data-testid="bulletin-preview-avg">
                  {number(row.avg_price)}
                </Text>{' '}
                <Text size="xs" c="dimmed" span>
                  {t('admin.prices.bulletin.perUnit', {
                    unit: t(`admin.prices.units.${row.unit as 'kg'}`, { defaultValue: row.unit }),
                  })}
                </Text>
                <Text size="xs" c="dimmed" dir="ltr" ta={arabic ? 'right' : 'left'}>
                  {number(row.min_price)}–{number(row.max_price)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.day(row.price_date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The daily price bulletin: a CSV file is read and checked without saving (a dry run) and its rows previewed — or the
 * refusal shown, naming the row and field — then "Import N prices" saves them all in one transaction. A sample file
 * (two quotes at Obour, dated today) can be downloaded to start from. The steps are in useBulletinImport.
 */
export function BulletinImport({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const { state, chosen, check, apply, again } = useBulletinImport(onImported);
  const today = egyptDay(new Date());
  const sampleHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(sampleBulletinCsv(today))}`,
    [today],
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="bulletin-import">
      <Stack gap="sm">
        <PanelTitle
          order={3}
          title={t('admin.prices.bulletin.title')}
          subtitle={t('admin.prices.bulletin.hint')}
          titleSize="lg"
          gap="sm"
        />
        <Group
          gap={6}
          dir="ltr"
          justify={fmt.language === 'ar' ? 'flex-end' : 'flex-start'}
          data-testid="bulletin-columns"
        >
          {BULLETIN_COLUMNS.map((column) => (
            <Code key={column} fz="xs">
              {column}
            </Code>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.prices.bulletin.hintDetails')}
        </Text>
        <Anchor
          href={sampleHref}
          download={sampleBulletinName(today)}
          size="sm"
          fw={600}
          display="inline-flex"
          mih={24}
          style={{ alignItems: 'center' }}
          data-testid="bulletin-sample"
        >
          ⬇ {t('admin.prices.bulletin.sample')}
        </Anchor>
        <CsvFileInput
          label={t('admin.prices.bulletin.file')}
          placeholder={t('admin.prices.bulletin.filePlaceholder')}
          clearLabel={t('admin.prices.bulletin.clear')}
          value={chosen}
          onChange={(file) => void check(file)}
          disabled={state.step === 'checking' || state.step === 'applying'}
          testId="bulletin"
        />

        {state.step === 'checking' && <CsvChecking label={t('admin.prices.bulletin.checking')} testId="bulletin" />}

        {state.step === 'refused' && (
          <CsvRefused
            refusal={state.refusal}
            title={t('admin.prices.bulletin.refusedTitle')}
            moreProblems={(count) => t('admin.prices.bulletin.moreProblems', { count })}
            testId="bulletin"
          />
        )}

        {(state.step === 'preview' || state.step === 'applying') && (
          <Stack gap="xs" data-testid="bulletin-preview">
            <Text fw={700}>{t('admin.prices.bulletin.previewTitle', { count: state.result.rows.length })}</Text>
            <Text size="sm" c="dimmed">
              {t('admin.prices.bulletin.previewHint')}
            </Text>
            <PreviewTable rows={state.result.rows} />
            <CsvPreviewButtons
              apply={{
                label: t('admin.prices.bulletin.import', { count: state.result.rows.length }),
                onClick: () => void apply(state.file, state.result),
                testId: 'bulletin-import-confirm',
              }}
              applying={state.step === 'applying'}
              again={again}
              anotherLabel={t('admin.prices.bulletin.another')}
            />
          </Stack>
        )}

        {state.step === 'done' && (
          <CsvDone
            title={t('admin.prices.bulletin.imported', { count: state.result.imported })}
            hint={t('admin.prices.bulletin.importedHint')}
            again={again}
            anotherLabel={t('admin.prices.bulletin.another')}
            testId="bulletin"
          />
        )}
      </Stack>
    </Paper>
  );
}
