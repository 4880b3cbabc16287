import { Group, Pagination, Text } from '@mantine/core';

import { formatCount } from '../utils/text';

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
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          siblings={1}
          boundaries={1}
          aria-label="Result pages"
          getItemProps={(item) => ({
            'aria-label': `Page ${item}`,
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) =>
            ({
              first: { 'aria-label': 'First page' },
              last: { 'aria-label': 'Last page' },
              next: { 'aria-label': 'Next page' },
              previous: { 'aria-label': 'Previous page' },
            })[control]
          }
        />
      )}
    </Group>
  );
}
