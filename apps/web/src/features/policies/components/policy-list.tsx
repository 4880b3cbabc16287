import { ActionIcon, Alert, Button, Group, Select, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconSortAscending, IconSortDescending } from '@tabler/icons-react';

import { policySorts } from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyRow } from '@feedmarket/contract/policies/policies.schemas';

import { ListFilterInput } from '../../../components/list-filter-input';
import { usePolicyList, type PolicySort } from '../hooks/use-policy-list';
import { usePolicyRowActions } from '../hooks/use-policy-row-actions';
import { PolicyListTable } from './policy-list-table';
import { PolicyNoteDialog } from './policy-note-dialog';

/** Spec §9: the policy list sorts by each of these. */
const sortNames: Record<PolicySort, string> = {
  name: 'Name',
  description: 'Description',
  dateCreated: 'Created',
  lastDateModified: 'Last modified',
  active: 'Status',
  priority: 'Priority',
  requirereview: 'Legal review',
  username: 'Changed by',
};

/** Said to members who read the policies but do not change them (spec §6: admins get the controls). */
export function ReadOnlyPoliciesAlert() {
  return (
    <Alert color="blue" variant="light" title="Only administrators change policies">
      You can read your organisation&apos;s policies here; its administrators write and change them.
    </Alert>
  );
}

type PolicyListProps = {
  orgId: number;
  /** Admins get the controls; other members read the list (spec §6). */
  canConfigure: boolean;
  /** Whether the toolbar offers "New policy" (a page may offer it in its own header). */
  showCreate?: boolean;
  onCreate: () => void;
  onEdit: (row: TPolicyRow) => void;
  onQuickEdit: (row: TPolicyRow) => void;
};

/** The organisation's policies: filter, sort, page, and each row's controls; the Policies tab and policy management show it. */
export function PolicyList({ orgId, canConfigure, showCreate = true, onCreate, onEdit, onQuickEdit }: PolicyListProps) {
  const { list, policies, noteOf, openNote, closeNote } = usePolicyList(orgId);
  const actions = usePolicyRowActions();
  const isAscending = list.sort.order === 'asc';
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
      New policy
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="sm" w={{ base: '100%', sm: 'auto' }}>
          <ListFilterInput label="Filter policies" matches="Policy name" list={list} />
          <Group align="flex-end" gap={4} wrap="nowrap">
            <Select
              label="Sort by"
              data={policySorts.map((sort) => ({ value: sort, label: sortNames[sort] }))}
              value={list.sort.orderBy}
              // Another field starts in its natural order; the button beside it flips the order.
              onChange={(value) => value && value !== list.sort.orderBy && list.toggleSort(value as PolicySort)}
              allowDeselect={false}
              w={160}
              comboboxProps={{ withinPortal: true }}
            />
            <Tooltip label={isAscending ? 'Ascending' : 'Descending'} openDelay={300}>
              <ActionIcon
                variant="default"
                size={36}
                onClick={() => list.toggleSort(list.sort.orderBy)}
                aria-label={`Sort ${isAscending ? 'descending' : 'ascending'} instead`}
              >
                {isAscending ? (
                  <IconSortAscending size={18} aria-hidden />
                ) : (
                  <IconSortDescending size={18} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {canConfigure && showCreate && createButton}
      </Group>

      <PolicyListTable
        list={list}
        query={policies}
        actions={actions}
        canConfigure={canConfigure}
        onEdit={onEdit}
        onQuickEdit={onQuickEdit}
        onNote={openNote}
        empty={{
          title: 'No policies yet',
          description: canConfigure
            ? 'Without policies every member may access your active feeds. Write a policy to allow, deny or review the requests of the members you choose.'
            : 'Without policies every member may access your active feeds. Your organisation’s administrators write its policies.',
          action: canConfigure ? createButton : undefined,
        }}
      />

      {noteOf && <PolicyNoteDialog policy={noteOf} onClose={closeNote} />}
    </Stack>
  );
}
