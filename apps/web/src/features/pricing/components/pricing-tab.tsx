import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';

import { ListFilterInput } from '../../../components/list-filter-input';
import { TabHeading } from '../../../components/tab-heading';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePriceActions } from '../hooks/use-price-actions';
import { usePricingTab } from '../hooks/use-pricing-tab';
import { PriceListTable } from './price-list-table';
import { PriceNoteDialog } from './price-note-dialog';

// The modal validates with the contract's schemas: they load when it first opens.
const PricingModal = lazyComponent('PricingModal', () =>
  import('./pricing-modal').then((module) => module.PricingModal),
);

type PricingTabProps = {
  orgId: number;
  /** Whether the user may change prices (spec §6: admin roles); others read the list without controls. */
  canConfigure: boolean;
};

/** The dashboard's Pricing tab: what access to the organisation's feeds costs, and (for admins) changing it. */
export function PricingTab({ orgId, canConfigure }: PricingTabProps) {
  const { list, prices, modal, openCreate, openEdit, closeModal } = usePricingTab(orgId);
  const actions = usePriceActions();
  const createButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
      Create price configuration
    </Button>
  );

  return (
    <Stack gap="lg">
      <TabHeading title="Prices of your feeds">
        Each price configuration sets what access to some of your feeds costs: free, once per feed, per block of
        downloads or per period. A feed without an active configuration is free.
        {!canConfigure && " Your organisation's administrators change prices; you can read them here."}
      </TabHeading>

      <Group justify="space-between" align="flex-end" gap="md">
        <ListFilterInput label="Filter price configurations" matches="Name" list={list} />
        {canConfigure && createButton('filled')}
      </Group>

      <PriceListTable
        list={list}
        query={prices}
        actions={canConfigure ? actions : null}
        onEdit={openEdit}
        empty={{
          title: 'No price configurations yet',
          description: canConfigure
            ? 'A price configuration sets what members pay to access the feeds you choose: once per feed, per block of downloads or per period, or nothing. Until one is active for a feed, access to it is free.'
            : "A price configuration sets what members pay to access your organisation's feeds. Until one is active for a feed, access to it is free; your administrators set them.",
          action: canConfigure ? <Group mt="xs">{createButton('light')}</Group> : undefined,
        }}
      />

      {modal && (
        <Suspense fallback={null}>
          <PricingModal orgId={orgId} priceId={modal.priceId} onClose={closeModal} />
        </Suspense>
      )}
      {actions.note.price && (
        <PriceNoteDialog
          price={actions.note.price}
          isSaving={actions.note.isSaving}
          onSave={actions.note.save}
          onRemove={actions.note.remove}
          onClose={actions.note.close}
        />
      )}
    </Stack>
  );
}
