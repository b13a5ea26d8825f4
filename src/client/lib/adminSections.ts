/** The sections of the admin area, in the order of its navigation; each has its own address. */
export const ADMIN_SECTIONS = [
  'dashboard',
  'orders',
  'receivables',
  'users',
  'moderation',
  'products',
  'prices',
  'settings',
  'shipping',
  'coupons',
  'reports',
  'backups',
  'audit',
  'system',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const isAdminSection = (value: string): value is AdminSection =>
  (ADMIN_SECTIONS as readonly string[]).includes(value);

/** `/admin` for the dashboard, `/admin/<section>` for the others. */
export const sectionPath = (section: AdminSection): string =>
  section === 'dashboard' ? '/admin' : `/admin/${section}`;

/**
 * The section and item an admin address names: `/admin` → dashboard, `/admin/orders/12` → orders with item '12',
 * `/admin/moderation/comments` → moderation with item 'comments'. An unknown section is null.
 */
export function parseAdminPath(pathname: string): { section: AdminSection | null; item: string | undefined } {
  const parts = pathname
    .replace(/^\/admin\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const [first, second] = parts;
  if (!first) return { section: 'dashboard', item: undefined };
  if (!isAdminSection(first) || first === 'dashboard' || parts.length > 2) return { section: null, item: undefined };
  return { section: first, item: second };
}

/** An item's address in a section, keeping the list's filters (`?status=…`). */
export const itemPath = (section: AdminSection, item: string | null, search: string): string =>
  `${sectionPath(section)}${item ? `/${encodeURIComponent(item)}` : ''}${search ? `?${search}` : ''}`;
