import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceHistory } from '../../../hooks/useCrop';
import { useLanguage } from '../../../hooks/useLanguage';
import { shortDate } from '../../../lib/cropDisplay';
import { formatNumber, formatPercent } from '../../../lib/format';
import { changeDirection, latestWithChanges, type PriceChange } from '../../../lib/priceChanges';
import type { RouterOutputs } from '../../../lib/trpc';
import classes from './LatestPrices.module.css';

/** The latest quote of the crop at one market (`crops.marketPrices`). */
export type LatestQuote = RouterOutputs['crops']['marketPrices'][number];

interface LatestPricesProps {
  latest: readonly LatestQuote[];
  /** The 90-day history, for the change against the day and the week before (absent while it loads). */
  history: PriceHistory | undefined;
}

const ARROWS = { up: '▲', down: '▼', flat: '＝', none: '' } as const;

/** A change as "▲ 2.3%" (coloured), with the whole sentence for screen readers and as the cell's tooltip. */
function ChangeCell({ change }: { change: PriceChange | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const direction = changeDirection(change);
  const words = change
    ? t(`crop.prices.changeLabel.${direction as 'up'}`, {
        percent: formatPercent(Math.abs(change.percent ?? 0), language),
        from: formatNumber(change.from_price, language),
        date: shortDate(change.from_date, language),
      })
    : t('crop.prices.changeLabel.none');
  return (
    <Table.Td className={classes.change} data-direction={direction} title={words}>
      {change ? (
        <>
          <span aria-hidden dir="ltr" className={classes.figure}>
            {ARROWS[direction]} {change.percent === null ? '—' : formatPercent(Math.abs(change.percent), language)}
          </span>
          <VisuallyHidden>{words}</VisuallyHidden>
        </>
      ) : (
        <>
          <span aria-hidden>—</span>
          <VisuallyHidden>{words}</VisuallyHidden>
        </>
      )}
    </Table.Td>
  );
}

/**
 * The crop's latest average at each market, with its change against the day before and the week before (worked out
 * from the 90-day history by `latestWithChanges`; a market whose latest quote is older than the history has none).
 */
export function LatestPrices({ latest, history }: LatestPricesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const arabic = language === 'ar';
  const money = (value: number) => formatNumber(value, language);
  const unitName = (unit: string) => t(`crop.units.${unit as 'kg'}`, { defaultValue: unit });
  const changesOf = (quote: LatestQuote) => {
    const series = history?.markets.find((entry) => entry.market.id === quote.market.id);
    const result = series ? latestWithChanges(series.prices) : null;
    return result && result.latest.price_date === quote.price_date ? result : null;
  };

  return (
    <Table
      striped
      verticalSpacing={6}
      horizontalSpacing={6}
      fz="sm"
      data-testid="latest-prices"
      className={classes.table}
    >
      <Table.Caption className={classes.caption}>{t('crop.prices.latestCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('crop.prices.market')}</Table.Th>
          <Table.Th>{t('crop.prices.latest')}</Table.Th>
          <Table.Th className={classes.changeHead}>{t('crop.prices.dayChange')}</Table.Th>
          <Table.Th className={classes.changeHead}>{t('crop.prices.weekChange')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {latest.map((quote) => {
          const changes = changesOf(quote);
          return (
            <Table.Tr key={quote.id} data-testid="latest-price" data-market={quote.market.slug}>
              <Table.Th scope="row" fw={600}>
                {(arabic && quote.market.name_ar) || quote.market.name}
                <Text size="xs" c="dimmed" fw={400}>
                  {shortDate(quote.price_date, language, true)}
                </Text>
              </Table.Th>
              <Table.Td>
                <span className={classes.price}>{money(quote.avg_price)}</span>
                <Text size="xs" c="dimmed" className={classes.range}>
                  {t('crop.prices.perUnitShort', { unit: unitName(quote.unit) })}
                </Text>
                <Text size="xs" c="dimmed" className={classes.range}>
                  <span dir="ltr">
                    {t('crop.prices.rangeValue', { min: money(quote.min_price), max: money(quote.max_price) })}
                  </span>
                </Text>
              </Table.Td>
              <ChangeCell change={changes?.day ?? null} />
              <ChangeCell change={changes?.week ?? null} />
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
