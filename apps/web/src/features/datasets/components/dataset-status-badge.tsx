import { Badge } from '@mantine/core';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';

const statusColors: Record<number, string> = {
  [feedStatuses.active]: 'green',
  [feedStatuses.notActive]: 'gray',
  [feedStatuses.submitted]: 'blue',
  [feedStatuses.returned]: 'orange',
};

/** The status of the feed a dataset belongs to, as the server names it. */
export function DatasetStatusBadge({ status, text }: { status: number; text: string }) {
  return (
    <Badge variant="light" color={statusColors[status] ?? 'gray'} radius="sm" tt="none" size="md" title={text}>
      {text}
    </Badge>
  );
}
