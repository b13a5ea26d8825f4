import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's header row from its columns' texts, in reading order; `nowrap` keeps each on one line. */
export function TableHeader({ columns, nowrap }: { columns: readonly ReactNode[]; nowrap?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
          <Table.Th key={index} style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

interface AdminTableProps {
  /** The header cells' texts, in reading order (a right-to-left page shows the first on the right). */
  columns: readonly ReactNode[];
  children: ReactNode;
  /** Below this width the table scrolls sideways inside its box rather than squeezing (phones). */
  minWidth?: number;
  caption?: string;
  testId?: string;
}

/** The admin lists' table (AdminRecords draws it from sm up): striped rows, scrolling sideways inside its box when narrower than `minWidth`. */
export function AdminTable({ columns, children, minWidth = 720, caption, testId }: AdminTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <TableHeader columns={columns} nowrap />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
