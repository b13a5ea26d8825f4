import { lineIcon } from '../../icons/lineIcon';

/* The bell and the bin, drawn like the shop's icons (components/icons/lineIcon.tsx); decorative (their buttons are labelled). */

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
