import { Box, Group, Pagination, Text } from '@mantine/core';

type ListFooterProps = {
  /** The list's accessible name; the pages are "{label} pages". */
  label: string;
  /** The page whose rows are shown (from 1), its rows and the total of all pages; none while the first page loads. */
  page: number;
  /** The page asked for, when it differs while it loads; the page numbers show it. */
  current?: number;
  pageSize: number;
  shown: number | undefined;
  total: number | undefined;
  /** What a row is: `['file', 'files']`. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
};

/** "Showing 1–10 of 42 files" and the page numbers under a paged list. */
export function ListFooter({ label, page, current = page, pageSize, shown, total, noun, onPage }: ListFooterProps) {
  if (total === undefined || shown === undefined) {
    // Keeps the page from jumping when the first page arrives with its footer.
    return <Box h={28} />;
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, first + shown - 1);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`Showing ${first}–${last} of ${total} ${total === 1 ? noun[0] : noun[1]}`}
      </Text>
      {pages > 1 && <ListPagination label={label} pages={pages} current={current} onPage={onPage} />}
    </Group>
  );
}

type ListPaginationProps = {
  /** The list's accessible name; the pages are "{label} pages". */
  label: string;
  pages: number;
  current: number;
  onPage: (page: number) => void;
  size?: 'sm' | 'md';
};

/** The page numbers of a list, each control named for screen readers. */
export function ListPagination({ label, pages, current, onPage, size = 'sm' }: ListPaginationProps) {
  return (
    <Pagination
      total={pages}
      value={Math.min(current, pages)}
      onChange={onPage}
      size={size}
      siblings={1}
      boundaries={1}
      aria-label={`${label} pages`}
      getItemProps={(item) => ({
        'aria-label': `Page ${item}`,
        'aria-current': item === current ? 'page' : undefined,
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
  );
}
