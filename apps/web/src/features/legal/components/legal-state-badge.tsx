import { Badge, type BadgeProps } from '@mantine/core';

import { legalReviewStateNames, legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';

const stateColors: Record<number, string> = {
  [legalReviewStates.open]: 'yellow',
  [legalReviewStates.resolved]: 'teal',
  [legalReviewStates.cleared]: 'gray',
};

/** A legal review's state: open, resolved or cleared. */
export function LegalStateBadge({ state, ...props }: { state: number } & BadgeProps) {
  return (
    <Badge variant="light" color={stateColors[state] ?? 'gray'} radius="sm" tt="none" size="md" {...props}>
      {legalReviewStateNames[state] ?? `State ${state}`}
    </Badge>
  );
}
