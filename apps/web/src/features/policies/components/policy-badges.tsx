import { Badge, type BadgeProps } from '@mantine/core';

import { legalReviewStateNames, legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';
import { policyTypeNames, policyTypes } from '@feedmarket/contract/policies/policies.constants';
import { accessStateNames, type AccessState } from '@feedmarket/contract/workspace/workspace.schemas';

const typeColors: Record<number, string> = {
  [policyTypes.allow]: 'teal',
  [policyTypes.deny]: 'red',
  [policyTypes.review]: 'orange',
};

/** What a policy does: Allow, Deny or Review. */
export function PolicyTypeBadge({ typeId, ...props }: { typeId: number } & BadgeProps) {
  return (
    <Badge variant="light" color={typeColors[typeId] ?? 'gray'} radius="sm" tt="none" size="md" {...props}>
      {policyTypeNames[typeId] ?? `Type ${typeId}`}
    </Badge>
  );
}

const reviewColors: Record<number, string> = {
  [legalReviewStates.open]: 'yellow',
  [legalReviewStates.resolved]: 'teal',
  [legalReviewStates.cleared]: 'gray',
};

/** The state of a policy's latest legal review: open, resolved or cleared. */
export function LegalReviewBadge({ state, ...props }: { state: number } & BadgeProps) {
  return (
    <Badge variant="light" color={reviewColors[state] ?? 'gray'} radius="sm" tt="none" size="sm" {...props}>
      Review {(legalReviewStateNames[state] ?? String(state)).toLowerCase()}
    </Badge>
  );
}

const accessColors: Record<AccessState, string> = {
  pending: 'yellow',
  granted: 'teal',
  refused: 'red',
  revoked: 'gray',
  expired: 'gray',
};

/** The state of a request for access, as the provider reads it. */
export function AccessStateBadge({ state, ...props }: { state: AccessState } & BadgeProps) {
  return (
    <Badge variant="light" color={accessColors[state]} radius="sm" tt="none" size="md" {...props}>
      {accessStateNames[state]}
    </Badge>
  );
}
