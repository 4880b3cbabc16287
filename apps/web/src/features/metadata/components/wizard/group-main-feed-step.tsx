import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

import { useClones } from '../../api/get-clones';
import { useMainFeedOptions } from '../../api/get-feed-options';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

type GroupMainFeedStepProps = {
  mainId: number | null;
  fields: WizardFields;
  /** A saved group keeps its main feed. */
  isLocked: boolean;
  onChange: (mainId: number | null) => void;
};

/** Main feed: the organisation's feed the group is built around; its clones are the group's candidates. */
export function GroupMainFeedStep({ mainId, fields, isLocked, onChange }: GroupMainFeedStepProps) {
  const options = useMainFeedOptions({ enabled: true });
  const clones = useClones(mainId);
  const cloneCount = clones.data?.length ?? 0;
  return (
    <Stack gap="md">
      <Select<number>
        label="Main feed"
        required
        description={
          isLocked
            ? 'The main feed of a saved group stays the same.'
            : 'One of your feeds; its clones can join the group.'
        }
        placeholder={options.isPending ? 'Loading…' : 'Choose a feed'}
        data={(options.data ?? []).map((feed) => ({ value: feed.id, label: feed.name }))}
        value={mainId}
        onChange={onChange}
        error={fields.error('mainId')}
        searchable
        nothingFoundMessage="No feed matches"
        disabled={isLocked}
        comboboxProps={{ withinPortal: true }}
      />
      {mainId !== null && clones.isSuccess && (
        <Alert
          variant="light"
          color={cloneCount ? 'blue' : 'yellow'}
          icon={<IconInfoCircle size={18} aria-hidden />}
          role="status"
        >
          {cloneCount === 0 ? (
            <Text size="sm">
              This feed has no clones yet. Clone it from the feed list, give each clone its own unique id, and come back
              to build the group.
            </Text>
          ) : (
            <Text size="sm">
              {cloneCount === 1 ? '1 clone' : `${cloneCount} clones`} of this feed can join the group.
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
