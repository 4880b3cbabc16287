import { Stack } from '@mantine/core';
import { useMemo } from 'react';

import { feedTypeNames, feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { feedSteps, feedStepTitles, type FeedStep } from '@feedmarket/contract/catalog/metadata.schemas';
import type { StepIssues } from '@feedmarket/contract/validators/feed-steps';

import { indexTree, nodeText } from '../../../../lib/isic-tree';
import { useIntervalTypes } from '../../api/get-interval-types';
import { useIsicCodes } from '../../../../lib/lookups';
import { useLookupNames } from '../../api/get-lookup';
import { useSourceCategories } from '../../api/get-source-categories';
import { useCustomLists } from '../../hooks/use-custom-lists';
import type { FeedFormValues } from './feed-form-values';
import { useLocationRows } from './location-summary';
import { SummarySection, SummaryStatus, type SummaryRow } from './summary-section';

type FeedSummaryProps = {
  values: FeedFormValues;
  /** In the wizard: the open issues by step, and the way back to a step; without them the summary is read-only. */
  wizard?: { issues: StepIssues<FeedStep>; onEdit: (step: FeedStep) => void };
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Complete/Summary: everything the wizard holds, read-only by step, with the issues still open. */
export function FeedSummary({ values, wizard }: FeedSummaryProps) {
  const categoryName = useLookupNames(1);
  const ownerTypeName = useLookupNames(6);
  const sourceName = useLookupNames(22);
  const sourceTypeName = useLookupNames(23);
  const containerNameName = useLookupNames(21);
  const environmentName = useLookupNames(16);
  const interactorName = useLookupNames(18);
  const licenceName = useLookupNames(10);
  const regulatoryName = useLookupNames(14);
  const formatName = useLookupNames(5);
  const schemaTypeName = useLookupNames(8);
  const unitName = useLookupNames(19);
  const sensorName = useLookupNames(4);
  const manufacturerName = useLookupNames(25);
  const relationName = useLookupNames(11);
  const gradeName = useLookupNames(12);
  const intervals = useIntervalTypes();
  const sourceCategories = useSourceCategories();
  const isic = useIsicCodes({ enabled: values.isicCodes.length > 0 });
  const isicIndex = useMemo(() => indexTree(isic.data ?? []), [isic.data]);
  const lists = useCustomLists();
  const locationRows = useLocationRows();

  const entryNames = [...lists.global, ...lists.organization].flatMap((list) =>
    list.entries.filter((entry) => values.legal.customEntries.includes(entry.id)).map((entry) => entry.name),
  );
  const party = (list: FeedFormValues['ownership']['originators']) =>
    list.map((item) => joined(item.name, ownerTypeName(item.type)));
  const datasetRows = (describe: (index: number) => string | null): SummaryRow[] =>
    values.dataset.length
      ? values.dataset.map((_, index) => ({ label: `Dataset ${index + 1}`, value: describe(index) }))
      : [{ label: 'Datasets', value: null }];

  const sections: Record<FeedStep, { rows: SummaryRow[]; note?: string }> = {
    describe: {
      rows: [
        { label: 'Name', value: values.meta.name },
        { label: 'Description', value: values.meta.description },
        { label: 'Unique id', value: values.identifier.extId },
        { label: 'Version', value: values.meta.version },
        { label: 'Image URL', value: values.meta.imageUrl },
        { label: 'URI', value: values.identifier.uri },
        { label: 'URN', value: values.identifier.urn },
        { label: 'Category', value: categoryName(values.categoryId) },
        {
          label: 'ISIC codes',
          value: values.isicCodes.map((code) => {
            const node = isicIndex.get(code);
            return node ? `${code} ${nodeText(node)}` : code;
          }),
        },
        { label: 'Feed type', value: feedTypeNames[values.typeId] },
        { label: 'Requires legal review', value: yesNo(values.requireLegalReview) },
      ],
    },
    continuous:
      values.typeId === feedTypes.continuous
        ? {
            rows: [
              {
                label: 'Update interval',
                value: intervals.data?.find((option) => option.value === values.updateIntervalType)?.name,
              },
            ],
          }
        : { rows: [], note: 'Does not apply to file-based feeds.' },
    ownership: {
      rows: [
        { label: 'Originators', value: party(values.ownership.originators) },
        { label: 'Owners', value: party(values.ownership.owners) },
      ],
    },
    source: {
      rows: [
        {
          label: 'Source category',
          value: sourceCategories.data?.find((category) => category.id === values.sourceCategoryId)?.name,
        },
        ...datasetRows((index) => {
          const { sensorInfo } = values.dataset[index]!;
          return joined(sourceName(sensorInfo.sourceNameId), sourceTypeName(sensorInfo.sourceTypeId)) || null;
        }),
      ],
    },
    geolocation: {
      rows: values.containers.length ? locationRows(values.containers) : [{ label: 'Locations', value: null }],
    },
    environment: {
      rows: [
        { label: 'Container name', value: containerNameName(values.environment.containerNameId) },
        { label: 'Environments', value: values.environment.environmentInfos.map((id) => environmentName(id) ?? '') },
        { label: 'Interactors', value: values.environment.interactors.map((id) => interactorName(id) ?? '') },
      ],
    },
    legal: {
      rows: [
        { label: 'Licence', value: licenceName(values.legal.licence) },
        { label: 'Terms', value: values.legal.terms },
        { label: 'Regulatory', value: values.regulatory.map((id) => regulatoryName(id) ?? '') },
        { label: 'Custom list entries', value: entryNames },
      ],
    },
    schema: {
      rows: datasetRows((index) => {
        const { schemaInfo } = values.dataset[index]!;
        return (
          joined(
            formatName(schemaInfo.format),
            schemaTypeName(schemaInfo.type),
            unitName(schemaInfo.unitOfMeasureId),
            schemaInfo.property,
            schemaInfo.body ? 'schema given' : null,
          ) || null
        );
      }),
    },
    datasets: {
      rows: datasetRows((index) => {
        const { sensorInfo } = values.dataset[index]!;
        return (
          joined(
            sensorName(sensorInfo.type),
            manufacturerName(sensorInfo.manufacturerId),
            sensorInfo.make,
            sensorInfo.model,
            sensorInfo.version,
          ) || null
        );
      }),
    },
    linking: {
      rows: [
        {
          label: 'Relations',
          value: values.relations.map((relation) => joined(relationName(relation.type), relation.target)),
        },
        { label: 'Data grades', value: values.gradings.map((id) => gradeName(id) ?? '') },
        { label: 'Citation', value: values.citation.text },
      ],
    },
  };

  return (
    <Stack gap="sm">
      {wizard && <SummaryStatus noun="feed" steps={feedSteps} titles={feedStepTitles} issues={wizard.issues} />}
      {feedSteps.map((step) => (
        <SummarySection
          key={step}
          title={feedStepTitles[step]}
          rows={sections[step].rows}
          note={sections[step].note}
          issueCount={wizard?.issues[step]?.length ?? 0}
          onEdit={wizard && (() => wizard.onEdit(step))}
        />
      ))}
    </Stack>
  );
}
