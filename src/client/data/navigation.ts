/** The header links of the spec, in its order. */
export const MAIN_NAV_LINKS = [
  { path: '/', labelKey: 'nav.home' },
  { path: '/crops', labelKey: 'nav.crops' },
  { path: '/projects', labelKey: 'nav.projects' },
  { path: '/calculators', labelKey: 'nav.calculators' },
  { path: '/quizzes', labelKey: 'nav.quizzes' },
  { path: '/shop', labelKey: 'nav.shop' },
  { path: '/about', labelKey: 'nav.about' },
] as const;

/** The signed-in user's menu (header and mobile menu), in the spec's order; Logout follows them. */
export const USER_MENU_LINKS = [
  { path: '/profile', labelKey: 'userMenu.profile' },
  { path: '/orders', labelKey: 'userMenu.orders' },
  { path: '/favorites', labelKey: 'userMenu.favorites' },
] as const;

/** The legal links of the footer. */
export const LEGAL_LINKS = [
  { path: '/terms', labelKey: 'nav.terms' },
  { path: '/privacy', labelKey: 'nav.privacy' },
] as const;

/** Whether a link is the current page (or a section the current page belongs to, like /crops/tomato). */
export function isActivePath(linkPath: string, location: string): boolean {
  if (linkPath === '/') return location === '/';
  return location === linkPath || location.startsWith(`${linkPath}/`);
}
