import { Table, Text } from '@mantine/core';

import type { TFeedDetail } from '@feedmarket/contract/catalog/catalog.schemas';

const dash = (value: string | null) => value || '—';

/** The Columns tab: each sensor and schema of the feed's dataset. */
export function FeedColumnsTable({ feed }: { feed: TFeedDetail }) {
  if (feed.dataset.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        The provider has not described the sensors or schema of this feed yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped withTableBorder verticalSpacing="sm" aria-label="Sensors and schema">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sensor type</Table.Th>
            <Table.Th>Manufacturer</Table.Th>
            <Table.Th>Model</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Format</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Property</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {feed.dataset.map(({ id, sensorInfo, schemaInfo }) => (
            <Table.Tr key={id}>
              <Table.Td>{dash(sensorInfo.typeName)}</Table.Td>
              <Table.Td>{dash(sensorInfo.manufacturer)}</Table.Td>
              <Table.Td>{dash([sensorInfo.model, sensorInfo.version].filter(Boolean).join(' ') || null)}</Table.Td>
              <Table.Td>
                {dash(sensorInfo.sourceName)}
                {sensorInfo.sourceType && (
                  <Text size="xs" c="dimmed">
                    {sensorInfo.sourceType}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{dash(schemaInfo.formatName)}</Table.Td>
              <Table.Td>{dash(schemaInfo.unitOfMeasure)}</Table.Td>
              <Table.Td>{dash(schemaInfo.property)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
