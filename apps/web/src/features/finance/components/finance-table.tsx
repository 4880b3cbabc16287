import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { FinanceDirection, TFinanceRow } from '@feedmarket/contract/finance/finance.schemas';
import { priceModeNames } from '@feedmarket/contract/pricing/pricing.constants';

import { ListTable, type ListEmptyState } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { paths } from '../../../config/paths';
import { listPageSize } from '../../../hooks/use-paged-list';
import { DateText } from '../../../components/date-text';
import { formatAmount } from '../../../lib/format';
import type { FinanceTable as FinanceTableState } from '../hooks/use-finance-table';
import { directionTexts } from '../utils/finance-csv';

type FinanceTableProps = {
  direction: FinanceDirection;
  table: FinanceTableState;
  empty: ListEmptyState;
};

function Money({ row, value, strong = false }: { row: TFinanceRow; value: number; strong?: boolean }) {
  return (
    <Text size="sm" ta="right" fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatAmount(value, row.currency)}
    </Text>
  );
}

/** A direction's charges: date, feed, the other organisation, what was paid for, and the money. */
export function FinanceTable({ direction, table, empty }: FinanceTableProps) {
  const { list, finance } = table;
  const texts = directionTexts[direction];
  const isInbound = direction === 'inbound';
  const sortProps = { sort: list.sort, onSort: list.toggleSort };

  return (
    <ListTable
      label={texts.title}
      query={finance}
      list={list}
      pageSize={listPageSize}
      noun={['charge', 'charges']}
      filterHint="feed name"
      empty={empty}
      minWidth={isInbound ? 1100 : 880}
      columnCount={isInbound ? 7 : 5}
      head={
        <>
          <SortHeader column="date" {...sortProps} w={184}>
            Date
          </SortHeader>
          <SortHeader column="feedName" {...sortProps}>
            Feed
          </SortHeader>
          <SortHeader column="organization" {...sortProps} w={180}>
            {texts.counterpart}
          </SortHeader>
          <Table.Th w={120}>For</Table.Th>
          <SortHeader column="amount" {...sortProps} w={isInbound ? 140 : 120} align="right">
            {isInbound ? 'Amount paid' : 'Amount'}
          </SortHeader>
          {isInbound && (
            <>
              <Table.Th w={110} ta="right">
                Fee
              </Table.Th>
              <Table.Th w={120} ta="right">
                {texts.net}
              </Table.Th>
            </>
          )}
        </>
      }
      renderRow={(row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              <DateText value={row.date} />
            </Text>
          </Table.Td>
          <Table.Td>
            {row.feedId !== null ? (
              <Anchor
                component={Link}
                to={paths.search.getFeedHref(row.feedId)}
                size="sm"
                fw={600}
                lineClamp={2}
                style={{ overflowWrap: 'anywhere' }}
              >
                {row.feedName}
              </Anchor>
            ) : (
              // The feed was deleted since: its name stays on the charge.
              <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {row.feedName}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {row.organization}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{row.kindText}</Text>
            <Text size="xs" c="dimmed">
              {priceModeNames[row.mode] ?? `Mode ${row.mode}`}
            </Text>
          </Table.Td>
          <Table.Td>
            <Money row={row} value={row.amount} strong={!isInbound} />
          </Table.Td>
          {isInbound && (
            <>
              <Table.Td>
                <Money row={row} value={row.fee} />
              </Table.Td>
              <Table.Td>
                <Money row={row} value={row.net} strong />
              </Table.Td>
            </>
          )}
        </Table.Tr>
      )}
    />
  );
}
