import { Button, Center, Container, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

type CropPageStateProps = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'error'; onRetry: () => void };

/** The crop page before it has a crop: loading, 'Crop not found' with the way back, or the failure with a retry. */
export function CropPageState(props: CropPageStateProps) {
  const { t } = useTranslation();
  if (props.kind === 'loading') {
    return (
      <Center py={96} data-testid="crop-state" data-state="loading">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">{t('crop.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  const notFound = props.kind === 'notFound';
  return (
    <Container size="sm" py={64}>
      <EmptyState
        title={notFound ? t('crop.notFoundTitle') : t('crop.errorTitle')}
        description={notFound ? t('crop.notFoundText') : t('crop.errorText')}
        icon={<span aria-hidden>{notFound ? '🔍' : '⚠️'}</span>}
        data-testid="crop-state"
        data-state={props.kind}
      >
        <Group justify="center" gap="sm" mt="md">
          {props.kind === 'error' && (
            <Button variant="light" onClick={props.onRetry}>
              {t('crop.retry')}
            </Button>
          )}
          <Button component={Link} href="/crops">
            {t('crop.backToCrops')}
          </Button>
        </Group>
      </EmptyState>
    </Container>
  );
}
