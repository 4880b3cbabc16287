import { Badge, Group, Loader, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import { priceOptions } from '@feedmarket/contract/pricing/pricing.constants';
import type { TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';

import { ListTable, type ListEmptyState, type ListPage } from '../../../components/list-table';
import { LocalDay } from '../../../components/local-day';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize, type PagedList } from '../../../hooks/use-paged-list';
import type { usePriceActions } from '../hooks/use-price-actions';
import type { PriceSortKey } from '../hooks/use-pricing-tab';
import { priceText } from '../utils/price-terms';
import { PriceRowMenu } from './price-row-menu';

type PriceListTableProps = {
  list: PagedList<PriceSortKey>;
  query: UseQueryResult<ListPage<TPriceRow>>;
  /** The admins' controls (status switch, row actions); none shows the list to read. */
  actions: ReturnType<typeof usePriceActions> | null;
  onEdit: (id: number) => void;
  empty: ListEmptyState;
};

const priceTableLabel = 'Price configurations';

/** The Pricing tab's table: what each configuration charges, for how many feeds, and its state. */
export function PriceListTable({ list, query, actions, onEdit, empty }: PriceListTableProps) {
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  return (
    <ListTable
      label={priceTableLabel}
      query={query}
      list={list}
      pageSize={listPageSize}
      noun={['price configuration', 'price configurations']}
      filterHint="name"
      empty={empty}
      minWidth={actions ? 1000 : 940}
      columnCount={actions ? 8 : 7}
      skeleton={{ subline: true }}
      head={
        <>
          <SortHeader column="name" {...sortProps}>
            Name
          </SortHeader>
          <SortHeader column="mode" {...sortProps} w={100}>
            Mode
          </SortHeader>
          <SortHeader column="price" {...sortProps} w={200}>
            Price
          </SortHeader>
          <Table.Th w={70}>Feeds</Table.Th>
          <SortHeader column="status" {...sortProps} w={actions ? 150 : 120}>
            Status
          </SortHeader>
          <Table.Th w={100}>Review</Table.Th>
          <SortHeader column="dateCreated" {...sortProps} w={110}>
            Created
          </SortHeader>
          {actions && (
            // Positioned, so the hidden text stays inside the table's scroll container on narrow screens.
            <Table.Th w={56} pos="relative">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </>
      }
      renderRow={(row) => {
        const isActive = row.status === activeStatuses.active;
        const isPriced = row.option === priceOptions.priced;
        const isBusy = actions?.isBusy(row.id) ?? false;
        return (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Text fw={600} size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              {row.description && (
                <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                  {row.description}
                </Text>
              )}
              {row.note && (
                <Text
                  size="xs"
                  c="dimmed"
                  fs="italic"
                  lineClamp={1}
                  title={row.note}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  Note: {row.note}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.modeName}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={isPriced ? 500 : undefined}>
                {priceText(row)}
              </Text>
              {/* A free price takes no money, so there is no fee to waive. */}
              {isPriced && row.withoutFeeFlag && (
                <Text size="xs" c="dimmed">
                  Fee waived
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.feedCount}</Text>
            </Table.Td>
            <Table.Td>
              {actions ? (
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    checked={isActive}
                    onChange={(event) => actions.toggleActive(row, event.currentTarget.checked)}
                    disabled={isBusy}
                    label={row.statusName}
                    aria-label={`${row.statusName}: ${row.name}`}
                  />
                  {isBusy && <Loader size={14} aria-label="Saving" />}
                </Group>
              ) : (
                <Badge variant="light" color={isActive ? 'teal' : 'gray'} tt="none">
                  {row.statusName}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              {row.requireReview ? (
                <Badge variant="light" color="orange" tt="none" size="sm">
                  Required
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  No
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <LocalDay value={row.dateCreated} />
            </Table.Td>
            {actions && (
              <Table.Td>
                <PriceRowMenu row={row} actions={actions} onEdit={onEdit} />
              </Table.Td>
            )}
          </Table.Tr>
        );
      }}
    />
  );
}
