import { lineIcon } from '../../icons/lineIcon';

/* The bell, the bin and the kinds of notification, drawn like the shop's icons (components/icons/lineIcon.tsx); decorative (their buttons are labelled). */

export const BellIcon = lineIcon(
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);

export const TrashIcon = lineIcon(
  <>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
    <path d="M10 11v6M14 11v6" />
  </>,
);

/** A parcel: a notification about an order. */
export const ParcelIcon = lineIcon(
  <>
    <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
    <path d="M3 8l9 5 9-5" />
    <path d="M12 13v8" />
  </>,
);

/** A rising line: a price alert. */
export const PriceTrendIcon = lineIcon(
  <>
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </>,
);

/** A calendar with a coin: a pay-at-harvest payment falling due. */
export const PaymentDueIcon = lineIcon(
  <>
    <rect x="3" y="5" width="14" height="14" rx="2" />
    <path d="M3 9h14M7 3v4M13 3v4" />
    <circle cx="18" cy="17" r="4" />
  </>,
);
