import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CouponStatus } from '../../../../shared/couponForm';
import type { RouterOutputs } from '../../../lib/trpc';

/** A coupon as the admin list and drawer show it. */
export type AdminCoupon = RouterOutputs['adminCoupons']['list']['items'][number];

/** The colour of a coupon's state. */
const STATUS_COLOURS: Record<CouponStatus, string> = {
  active: 'leaf',
  scheduled: 'blue',
  paused: 'yellow',
  expired: 'gray',
  used_up: 'gray',
  ended: 'red',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-testid="coupon-status" data-status={status}>
      {t(`admin.coupons.status.${status}`)}
    </Badge>
  );
}
