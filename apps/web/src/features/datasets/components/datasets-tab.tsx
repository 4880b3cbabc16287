import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseOff, IconSearchOff } from '@tabler/icons-react';

import { ListEmpty, ListError } from '../../../components/list-states';
import { ListFilterInput } from '../../../components/list-filter-input';
import { useOrganizationDatasets } from '../api/get-organization-datasets';
import { usePagedList } from '../hooks/use-paged-list';
import { readOpenDataset } from '../utils/datasets-paths';
import { DatasetFilesView } from './dataset-files-view';
import { DatasetListTable, type DatasetSortKey } from './dataset-list-table';

type DatasetsTabProps = {
  orgId: number;
  /** The route's `modal` and `id`: `files/{id}` opens that dataset's files. */
  modal?: string;
  id?: string;
};

/** The dashboard's Datasets tab: the organisation's datasets, or the files of the one opened. */
export function DatasetsTab({ orgId, modal, id }: DatasetsTabProps) {
  const openId = readOpenDataset(modal, id);
  return openId === null ? <DatasetList orgId={orgId} /> : <DatasetFilesView datasetId={openId} />;
}

function DatasetList({ orgId }: { orgId: number }) {
  const list = usePagedList<DatasetSortKey>({ orderBy: 'name', order: 'asc' }, ['files', 'lastUploadAt']);
  const datasets = useOrganizationDatasets(orgId, list.query);
  list.keepPageInRange(datasets.data?.total);
  const { data } = datasets;

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={640}>
        <Title order={2} fz="xl">
          Your datasets
        </Title>
        <Text c="dimmed" size="sm">
          Each file-based or continuous feed of your organisation has a dataset. Open one to upload, preview, download
          or delete its files.
        </Text>
      </Stack>

      <Group justify="space-between" align="flex-end" gap="md">
        <ListFilterInput
          label="Filter datasets"
          matches="Feed name"
          value={list.filterText}
          onChange={list.setFilterText}
        />
      </Group>

      {datasets.isError && !data ? (
        <ListError
          title="The datasets cannot be loaded right now"
          error={datasets.error}
          onRetry={() => void datasets.refetch()}
        />
      ) : data && data.total === 0 && data.content.length === 0 ? (
        list.filter ? (
          <ListEmpty
            icon={<IconSearchOff size={28} />}
            title="No datasets match this filter"
            description="Try another feed name, or clear the filter."
            action={
              <Button variant="light" mt="xs" onClick={() => list.setFilterText('')}>
                Clear filter
              </Button>
            }
          />
        ) : (
          <ListEmpty
            icon={<IconDatabaseOff size={28} />}
            title="No datasets yet"
            description="A dataset appears here for each file-based or continuous feed your organisation describes in the Metadata tab."
          />
        )
      ) : (
        <DatasetListTable list={list} query={datasets} />
      )}
    </Stack>
  );
}
