import { useLocation, useSearch } from 'wouter';
import { type AdminSection, itemPath } from '../../../lib/adminSections';

/** A list whose items open in a drawer at `/admin/{section}/{id}`: an item's address, and closing it, the list's filters kept. */
export function useItemPaths(section: AdminSection) {
  const [, navigate] = useLocation();
  const search = useSearch();
  return {
    pathOf: (id: string) => itemPath(section, id, search),
    close: () => navigate(itemPath(section, null, search)),
  };
}
