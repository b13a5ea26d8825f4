import { Card, Group, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import { AdminTable } from './AdminTable';
import classes from './AdminRecords.module.css';

/** How a record is shown: a table row (from sm up) or a card (a phone). */
export type RecordForm = 'row' | 'card';

/** Where a column goes on a phone's card. */
export type CardPlace =
  /** The card's heading, at the start (the order number, the name). */
  | 'title'
  /** Beside the heading at the end, never cut (status badges). */
  | 'status'
  /** A labelled figure, two to a line (the default). */
  | 'field'
  /** A labelled line across the card (a customer with their e-mail, details). */
  | 'wide'
  /** The card's buttons, under everything else. */
  | 'actions';

/** One column of an admin list: its header, what a record shows in it, and where that goes on a card. */
export interface AdminColumn<T> {
  header: string;
  /** What a record shows: in a table row, or on a card (a field left empty, null or '', is left off the card). */
  cell: (record: T, form: RecordForm) => ReactNode;
  /** A column of one form only (a line the table shows inside another cell, say). */
  only?: RecordForm;
  card?: CardPlace;
  /** Kept on one line in the table (dates, money). */
  nowrap?: boolean;
  /** Its parts side by side on one line in the table (a row's buttons). */
  inline?: boolean;
}

/** The attributes a record carries both as a row and as a card (`data-testid`, `data-order-id`, …). */
export type RecordAttributes = Record<`data-${string}`, string | number | undefined>;

export interface AdminRecordsProps<T> {
  records: readonly T[];
  columns: readonly AdminColumn<T>[];
  recordKey: (record: T) => string | number;
  attributes?: (record: T) => RecordAttributes;
  /** The record open in the drawer, marked in the list. */
  selected?: (record: T) => boolean;
  /** Below this width the table scrolls sideways inside its box (tablets). */
  minWidth?: number;
  /** On the table from sm up, and on the list of cards on a phone. */
  testId?: string;
}

/** A card's labelled figures, two to a line (a wide one across); an empty one left off. */
function CardFields<T>({ record, fields }: { record: T; fields: readonly AdminColumn<T>[] }) {
  const filled = fields
    .map((column) => ({ column, value: column.cell(record, 'card') }))
    .filter(({ value }) => value !== null && value !== undefined && value !== '' && value !== false);
  if (filled.length === 0) return null;
  return (
    <dl className={classes.fields}>
      {filled.map(({ column, value }) => (
        <div key={column.header} className={classes.field} data-wide={column.card === 'wide' || undefined}>
          <dt>{column.header}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's cells side by side in one box (its status badges, its buttons); nothing when it has none. */
function CardCells<T>({
  record,
  columns,
  className,
}: {
  record: T;
  columns: readonly AdminColumn<T>[];
  className: string | undefined;
}) {
  if (columns.length === 0) return null;
  return (
    <div className={className}>
      {columns.map((column) => (
        <Fragment key={column.header}>{column.cell(record, 'card')}</Fragment>
      ))}
    </div>
  );
}

/** The width from which an admin list is a table (Mantine's sm); a card per record below it. */
export const TABLE_FROM = '(min-width: 48em)';

/**
 * An admin list as a table from tablet width up, and on a phone as cards — heading and status on top, the figures
 * labelled under them, the actions at the bottom — so nothing scrolls sideways and no status is cut. A record keeps
 * its attributes (test ids, data-*) in both forms.
 */
export function AdminRecords<T>({
  records,
  columns,
  recordKey,
  attributes,
  selected,
  minWidth,
  testId,
}: AdminRecordsProps<T>) {
  const wide = useMediaQuery(TABLE_FROM, true, { getInitialValueInEffect: false });
  if (wide) {
    const shown = columns.filter((column) => column.only !== 'card');
    return (
      <div className={classes.records}>
        <AdminTable columns={shown.map((column) => column.header)} minWidth={minWidth} testId={testId}>
          {records.map((record) => (
            <Table.Tr key={recordKey(record)} {...attributes?.(record)} aria-selected={selected?.(record) || undefined}>
              {shown.map((column) => (
                <Table.Td key={column.header} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.inline ? (
                    <Group gap={6} wrap="nowrap">
                      {column.cell(record, 'row')}
                    </Group>
                  ) : (
                    column.cell(record, 'row')
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </AdminTable>
      </div>
    );
  }
  const carded = columns.filter((column) => column.only !== 'row');
  const placed = (place: CardPlace) => carded.filter((column) => (column.card ?? 'field') === place);
  const [title, status, actions] = [placed('title'), placed('status'), placed('actions')];
  const fields = carded.filter((column) => ['field', 'wide'].includes(column.card ?? 'field'));
  return (
    <ul className={`${classes.records} ${classes.cards}`} data-testid={testId}>
      {records.map((record) => (
        <Card
          key={recordKey(record)}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          className={classes.card}
          {...attributes?.(record)}
          data-selected={selected?.(record) || undefined}
        >
          {(title.length > 0 || status.length > 0) && (
            <div className={classes.head}>
              <div className={classes.title}>
                {title.map((column) => (
                  <div key={column.header}>{column.cell(record, 'card')}</div>
                ))}
              </div>
              <CardCells record={record} columns={status} className={classes.status} />
            </div>
          )}
          <CardFields record={record} fields={fields} />
          <CardCells record={record} columns={actions} className={classes.actions} />
        </Card>
      ))}
    </ul>
  );
}
