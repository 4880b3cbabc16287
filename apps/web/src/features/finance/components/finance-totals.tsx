import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';

import type { TFinanceTotal } from '@feedmarket/contract/finance/finance.schemas';

import { formatAmount } from '../../../lib/format';

type FinanceTotalsProps = {
  /** "Total paid", "Total received". */
  label: string;
  /** The direction's totals per currency over every page; none while they load. */
  totals: TFinanceTotal[] | undefined;
};

/** A direction's totals, one per currency, with how many charges make each. */
export function FinanceTotals({ label, totals }: FinanceTotalsProps) {
  if (!totals) return <Skeleton h={62} w={220} />;
  if (!totals.length) return null;
  return (
    <Group gap="sm" role="list" aria-label={label}>
      {totals.map((total) => (
        <Paper key={total.currency} role="listitem" withBorder px="md" py="xs" miw={180}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {`${label} · ${total.currency}`}
            </Text>
            <Text size="lg" fw={700}>
              {formatAmount(total.amount, total.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {total.count === 1 ? '1 charge' : `${total.count} charges`}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}
