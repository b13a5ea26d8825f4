import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { monthName, plantingGrid } from '../../../lib/cropDisplay';
import classes from './PlantingCalendar.module.css';

interface PlantingCalendarProps {
  plantingMonths: Partial<Record<string, readonly number[]>> | null | undefined;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The planting calendar: Egypt's regions against the twelve months, the planting months marked. On a wide screen the
 * months run across; on a phone they run down, with one narrow column per region, so nothing needs side-scrolling.
 */
export function PlantingCalendar({ plantingMonths }: PlantingCalendarProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rows = plantingGrid(plantingMonths);
  const thisMonth = new Date().getMonth() + 1;

  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="planting-calendar-empty">
        {t('crop.calendar.empty')}
      </Text>
    );
  }

  const region = (key: string) => t(`crop.calendar.regions.${key as 'delta'}`);
  const mark = (on: boolean, regionKey: string, month: number) =>
    on ? (
      <span
        className={classes.on}
        title={t('crop.calendar.plantingIn', { region: region(regionKey), month: monthName(month, language) })}
      >
        <VisuallyHidden>{t('crop.calendar.planting')}</VisuallyHidden>
      </span>
    ) : null;

  return (
    <Box data-testid="planting-calendar">
      <Table
        visibleFrom="md"
        className={classes.table}
        withTableBorder
        withColumnBorders
        layout="fixed"
        horizontalSpacing={4}
        verticalSpacing={6}
        aria-label={t('crop.calendar.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.regionColumn}>{t('crop.calendar.region')}</Table.Th>
            {MONTHS.map((month) => (
              <Table.Th
                key={month}
                className={classes.month}
                data-current={month === thisMonth || undefined}
                title={monthName(month, language)}
              >
                {monthName(month, language, 'short')}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.region}>
              <Table.Th scope="row">{region(row.region)}</Table.Th>
              {row.months.map((on, index) => (
                <Table.Td
                  key={MONTHS[index]}
                  className={classes.cell}
                  data-current={index + 1 === thisMonth || undefined}
                >
                  {mark(on, row.region, index + 1)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Table
        hiddenFrom="md"
        className={classes.table}
        withTableBorder
        withColumnBorders
        layout="fixed"
        horizontalSpacing={4}
        verticalSpacing={6}
        aria-label={t('crop.calendar.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.monthColumn} />
            {rows.map((row) => (
              <Table.Th key={row.region} className={classes.regionHead}>
                {region(row.region)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MONTHS.map((month) => (
            <Table.Tr key={month} data-current={month === thisMonth || undefined}>
              <Table.Th scope="row">{monthName(month, language)}</Table.Th>
              {rows.map((row) => (
                <Table.Td key={row.region} className={classes.cell}>
                  {mark(row.months[month - 1] ?? false, row.region, month)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs" className={classes.legend}>
        <span className={classes.on} aria-hidden /> {t('crop.calendar.legend')}
      </Text>
    </Box>
  );
}
