import { Button, Center, Container, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

type ProductPageStateProps = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'error'; onRetry: () => void };

/** The product page before it has a product: loading, 'Product Not Found', or the failure with Try Again. */
export function ProductPageState(props: ProductPageStateProps) {
  const { t } = useTranslation();
  if (props.kind === 'loading') {
    return (
      <Center py={96} data-testid="product-state" data-state="loading">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">{t('product.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  const notFound = props.kind === 'notFound';
  return (
    <Container size="sm" py={64}>
      <EmptyState
        title={notFound ? t('product.notFoundTitle') : t('product.errorTitle')}
        description={notFound ? t('product.notFoundText') : t('product.errorText')}
        icon={<span aria-hidden>{notFound ? '🔍' : '⚠️'}</span>}
        data-testid="product-state"
        data-state={props.kind}
      >
        <Group justify="center" gap="sm" mt="md">
          {props.kind === 'error' && (
            <Button variant="light" onClick={props.onRetry}>
              {t('product.retry')}
            </Button>
          )}
          <Button component={Link} href="/shop">
            {t('product.backToShop')}
          </Button>
        </Group>
      </EmptyState>
    </Container>
  );
}
