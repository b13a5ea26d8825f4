import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { type GuideCrop, cropName } from '../../../lib/cropCalculator';
import { GuideCropSelect } from '../GuideCropSelect/GuideCropSelect';

interface GuideCropStartProps {
  /** The chosen crop's id, '' for none. */
  value: string;
  /** The chosen crop once the guide's crops have arrived (useGuideCropStart). */
  chosenCrop: GuideCrop | null;
  onChange(crop: GuideCrop | null): void;
  offers(crop: GuideCrop): boolean;
  /** The select's test id; the note's is `<testId>-note`. */
  testId: string;
}

/** The guide's crops to start from, then, once one is chosen, that its figures were filled in. */
export function GuideCropStart({ value, chosenCrop, onChange, offers, testId }: GuideCropStartProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <GuideCropSelect value={value} onChange={onChange} offers={offers} testId={testId} />
      {chosenCrop && (
        <Text size="sm" c="leaf.8" data-testid={`${testId}-note`}>
          {t('calculator.guideCrop.filled', { crop: cropName(chosenCrop, language) })}
        </Text>
      )}
    </>
  );
}
