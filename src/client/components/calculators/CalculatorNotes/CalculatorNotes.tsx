import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const NOTES = ['estimates', 'vary', 'experts', 'prices'] as const;

/** The calculators' notes: estimates only, results vary, consult experts, update market prices. */
export function CalculatorNotes() {
  const { t } = useTranslation();
  return (
    <Alert
      color="wheat"
      variant="light"
      title={t('calculator.notes.title')}
      icon={<span aria-hidden>ℹ️</span>}
      data-testid="calculator-notes"
    >
      <List size="sm" spacing={2}>
        {NOTES.map((note) => (
          <List.Item key={note}>{t(`calculator.notes.${note}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
