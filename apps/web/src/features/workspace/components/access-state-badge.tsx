import { Badge } from '@mantine/core';

import type { AccessState } from '@feedmarket/contract/workspace/workspace.schemas';

const stateColors: Record<AccessState, string> = {
  pending: 'yellow',
  granted: 'teal',
  refused: 'red',
  revoked: 'gray',
  expired: 'gray',
};

/** The decision on an access: waiting for the provider, granted, refused, revoked or expired. */
export function AccessStateBadge({ state, text }: { state: AccessState; text: string }) {
  return (
    <Badge variant="light" color={stateColors[state]} radius="sm" tt="none" size="md">
      {text}
    </Badge>
  );
}
