import { Anchor, Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useCategoryName } from '../../../hooks/useCategoryName';
import { useAdminFormat } from '../../../lib/adminFormat';
import { isModerationType, MODERATION_TYPES, type ModerationType } from '../../../lib/adminOptions';
import { useUrlFilters } from '../../../lib/adminQuery';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminList } from '../common/AdminList';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { ReasonButton } from '../common/ReasonModal';
import { RefreshButton } from '../common/RefreshButton';
import { useAdminAction } from '../common/useAdminAction';

type QueueItem = RouterOutputs['admin']['moderation']['pending']['items'][number];
type Review = Extract<QueueItem, { rating: number; product: unknown }>;
type Comment = Extract<QueueItem, { target_type: string }>;
type Product = Extract<QueueItem, { approval_status: string }>;

const isReview = (item: QueueItem): item is Review => 'product' in item && 'rating' in item && 'author' in item;
const isComment = (item: QueueItem): item is Comment => 'target_type' in item;

const NO_FILTERS = [] as const;

/** What a queued item says: a review's product, stars and text; a comment's page and text; a product's facts. */
function ItemBody({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const categoryName = useCategoryName();
  if (isReview(item)) {
    return (
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{item.product.name}</Text>
          <Badge variant="light" color="yellow">
            {t('admin.moderation.stars', { count: item.rating })}
          </Badge>
          {item.verified_purchase && (
            <Badge variant="light" color="green">
              {t('admin.moderation.verified')}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.body || t('admin.moderation.noText')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.moderation.byLine', {
            name: item.author.name || item.author.email,
            date: fmt.dateTime(item.created_at),
          })}
        </Text>
      </Stack>
    );
  }
  if (isComment(item)) {
    return (
      <Stack gap={4}>
        <Text fw={600}>
          {t(`admin.moderation.targets.${item.target_type}`)}: {item.target_name ?? `#${item.target_id}`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.body}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.moderation.byLine', {
            name: item.author.name || item.author.email,
            date: fmt.dateTime(item.created_at),
          })}
        </Text>
      </Stack>
    );
  }
  const product = item as Product;
  return (
    <Stack gap={4}>
      <Text fw={600}>{product.name}</Text>
      {product.name_ar && (
        <Text size="sm" dir="rtl">
          {product.name_ar}
        </Text>
      )}
      <Text size="sm">
        {[
          categoryName(product.category),
          product.brand,
          fmt.money(product.price),
          t('admin.products.stockCount', { count: product.stock_quantity }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {product.short_description && <Text size="sm">{product.short_description}</Text>}
      <Text size="xs" c="dimmed">
        {t('admin.moderation.addedOn', { date: fmt.dateTime(product.created_at) })}
      </Text>
    </Stack>
  );
}

/**
 * /admin/moderation/{reviews|comments|products}: what waits for a moderator, oldest first; approve at once, reject with
 * a reason.
 */
export function ModerationSection({ item }: { item?: string | undefined }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const runAction = useAdminAction();
  const utils = trpc.useUtils();
  const type: ModerationType = isModerationType(item) ? item : 'reviews';
  const [filters, setFilters] = useUrlFilters(NO_FILTERS);
  const queue = trpc.admin.moderation.pending.useQuery(
    { type, page: filters.page, limit: 20 },
    { placeholderData: keepPreviousData },
  );
  const counts = trpc.useQueries((q) =>
    MODERATION_TYPES.map((kind) => q.admin.moderation.pending({ type: kind, page: 1, limit: 1 })),
  );
  const decide = trpc.admin.moderation.decide.useMutation();

  const run = (target: QueueItem, action: 'approve' | 'reject', reason?: string) =>
    runAction(() => decide.mutateAsync({ type, id: target.id, action, ...(reason ? { reason } : {}) }), {
      success: t(action === 'approve' ? 'admin.moderation.approved' : 'admin.moderation.rejected', {
        item: t(`admin.moderation.itemNames.${type}`),
      }),
      failure: t('admin.moderation.failed'),
      refresh: () => {
        void utils.admin.moderation.pending.invalidate();
        void utils.admin.products.list.invalidate();
      },
    });

  return (
    <Stack gap="md" data-testid="admin-moderation" data-type={type}>
      <AdminSectionHeader
        title={t('admin.moderation.title')}
        description={t('admin.moderation.description')}
        actions={<RefreshButton query={queue} onRefresh={() => utils.admin.moderation.pending.invalidate()} />}
      />
      <Tabs value={type} onChange={(value) => value && navigate(`/admin/moderation/${value}`)} keepMounted={false}>
        <Tabs.List>
          {MODERATION_TYPES.map((kind, index) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              rightSection={
                counts[index]?.data ? (
                  <Badge size="sm" variant="light" circle={counts[index].data.pagination.total < 10}>
                    {counts[index].data.pagination.total}
                  </Badge>
                ) : null
              }
            >
              {t(`admin.moderation.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <AdminList
        query={queue}
        loadingText={t('admin.moderation.loading')}
        errorText={t('admin.moderation.loadFailed')}
        emptyTitle={t('admin.moderation.empty')}
        emptyHint={t(`admin.moderation.emptyHint.${type}`)}
        testId="admin-moderation-list"
        pages={{ page: filters.page, onChange: (page) => setFilters({ page: String(page) }) }}
      >
        {(items) =>
          items.map((entry) => (
            <Card key={entry.id} withBorder padding="md" data-testid="moderation-item" data-item-id={entry.id}>
              <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
                <div style={{ flex: '1 1 320px', minWidth: 0 }}>
                  <ItemBody item={entry} />
                </div>
                <Group gap="xs">
                  <Button
                    color="green"
                    size="sm"
                    disabled={decide.isPending}
                    onClick={() => void run(entry, 'approve')}
                    data-testid="moderation-approve"
                  >
                    {t('admin.moderation.approve')}
                  </Button>
                  <ReasonButton
                    size="sm"
                    disabled={decide.isPending}
                    testId="moderation-reject"
                    prompt={{
                      title: t('admin.moderation.rejectTitle', { item: t(`admin.moderation.itemNames.${type}`) }),
                      label: t('admin.moderation.reason'),
                      description: t(`admin.moderation.rejectHint.${type}`),
                      confirmLabel: t('admin.moderation.reject'),
                      requiredMessage: t('adminMessages.rejectReason'),
                      onSubmit: (reason) => void run(entry, 'reject', reason),
                    }}
                  >
                    {t('admin.moderation.reject')}
                  </ReasonButton>
                </Group>
              </Group>
            </Card>
          ))
        }
      </AdminList>
      {type === 'products' && (
        <Text size="sm" c="dimmed">
          <Anchor
            component={Link}
            href="/admin/products?approval_status=rejected"
            display="inline-flex"
            mih={24}
            style={{ alignItems: 'center' }}
          >
            {t('admin.moderation.seeRejected')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
