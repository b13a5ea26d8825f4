import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The closing invitation to create an account. */
export function SignUpCallToAction() {
  const { t } = useTranslation();
  return (
    <Container size="lg" pb={56} component="section">
      <Paper bg="leaf.8" c="white" p={{ base: 'lg', sm: 48 }} radius="lg">
        <Stack align="center" ta="center" gap="md">
          <Title order={2}>{t('home.signUp.title')}</Title>
          <Text maw={560}>{t('home.signUp.text')}</Text>
          <Button component={Link} href="/signup" variant="white" size="md">
            {t('home.signUp.cta')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
