import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { type PriceAlert, usePriceAlertActions, usePriceAlerts } from '../../../hooks/usePriceAlerts';
import { usePriceAlertTexts } from '../../../hooks/usePriceAlertTexts';
import { parseDecimal } from '../../../lib/calculatorInput';
import { shortDate } from '../../../lib/cropDisplay';
import type { LatestQuote } from '../LatestPrices/LatestPrices';
import { DeleteAlertButton } from '../DeleteAlertButton/DeleteAlertButton';

type Direction = PriceAlert['direction'];
const DIRECTIONS = ['above', 'below'] as const satisfies readonly Direction[];
/** Obour is Egypt's reference wholesale market: the form starts there when the crop is quoted there. */
const FIRST_CHOICE_MARKET = 'obour';
/** The market select's value for "any market". */
const ANY = '';

interface PriceAlertFormProps {
  cropId: string;
  cropName: string;
  quotes: readonly LatestQuote[];
  /** The id of the box around the form: back from signing in at `#{anchor}`, the form is brought into view. */
  anchor: string;
}

/** The price a field starts with: the latest average, as typed (no grouping). */
const priceText = (quote: LatestQuote | undefined) => (quote ? String(quote.avg_price) : '');

/** One of the grower's alerts for this crop: what it says, whether it is paused, when it last fired, and Delete. */
function CropAlertRow({ alert, onDelete, deleting }: { alert: PriceAlert; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  const texts = usePriceAlertTexts();
  const words = texts.words(alert);
  const summary = `${texts.summary(words)} ${texts.place(words.market)}`;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      data-testid="crop-price-alert"
      data-alert-id={alert.id}
      data-active={String(alert.is_active)}
    >
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {summary}{' '}
          {!alert.is_active && (
            <Badge size="xs" color="gray" variant="light">
              {t('priceAlerts.paused')}
            </Badge>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {texts.lastFired(alert)}
        </Text>
      </div>
      <DeleteAlertButton summary={summary} onDelete={onDelete} loading={deleting} testId="crop-price-alert-delete" />
    </Group>
  );
}

/**
 * The alert form — market (any market, or one that quotes the crop), direction and price, prefilled with the latest
 * average there — with the sentence it makes read out as it is filled in; under it the grower's alerts for this crop.
 * The server's answer (or refusal, in the reader's language) is shown under the button.
 */
export function PriceAlertForm({ cropId, cropName, quotes, anchor }: PriceAlertFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const texts = usePriceAlertTexts();
  const alerts = usePriceAlerts();
  const { create, remove } = usePriceAlertActions();
  const id = useId();
  const boxRef = useRef<HTMLFormElement>(null);
  const arabic = language === 'ar';

  const firstChoice = quotes.find((q) => q.market.slug === FIRST_CHOICE_MARKET) ?? quotes[0];
  // Until the grower picks a market, the first choice stands (the quotes may arrive after the form).
  const [picked, setPicked] = useState<string | null>(null);
  const market = picked ?? firstChoice?.market.id ?? ANY;
  const [direction, setDirection] = useState<Direction>('above');
  const [price, setPrice] = useState(() => priceText(firstChoice));
  const [priceTyped, setPriceTyped] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const chosen = market === ANY ? undefined : quotes.find((q) => q.market.id === market);
  /** For any market: the first choice's price and unit stand in (the markets quote a crop in one unit). */
  const reference = chosen ?? firstChoice;
  const unit = reference?.unit ?? null;
  const marketName = (quote: LatestQuote) => (arabic && quote.market.name_ar) || quote.market.name;

  // Until the grower types a price, it follows the chosen market's latest average.
  useEffect(() => {
    if (!priceTyped) setPrice(priceText(reference));
  }, [reference, priceTyped]);

  // Back from signing in at #price-alert: bring the form into view once it is here.
  useEffect(() => {
    if (window.location.hash === `#${anchor}`)
      boxRef.current?.closest(`#${anchor}`)?.scrollIntoView({ block: 'start' });
  }, [anchor]);

  const parsed = parseDecimal(price);
  const sentence = texts.sentence({
    crop: cropName,
    market: chosen ? marketName(chosen) : null,
    direction,
    price: parsed !== null && parsed > 0 ? parsed : null,
    unit,
  });
  const mine = useMemo(
    () => (alerts.data?.alerts ?? []).filter((alert) => String(alert.crop_id) === String(cropId)),
    [alerts.data, cropId],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (parsed === null || parsed <= 0) {
      setFieldError(t('priceAlerts.invalidPrice'));
      return;
    }
    setFieldError(null);
    try {
      const alert = await create.mutateAsync({
        crop_id: cropId,
        market_id: market === ANY ? null : market,
        direction,
        price: parsed,
      });
      setOutcome({ ok: true, text: t('priceAlerts.created', { sentence: texts.sentence(texts.words(alert)) }) });
    } catch (error) {
      setOutcome({ ok: false, text: `${t('priceAlerts.failed')}: ${texts.reasonOf(error)}` });
    }
  };

  const deleteAlert = async (alert: PriceAlert) => {
    setDeleting(String(alert.id));
    setOutcome(null);
    try {
      await remove.mutateAsync({ id: alert.id });
      setOutcome({ ok: true, text: t('priceAlerts.deleted') });
    } catch (error) {
      setOutcome({ ok: false, text: `${t('priceAlerts.deleteFailed')}: ${texts.reasonOf(error)}` });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="md">
      <form
        ref={boxRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={`${id}-sentence`}
        data-testid="price-alert-form"
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('priceAlerts.market')}
            value={market}
            onChange={(event) => setPicked(event.currentTarget.value)}
            data={[
              { value: ANY, label: t('priceAlerts.anyMarketOption') },
              ...quotes.map((q) => ({ value: q.market.id, label: marketName(q) })),
            ]}
            data-testid="price-alert-market"
          />
          <Group grow gap="sm" align="flex-start" preventGrowOverflow={false}>
            <NativeSelect
              label={t('priceAlerts.direction')}
              value={direction}
              onChange={(event) => setDirection(event.currentTarget.value as Direction)}
              data={DIRECTIONS.map((d) => ({ value: d, label: t(`priceAlerts.directionOptions.${d}`) }))}
              data-testid="price-alert-direction"
            />
            <TextInput
              label={unit ? t('priceAlerts.price', { unit: texts.unitName(unit) }) : t('priceAlerts.priceNoUnit')}
              value={price}
              onChange={(event) => {
                setPrice(event.currentTarget.value);
                setPriceTyped(true);
                setFieldError(null);
              }}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              error={fieldError}
              data-testid="price-alert-price"
            />
          </Group>
          {reference && (
            <Text size="xs" c="dimmed">
              {t('priceAlerts.latestHint', {
                market: marketName(reference),
                price: texts.money(reference.avg_price),
                date: shortDate(reference.price_date, language),
              })}
            </Text>
          )}
          <Text
            size="sm"
            fw={600}
            id={`${id}-sentence`}
            aria-live="polite"
            dir="auto"
            data-testid="price-alert-sentence"
          >
            {sentence}
          </Text>
          <Group>
            <Button type="submit" loading={create.isPending} data-testid="price-alert-submit">
              {t('priceAlerts.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {outcome && (
        <Alert
          color={outcome.ok ? 'leaf' : 'red'}
          variant="light"
          p="xs"
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="price-alert-outcome"
          data-ok={String(outcome.ok)}
        >
          <Text size="sm">{outcome.text}</Text>
        </Alert>
      )}
      {mine.length > 0 && (
        <Stack gap={0} data-testid="crop-price-alerts">
          <Text size="sm" fw={700}>
            {t('priceAlerts.yours', { crop: cropName })}
          </Text>
          {mine.map((alert) => (
            <CropAlertRow
              key={alert.id}
              alert={alert}
              deleting={deleting === String(alert.id)}
              onDelete={() => void deleteAlert(alert)}
            />
          ))}
        </Stack>
      )}
      <Anchor
        component={Link}
        href="/profile?tab=alerts"
        size="sm"
        fw={600}
        style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', minHeight: 32 }}
        data-testid="price-alerts-manage"
      >
        {t('priceAlerts.manage')}
      </Anchor>
    </Stack>
  );
}
