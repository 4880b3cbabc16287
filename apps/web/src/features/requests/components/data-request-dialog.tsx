import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { useDialog } from '../../../lib/dialogs';

// The form and its lookups load only when someone opens it.
const DataRequestContent = lazy(() =>
  import('./data-request-content').then((module) => ({ default: module.DataRequestContent })),
);

/** The request form (consumer spec §2): anyone asks for data the marketplace does not have yet. */
export function DataRequestDialog() {
  const { opened, close } = useDialog('dataRequest');
  return (
    <Modal opened={opened} onClose={close} title="Request data" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading the request form" />
            </Center>
          }
        >
          <DataRequestContent onClose={close} />
        </Suspense>
      )}
    </Modal>
  );
}
