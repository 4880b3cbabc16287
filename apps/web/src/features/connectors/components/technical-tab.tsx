import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconKey, IconLock, IconPlugConnected } from '@tabler/icons-react';
import { Suspense } from 'react';

import { TabHeading } from '../../../components/tab-heading';
import { ListFilterInput } from '../../../components/list-filter-input';
import { lazyComponent } from '../../../lib/lazy-component';
import { useTechnicalActions } from '../hooks/use-technical-actions';
import { useTechnicalTab } from '../hooks/use-technical-tab';
import { ApiClientListTable } from './api-client-list-table';
import { ApiUsagePanel } from './api-usage-panel';
import { ConnectorListTable } from './connector-list-table';
import { TechnicalViewToggle } from './technical-view-toggle';
import { TokenOnceDialog } from './token-once-dialog';

// The dialogs validate with the contract's schemas and carry the chart: they load when first opened.
const ConnectorWizard = lazyComponent('ConnectorWizard', () =>
  import('./wizard/connector-wizard').then((module) => module.ConnectorWizard),
);
const ApiConnectionModal = lazyComponent('ApiConnectionModal', () =>
  import('./api-connection-modal').then((module) => module.ApiConnectionModal),
);
const ConnectorMetricsDialog = lazyComponent('ConnectorMetricsDialog', () =>
  import('./connector-metrics-dialog').then((module) => module.ConnectorMetricsDialog),
);

type TechnicalTabProps = {
  orgId: number;
  /** Whether the organisation may change connectors (read-only organisations, type 3, may not). */
  canChange: boolean;
};

/**
 * The dashboard's Technical tab (provider spec §2): the organisation's connectors or its SDKs (API
 * clients), filtered, sorted by name, 10 a page; creating, editing, deleting and toggling them; the
 * metrics of a connector and the usage graph of an API client.
 */
export function TechnicalTab({ orgId, canChange }: TechnicalTabProps) {
  const tab = useTechnicalTab(orgId);
  const actions = useTechnicalActions({
    onApiClientDeleted: (id) => {
      if (id === tab.selectedSdk) tab.clearSdk();
    },
  });
  const { view, dialog } = tab;
  const isConnectors = view === 'connectors';
  const selectedClient = tab.apiClients.data?.content.find((client) => client.id === tab.selectedSdk);

  const createButton = (variant: 'filled' | 'light') =>
    isConnectors ? (
      <Button
        variant={variant}
        leftSection={<IconPlugConnected size={16} aria-hidden />}
        onClick={() => tab.openDialog({ kind: 'connector', id: null })}
      >
        Create connector
      </Button>
    ) : (
      <Button
        variant={variant}
        leftSection={<IconKey size={16} aria-hidden />}
        onClick={() => tab.openDialog({ kind: 'apiClient', client: null })}
      >
        Create API client
      </Button>
    );

  /** An empty list says what its items are for and offers the first one, to those who may create it. */
  const emptyState = (title: string, forChanging: string, forReading: string) => ({
    title,
    description: canChange ? forChanging : forReading,
    action: canChange ? <Group mt="xs">{createButton('light')}</Group> : undefined,
  });

  return (
    <Stack gap="lg">
      <TabHeading title="Connectors and API clients">
        Connectors carry live records into your continuous feeds and out to endpoints; API clients are the tokens your
        programs and devices use to push records and call the API.
      </TabHeading>
      {!canChange && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} title="Read-only organisation">
          Your organisation can read its connectors and API clients here, but cannot create, change or delete them.
        </Alert>
      )}

      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="md">
          <TechnicalViewToggle view={view} onChange={tab.setView} />
          <ListFilterInput
            label={isConnectors ? 'Filter connectors' : 'Filter API clients'}
            matches="Name"
            list={tab.list}
          />
        </Group>
        {canChange && createButton('filled')}
      </Group>

      {isConnectors ? (
        <ConnectorListTable
          list={tab.list}
          query={tab.connectors}
          actions={canChange ? actions.connector : null}
          onPreview={(id) => tab.openDialog({ kind: 'metrics', id })}
          onEdit={(id) => tab.openDialog({ kind: 'connector', id })}
          empty={emptyState(
            'No connectors yet',
            'A connector brings records into one of your continuous feeds (pushed by your devices or fetched from your address) or delivers a feed’s new records to your endpoint.',
            'Your organisation has no connectors.',
          )}
        />
      ) : (
        <Stack gap="lg">
          <ApiClientListTable
            list={tab.list}
            query={tab.apiClients}
            actions={canChange ? actions.apiClient : null}
            selectedId={tab.selectedSdk}
            onSelect={tab.selectSdk}
            onEdit={(id) => {
              const client = tab.apiClients.data?.content.find((row) => row.id === id);
              if (client) tab.openDialog({ kind: 'apiClient', client });
            }}
            empty={emptyState(
              'No API clients yet',
              'An API client is a token for your programs and devices: with an ingestion client they push records into your continuous feeds.',
              'Your organisation has no API clients.',
            )}
          />
          {tab.selectedSdk !== null && (
            <ApiUsagePanel
              clientId={tab.selectedSdk}
              clientName={selectedClient?.name ?? 'the API client'}
              interval={tab.interval}
              onIntervalChange={tab.setInterval}
              onClose={tab.clearSdk}
            />
          )}
        </Stack>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'connector' && <ConnectorWizard connectorId={dialog.id} onClose={tab.closeDialog} />}
        {dialog?.kind === 'apiClient' && (
          <ApiConnectionModal
            client={dialog.client}
            onCreated={(client) => {
              tab.closeDialog();
              actions.token.show(client);
            }}
            onClose={tab.closeDialog}
          />
        )}
        {dialog?.kind === 'metrics' && <ConnectorMetricsDialog connectorId={dialog.id} onClose={tab.closeDialog} />}
      </Suspense>
      {actions.token.shown && <TokenOnceDialog shown={actions.token.shown} onClose={actions.token.close} />}
    </Stack>
  );
}
