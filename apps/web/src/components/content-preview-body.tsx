import { Alert, Code, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileOff, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';

import type { TContentPreview } from '@feedmarket/contract/datasets/datasets.schemas';

import { parseCsvPreview } from '../lib/csv-preview';
import { SegmentedRadio } from './segmented-radio';
import { formatCount } from '../lib/format';

/** The spec leaves binary files unpreviewed; this is how the preview says so. */
export const binaryPreviewMessage = 'This file is binary and cannot be previewed.';

type ContentPreviewBodyProps = {
  preview: TContentPreview;
  /** CSV is offered as a table when it parses simply. */
  isCsv: boolean;
  /** Names the preview for assistive technology, e.g. "Preview of levels.csv". */
  label: string;
  /** The tallest the text or table gets before it scrolls, in pixels. */
  maxHeight?: number;
  /** Said under a preview that stops before the file does. */
  truncatedNote?: (shownCharacters: number) => string;
};

const downloadForMore = (shownCharacters: number) =>
  `Only the start of the file is shown (${formatCount(shownCharacters)} characters). Download it to see all of it.`;

/** The start of a file: a table for simple CSV, monospace text otherwise, with a note when there is more. */
export function ContentPreviewBody({
  preview,
  isCsv,
  label,
  maxHeight = 420,
  truncatedNote = downloadForMore,
}: ContentPreviewBodyProps) {
  const table = isCsv && !preview.isBinary ? parseCsvPreview(preview.preview, preview.truncated) : null;
  const [view, setView] = useState<'table' | 'text'>('table');

  if (preview.isBinary) {
    return (
      <Alert color="gray" variant="light" icon={<IconFileOff size={20} />}>
        {binaryPreviewMessage}
      </Alert>
    );
  }
  if (!preview.preview) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
        This file is empty.
      </Alert>
    );
  }

  const showTable = table !== null && view === 'table';
  return (
    <Stack gap="sm">
      {table && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {`${table.rows.length} row${table.rows.length === 1 ? '' : 's'} of ${table.header.length} columns`}
          </Text>
          <SegmentedRadio
            size="xs"
            value={view}
            onChange={setView}
            data={[
              { value: 'table', label: 'Table' },
              { value: 'text', label: 'Text' },
            ]}
            aria-label="Show the preview as"
          />
        </Group>
      )}
      {showTable ? (
        <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
          <Table
            striped
            withTableBorder
            withColumnBorders
            stickyHeader
            verticalSpacing={4}
            horizontalSpacing="sm"
            fz="xs"
            ff="monospace"
            aria-label={label}
          >
            <Table.Thead>
              <Table.Tr>
                {table.header.map((heading, index) => (
                  <Table.Th key={index} style={{ whiteSpace: 'nowrap' }}>
                    {heading}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <Table.Td key={cellIndex} style={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : (
        <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
          <Code
            block
            fz="xs"
            aria-label={label}
            // Long lines scroll sideways instead of wrapping: columns of records stay lined up.
            style={{ whiteSpace: 'pre', overflowWrap: 'normal' }}
            tabIndex={0}
          >
            {preview.preview}
          </Code>
        </ScrollArea.Autosize>
      )}
      {preview.truncated && (
        <Text size="xs" c="dimmed">
          {truncatedNote(preview.preview.length)}
        </Text>
      )}
    </Stack>
  );
}
