import { Loader, NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuideCrops } from '../../../hooks/useGuideCrops';
import { useLanguage } from '../../../hooks/useLanguage';
import { type GuideCrop, cropName } from '../../../lib/cropCalculator';
import { InlineRetry } from '../../InlineRetry/InlineRetry';
import { sortByName } from '../../../lib/format';

interface GuideCropSelectProps {
  /** The chosen crop's id, '' for none. */
  value: string;
  onChange(crop: GuideCrop | null): void;
  /** Only the crops whose guide gives what this calculator needs. */
  offers(crop: GuideCrop): boolean;
  testId: string;
}

/**
 * "Start from a crop of the guide": the crops of `crops.figures` (a native select, light on cheap phones), in the
 * reader's language and alphabet order. Without crops (loading or failed) the calculator still works by hand.
 */
export function GuideCropSelect({ value, onChange, offers, testId }: GuideCropSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const crops = useGuideCrops();
  const offered = useMemo(
    () => sortByName((crops.data ?? []).filter(offers), (crop) => cropName(crop, language), language),
    [crops.data, offers, language],
  );

  if (crops.status === 'error') {
    return (
      <InlineRetry
        message={t('calculator.guideCrop.failed')}
        retryLabel={t('calculator.guideCrop.retry')}
        onRetry={() => void crops.refetch()}
        quiet
        testId={testId}
      />
    );
  }

  return (
    <NativeSelect
      label={t('calculator.guideCrop.label')}
      value={value}
      onChange={(event) => onChange(offered.find((crop) => crop.id === event.currentTarget.value) ?? null)}
      disabled={crops.status === 'pending'}
      rightSection={crops.status === 'pending' ? <Loader size={14} /> : undefined}
      data={[
        {
          value: '',
          label: crops.status === 'pending' ? t('calculator.guideCrop.loading') : t('calculator.guideCrop.placeholder'),
        },
        ...offered.map((crop) => ({ value: crop.id, label: cropName(crop, language) })),
      ]}
      data-testid={testId}
    />
  );
}
