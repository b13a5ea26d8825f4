import { Alert, Center, Stack, Text } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CropDetail, PRICE_HISTORY_DAYS, useCropLatestPrices, useCropPriceHistory } from '../../../hooks/useCrop';
import { useLanguage } from '../../../hooks/useLanguage';
import { shortDate } from '../../../lib/cropDisplay';
import { formatNumber, formatPercent } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazyNamed';
import { seriesChange } from '../../../lib/priceChart';
import { ListState } from '../../ListState/ListState';
import { LatestPrices } from '../LatestPrices/LatestPrices';
import { PriceAlertPanel } from '../PriceAlertPanel/PriceAlertPanel';
import { LoadingNote } from '../../LoadingNote/LoadingNote';

/** The chart is its own chunk: it loads only when a crop with prices is shown. */
const PriceChart = lazyNamed(() => import('../PriceChart/PriceChart'), 'PriceChart');

/** One colour per market, told apart on a phone screen in daylight. */
const MARKET_COLORS = ['#237f38', '#1c7ed6', '#e8590c', '#9c36b5', '#c92a2a', '#0c8599', '#b58508', '#495057'];

/** The demo prices carry this note as their source: they are labelled sample data wherever they are shown. */
const SAMPLE_SOURCE = /^sample prices/i;

interface MarketPricesProps {
  crop: CropDetail;
  /** The crop's name in the reader's language (for the chart's title and the alert sentence). */
  cropName: string;
  /** The crop page's own path, to come back to after signing in to set an alert. */
  returnPath: string;
}

/**
 * The crop's wholesale prices: a 90-day chart with one line per market (`marketPrices.history`), the latest quote at
 * each market (`crops.marketPrices`) with its change against the day and the week before (from the history), and the
 * price alert form. Sample prices say so.
 */
export function MarketPrices({ crop, cropName, returnPath }: MarketPricesProps) {
  const { t } = useTranslation();
  const { language, direction } = useLanguage();
  const history = useCropPriceHistory(crop.id);
  const latest = useCropLatestPrices(crop.id);
  const arabic = language === 'ar';
  const money = (value: number) => formatNumber(value, language);
  const unitName = (unit: string) => t(`crop.units.${unit as 'kg'}`, { defaultValue: unit });

  const markets = history.data?.markets;
  const series = useMemo(
    () =>
      (markets ?? []).map((entry, index) => ({
        key: entry.market.slug,
        label: (arabic && entry.market.name_ar) || entry.market.name,
        color: MARKET_COLORS[index % MARKET_COLORS.length]!,
        points: entry.prices.map((p) => ({ date: p.price_date, value: p.avg_price })),
      })),
    [markets, arabic],
  );
  const sample = latest.data?.some((quote) => SAMPLE_SOURCE.test(quote.source ?? '')) ?? false;
  const unit = markets?.[0]?.unit ?? 'kg';

  const summary = series
    .map((s) => {
      const change = seriesChange(s.points);
      return change
        ? t('crop.prices.seriesSummary', {
            market: s.label,
            first: money(change.first),
            last: money(change.last),
            change: `\u2068${formatPercent(change.percent, language)}\u2069`,
          })
        : null;
    })
    .filter(Boolean)
    .join('; ');

  return (
    <Stack gap="md">
      {sample && (
        <Alert color="wheat" variant="light" p="xs" data-testid="sample-prices-note">
          <Text size="sm">{t('crop.prices.sample')}</Text>
        </Alert>
      )}
      <ListState query={history} items={markets} texts="crop.prices" testId="price-history">
        {() =>
          history.data && (
            <Suspense
              fallback={
                <Center h={240}>
                  <LoadingNote stacked gap={4}>
                    {t('crop.prices.loadingChart')}
                  </LoadingNote>
                </Center>
              }
            >
              <PriceChart
                series={series}
                title={t('crop.prices.chartTitle', { crop: cropName, days: PRICE_HISTORY_DAYS })}
                description={t('crop.prices.chartDescription', {
                  from: shortDate(history.data.from, language, true),
                  to: shortDate(history.data.to, language, true),
                  summary,
                })}
                axisLabel={t('crop.prices.axis', { unit: unitName(unit) })}
                legendLabel={t('crop.prices.legend')}
                readoutLabel={(date) => t('crop.prices.readout', { date: shortDate(date, language, true) })}
                formatDate={(date) => shortDate(date, language)}
                formatValue={money}
                rtl={direction === 'rtl'}
              />
            </Suspense>
          )
        }
      </ListState>
      {latest.data && latest.data.length > 0 && <LatestPrices latest={latest.data} history={history.data} />}
      <PriceAlertPanel
        cropId={crop.id}
        cropName={cropName}
        quotes={latest.isError ? [] : latest.data}
        returnPath={returnPath}
      />
    </Stack>
  );
}
