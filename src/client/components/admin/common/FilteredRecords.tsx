import { useTranslation } from 'react-i18next';
import { AdminList, type AdminListQuery } from './AdminList';
import { AdminRecords, type AdminRecordsProps } from './AdminRecords';

/** The filtered admin lists, each with its place in the catalogue: `loading`, `loadFailed`, `empty`, `emptyFiltered`, `count`. */
const LIST_TEXTS = {
  users: 'admin.users',
  products: 'admin.products',
  orders: 'admin.orders',
  audit: 'admin.audit',
  prices: 'admin.prices.list',
} as const;

interface FilteredRecordsProps<T> extends Omit<AdminRecordsProps<T>, 'records' | 'recordKey' | 'testId'> {
  query: AdminListQuery<T>;
  /** Which list: its texts, and its test ids (`admin-<list>-list`, `admin-<list>-table`). */
  list: keyof typeof LIST_TEXTS;
  /** Whether a filter narrows the list (an empty list then says so). */
  filtered: boolean;
  /** The page shown, and how the section moves to another one. */
  pages: { page: number; onChange: (page: number) => void; testId?: string };
}

/**
 * A filtered, paged admin list of records (users, products, orders, the audit log, prices), each known by its id: its
 * four states, the count above it and the pager under it, with the texts read from one place of the catalogue.
 */
export function FilteredRecords<T extends { id: string | number }>({
  query,
  list,
  filtered,
  pages,
  ...records
}: FilteredRecordsProps<T>) {
  const { t } = useTranslation();
  const texts = LIST_TEXTS[list];
  return (
    <AdminList
      query={query}
      loadingText={t(`${texts}.loading`)}
      errorText={t(`${texts}.loadFailed`)}
      emptyTitle={filtered ? t(`${texts}.emptyFiltered`) : t(`${texts}.empty`)}
      testId={`admin-${list}-list`}
      countText={(count) => t(`${texts}.count`, { count })}
      pages={pages}
    >
      {(items) => (
        <AdminRecords records={items} recordKey={(record) => record.id} testId={`admin-${list}-table`} {...records} />
      )}
    </AdminList>
  );
}
