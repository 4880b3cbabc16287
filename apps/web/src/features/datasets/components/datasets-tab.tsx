import { Group, Stack } from '@mantine/core';

import { ListFilterInput } from '../../../components/list-filter-input';
import { TabHeading } from '../../../components/tab-heading';
import { useOrganizationDatasets } from '../api/get-organization-datasets';
import { usePagedList } from '../../../hooks/use-paged-list';
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
  const list = usePagedList<DatasetSortKey>(
    { orderBy: 'name', order: 'asc' },
    { descendingFirst: ['files', 'lastUploadAt'] },
  );
  const datasets = useOrganizationDatasets(orgId, list.query);
  list.keepPageInRange(datasets.data?.total);

  return (
    <Stack gap="lg">
      <TabHeading title="Your datasets">
        Each file-based or continuous feed of your organisation has a dataset. Open one to upload, preview, download or
        delete its files.
      </TabHeading>

      <Group justify="space-between" align="flex-end" gap="md">
        <ListFilterInput label="Filter datasets" matches="Feed name" list={list} />
      </Group>

      <DatasetListTable
        list={list}
        query={datasets}
        empty={{
          title: 'No datasets yet',
          description:
            'A dataset appears here for each file-based or continuous feed your organisation describes in the Metadata tab.',
        }}
      />
    </Stack>
  );
}
