import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ListSort<K extends string> = { orderBy: K; order: 'asc' | 'desc' };

type SortHeaderProps<K extends string> = {
  column: K;
  sort: ListSort<K>;
  onSort: (column: K) => void;
  children: ReactNode;
  w?: number;
  /** Columns of amounts line their heading up with their right-aligned values. */
  align?: 'left' | 'right';
};

/** A column header that sorts its list; its `aria-sort` says how the list is sorted now. */
export function SortHeader<K extends string>({
  column,
  sort,
  onSort,
  children,
  w,
  align = 'left',
}: SortHeaderProps<K>) {
  const isSorted = sort.orderBy === column;
  const Icon = !isSorted ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      w={w}
      aria-sort={isSorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={align}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={6} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          {children}
          <Icon size={14} aria-hidden style={{ opacity: isSorted ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
