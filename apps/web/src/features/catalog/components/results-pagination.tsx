import { Group, Text } from '@mantine/core';

import { ListPagination } from '../../../components/list-footer';
import { formatCount } from '../../../lib/format';

type ResultsPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  isEstimate: boolean;
  onPageChange: (page: number) => void;
};

/** Pages of 100 results with where this page sits in the total. */
export function ResultsPagination({ page, pageSize, total, isEstimate, onPageChange }: ResultsPaginationProps) {
  const pages = Math.max(1, Math.min(10_000, Math.ceil(total / pageSize)));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" mt="lg">
      <Text size="sm" c="dimmed">
        {total === 0
          ? 'No results'
          : `Showing ${formatCount(first)}–${formatCount(last)} of ${isEstimate ? 'about ' : ''}${formatCount(total)}`}
      </Text>
      {pages > 1 && <ListPagination label="Result" pages={pages} current={page} onPage={onPageChange} size="md" />}
    </Group>
  );
}
