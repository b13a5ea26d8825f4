import { Box, Button, Center, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CALCULATOR_TEASERS } from '../../data/homeTeasers';
import { EmojiIcon } from '../EmojiIcon/EmojiIcon';
import { SectionHeading } from '../SectionHeading/SectionHeading';

/** Yield, irrigation, seed and profit calculators, with a link to /calculators. */
export function CalculatorsTeaser() {
  const { t } = useTranslation();
  return (
    <Box bg="leaf.0" component="section">
      <Container size="lg" py={56}>
        <SectionHeading title={t('home.calculators.title')} subtitle={t('home.calculators.subtitle')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {CALCULATOR_TEASERS.map((calculator) => (
            <Paper key={calculator.id} withBorder p="lg">
              <EmojiIcon emoji={calculator.icon} size={44} />
              <Title order={3} fz="md" mt="sm" mb={4}>
                {t(`home.calculators.${calculator.id}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`home.calculators.${calculator.id}.text`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Center mt="xl">
          <Button component={Link} href="/calculators" variant="light">
            {t('home.calculators.cta')}
          </Button>
        </Center>
      </Container>
    </Box>
  );
}
