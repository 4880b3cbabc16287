import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';

import type { TConnector } from '@feedmarket/contract/connectors/connectors.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import { useConnectors } from '../api/get-connectors';
import type { ConnectorCategory } from '../utils/connector-form';
import { isActiveStatus } from '../utils/connector-status';
import { PagedPickList } from './paged-pick-list';

type UseExistingConnectorDialogProps = {
  orgId: number;
  /** Only connectors of this direction; none lists every one. */
  category?: ConnectorCategory;
  title?: string;
  /** Said above the list: what picking a connector does. */
  description?: string;
  /** Told the connector picked; the caller decides what follows. */
  onPick: (connector: TConnector) => void;
  onClose: () => void;
  /** The caller is acting on the pick: the button waits. */
  isBusy?: boolean;
};

/**
 * The use-existing-connector dialog (spec §2): the organisation's connectors by name, 10 a page,
 * filtered by name (a filter shorter than 3 characters is cleared); picking one returns it to the caller.
 */
export function UseExistingConnectorDialog({
  orgId,
  category,
  title = 'Use an existing connector',
  description,
  onPick,
  onClose,
  isBusy = false,
}: UseExistingConnectorDialogProps) {
  const isMobile = useScreenWidth('phone');
  const list = usePagedList<'name'>({ orderBy: 'name', order: 'asc' });
  const connectors = useConnectors(orgId, {
    ...list.query,
    ...(list.filter ? { filterBy: 'name' as const } : {}),
    ...(category ? { category } : {}),
  });
  const [chosen, setChosen] = useState<TConnector | null>(null);

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <PagedPickList
          label="Connector"
          description={description}
          query={connectors}
          list={list}
          value={chosen?.id ?? null}
          onChange={setChosen}
          noun={['connector', 'connectors']}
          empty="Your organisation has no connectors of this kind yet. Create one on the Technical tab."
          renderRow={(connector) => ({
            title: connector.name,
            detail: (
              <Group gap="xs" component="span">
                <span>
                  {connector.typeName} · {connector.metadataName}
                </span>
                {!isActiveStatus(connector.status) && (
                  <Badge component="span" size="xs" variant="light" color="gray" tt="none">
                    {connector.statusName}
                  </Badge>
                )}
              </Group>
            ),
          })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen === null} loading={isBusy} onClick={() => chosen && onPick(chosen)}>
            Use this connector
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
