import '../styles/learningPages';
import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/SectionHeading/SectionHeading';
import { CalculatorNotes } from '../components/calculators/CalculatorNotes/CalculatorNotes';
import { IrrigationCalculator } from '../components/calculators/IrrigationCalculator/IrrigationCalculator';
import { ProfitCalculator } from '../components/calculators/ProfitCalculator/ProfitCalculator';
import { SeedCalculator } from '../components/calculators/SeedCalculator/SeedCalculator';
import { YieldCalculator } from '../components/calculators/YieldCalculator/YieldCalculator';
import { CALCULATOR_TABS, type CalculatorTab, useCalculatorTab } from '../hooks/useCalculatorTab';
import { usePageTitle } from '../hooks/usePageTitle';

const CALCULATORS: Record<CalculatorTab, ComponentType> = {
  yield: YieldCalculator,
  seed: SeedCalculator,
  irrigation: IrrigationCalculator,
  profit: ProfitCalculator,
};

const ICONS: Record<CalculatorTab, string> = { yield: '🌾', seed: '🌱', irrigation: '💧', profit: '📈' };

/** /calculators — yield, seed, irrigation and profit in tabs, live results, and the notes of the spec. */
export function CalculatorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('calculator.pageTitle'));
  const [tab, setTab] = useCalculatorTab();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <SectionHeading order={1} title={t('calculator.title')} subtitle={t('calculator.subtitle')} />
        <Tabs value={tab} onChange={setTab} variant="pills" radius="xl" keepMounted={false}>
          <Tabs.List aria-label={t('calculator.tabsLabel')} grow style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {CALCULATOR_TABS.map((id) => (
              <Tabs.Tab key={id} value={id} data-testid={`calculator-tab-${id}`} style={{ flexShrink: 0 }}>
                <span aria-hidden>{ICONS[id]} </span>
                {t(`calculator.tabs.${id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CALCULATOR_TABS.map((id) => {
            const Calculator = CALCULATORS[id];
            return (
              <Tabs.Panel key={id} value={id} pt="lg">
                <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                  <Stack gap="md">
                    <div>
                      <Title order={2} fz="xl">
                        {t(`calculator.headings.${id}`)}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {t(`calculator.intro.${id}`)}
                      </Text>
                    </div>
                    <Calculator />
                  </Stack>
                </Paper>
              </Tabs.Panel>
            );
          })}
        </Tabs>
        <CalculatorNotes />
      </Stack>
    </Container>
  );
}
