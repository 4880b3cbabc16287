import { Badge, Button, Checkbox, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useState } from 'react';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';

import { useCloneDiff } from '../../api/get-clone-diff';
import { useClones } from '../../api/get-clones';
import { diffRows } from './clone-diff';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

type GroupFeedsStepProps = {
  mainId: number | null;
  cloneIds: readonly number[];
  fields: WizardFields;
  /** The saved group, whose clones can be compared with the main feed; none before the first save. */
  groupId: number | null;
};

function CloneDifferences({ groupId }: { groupId: number }) {
  const diff = useCloneDiff(groupId, { enabled: true });
  if (diff.isPending) return <Loader size="sm" aria-label="Loading the differences" />;
  if (diff.isError) return <Text c="red">The differences cannot be loaded right now.</Text>;
  return (
    <Stack gap="sm" role="region" aria-label="Differences from the main feed">
      {diff.data.map((clone) => (
        <Paper key={clone.feedId} withBorder radius="md" p="sm">
          <Title order={4} fz="sm" mb={6}>
            {clone.name}
          </Title>
          {clone.differences.length === 0 ? (
            <Text size="sm" c="dimmed">
              Same as the main feed.
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={4} aria-label={`How ${clone.name} differs from the main feed`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={'26%'}>Field</Table.Th>
                  <Table.Th>Main feed</Table.Th>
                  <Table.Th>Clone</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clone.differences
                  .flatMap((difference) => diffRows(difference.field, difference.main, difference.clone))
                  .map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Td>{row.label}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.main}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.clone}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** Feeds: which clones of the main feed are in the group (at least one). */
export function GroupFeedsStep({ mainId, cloneIds, fields, groupId }: GroupFeedsStepProps) {
  const clones = useClones(mainId);
  const [showDiff, setShowDiff] = useState(false);
  if (mainId === null) return <Text c="dimmed">Choose the main feed first.</Text>;
  return (
    <Stack gap="md">
      <Checkbox.Group
        label="Clone feeds"
        description="The clones of the main feed that join the group. A group goes live when all its feeds are active."
        required
        value={cloneIds.map(String)}
        onChange={(value) => fields.set('cloneIds', value.map(Number))}
        error={fields.error('cloneIds')}
      >
        <Stack gap="xs" mt="xs">
          {clones.isPending && <Loader size="sm" aria-label="Loading the clones" />}
          {clones.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              The main feed has no clones yet.
            </Text>
          )}
          {clones.data?.map((clone) => (
            <Paper key={clone.id} withBorder radius="md" px="sm" py="xs">
              <Group justify="space-between" wrap="nowrap">
                <Checkbox
                  value={String(clone.id)}
                  label={clone.name}
                  description={clone.extId ? `Unique id ${clone.extId}` : 'No unique id yet'}
                />
                <Badge
                  variant="light"
                  color={clone.status === feedStatuses.active ? 'teal' : 'gray'}
                  style={{ flexShrink: 0 }}
                >
                  {clone.statusText}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Checkbox.Group>
      {groupId !== null && (
        <Stack gap="sm">
          <Group>
            <Button
              variant="light"
              leftSection={<IconArrowsDiff size={16} aria-hidden />}
              onClick={() => setShowDiff((shown) => !shown)}
              aria-expanded={showDiff}
            >
              {showDiff ? 'Hide differences' : 'Show differences'}
            </Button>
          </Group>
          {showDiff && <CloneDifferences groupId={groupId} />}
        </Stack>
      )}
    </Stack>
  );
}
