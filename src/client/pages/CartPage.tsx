import '../styles/cartPages';
import { Alert, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CartLineRow } from '../components/cart/CartLineRow/CartLineRow';
import { CartSummaryCard } from '../components/cart/CartSummaryCard/CartSummaryCard';
import { ListState } from '../components/ListState/ListState';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { useLocalisedText } from '../hooks/useLocalisedText';
import { usePageTitle } from '../hooks/usePageTitle';
import { type CartLine, useCart } from '../lib/cart';
import { confirmDanger } from '../lib/confirmDanger';
import { useOffline } from '../lib/connection';

/**
 * /cart: 'Loading your cart...', the empty state, or the lines with Clear Cart beside the Order Summary. Offline, it
 * says the cart needs a connection and its changes wait (quantities, removals and Clear Cart are disabled).
 */
export function CartPage() {
  const { t } = useTranslation();
  usePageTitle(t('cart.pageTitle'));
  const localised = useLocalisedText();
  const cart = useCart();
  const offline = useOffline();
  const lines = cart.cart?.items;
  const offlineNotice = offline && (
    <Alert color="wheat" variant="light" role="alert" mb="lg" data-testid="cart-offline">
      {t('cart.offline')}
    </Alert>
  );

  const confirm = (body: string, onConfirm: () => void) =>
    confirmDanger({
      title: t('cart.confirm.title'),
      body,
      labels: { confirm: t('cart.confirm.confirm'), cancel: t('cart.confirm.cancel') },
      onConfirm,
    });
  const confirmRemove = (line: CartLine) =>
    confirm(
      t('cart.confirm.remove', {
        product: localised(line.product.name, line.product.name_ar) || t('shop.unknownProduct'),
      }),
      () => void cart.removeItem(line.id),
    );
  const confirmClear = () => confirm(t('cart.confirm.clear'), () => void cart.clearCart());

  if (!cart.active) return <LoadingState text={t('cart.loading')} testId="cart-page" notice={offlineNotice} />;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('cart.title')}
      </Title>
      {offlineNotice}
      <ListState
        status={cart.cartStatus}
        items={lines}
        onRetry={cart.reloadCart}
        loadingText={t('cart.loading')}
        errorText={t('cart.loadFailed')}
        retryLabel={t('cart.retry')}
        emptyTitle={t('cart.empty')}
        emptyHint={t('cart.emptyHint')}
        emptyAction={
          <Button component={Link} href="/shop" mt="xs">
            {t('cart.startShopping')}
          </Button>
        }
        testId="cart-page"
      >
        {(items) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text c="dimmed" data-testid="cart-count">
                    {t('cart.itemCount', { count: cart.itemCount })}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="sm"
                    onClick={confirmClear}
                    disabled={offline || cart.isBusy('clear-cart')}
                    data-testid="clear-cart"
                  >
                    {t('cart.clearCart')}
                  </Button>
                </Group>
                {items.map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    busy={offline || cart.isBusy(`item:${line.id}`)}
                    onQuantity={(quantity) => void cart.updateQuantity(line.id, quantity)}
                    onRemove={() => confirmRemove(line)}
                  />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CartSummaryCard summary={cart.summary} cartTotal={cart.cart?.total ?? 0} />
            </Grid.Col>
          </Grid>
        )}
      </ListState>
    </Container>
  );
}
