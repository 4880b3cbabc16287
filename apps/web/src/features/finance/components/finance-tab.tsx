import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';

import type { FinanceDirection } from '@feedmarket/contract/finance/finance.schemas';

import { TabHeading } from '../../../components/tab-heading';
import { useFinanceTable } from '../hooks/use-finance-table';
import { directionTexts } from '../utils/finance-csv';
import { FinanceTable } from './finance-table';
import { FinanceTotals } from './finance-totals';

const emptyTexts: Record<FinanceDirection, { title: string; description: string }> = {
  outbound: {
    title: 'Nothing paid yet',
    description: 'When a feed with a price is granted to your organisation, what it paid shows here.',
  },
  inbound: {
    title: 'Nothing received yet',
    description:
      'When another member is granted one of your priced feeds, what it paid, the marketplace fee and what you received show here.',
  },
};

/** One direction of money: its heading, totals, CSV export and table. */
function FinanceSection({ orgId, direction }: { orgId: number; direction: FinanceDirection }) {
  const table = useFinanceTable(orgId, direction);
  const texts = directionTexts[direction];
  const headingId = `finance-${direction}`;
  const hasRows = (table.finance.data?.total ?? 0) > 0;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap="sm">
          <Title order={3} fz="lg" id={headingId}>
            {texts.title}
          </Title>
          <FinanceTotals label={`Total ${texts.net.toLowerCase()}`} totals={table.finance.data?.totals} />
        </Stack>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={table.exportCsv}
          loading={table.isExporting}
          disabled={!hasRows}
          aria-label={`Export CSV of ${texts.title.toLowerCase()}`}
        >
          Export CSV
        </Button>
      </Group>
      <FinanceTable direction={direction} table={table} empty={emptyTexts[direction]} />
    </Stack>
  );
}

/** The dashboard's Finance tab (spec §2): money paid for access to others' feeds, and money received for one's own. */
export function FinanceTab({ orgId }: { orgId: number }) {
  return (
    <Stack gap="xl">
      <TabHeading title="Finance">
        Every charge for access to a feed: what your organisation paid its providers, and what it received from members
        using its feeds after the marketplace fee. Sort by any column; the export holds every row.
      </TabHeading>
      <FinanceSection orgId={orgId} direction="outbound" />
      <FinanceSection orgId={orgId} direction="inbound" />
    </Stack>
  );
}
