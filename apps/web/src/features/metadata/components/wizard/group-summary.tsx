import { Stack } from '@mantine/core';

import { groupSteps, groupStepTitles, type GroupStep } from '@feedmarket/contract/catalog/metadata.schemas';
import type { StepIssues } from '@feedmarket/contract/validators/feed-steps';

import { useClones } from '../../api/get-clones';
import { useMainFeedOptions } from '../../api/get-feed-options';
import { useLocationRows } from './location-summary';
import type { GroupFormValues } from './group-form-values';
import { SummarySection, SummaryStatus, type SummaryRow } from './summary-section';

type GroupSummaryProps = {
  values: GroupFormValues;
  issues: StepIssues<GroupStep>;
  onEdit: (step: GroupStep) => void;
};

/** Complete/Summary of the group wizard: every step read-only, with the issues still open. */
export function GroupSummary({ values, issues, onEdit }: GroupSummaryProps) {
  const options = useMainFeedOptions({ enabled: true });
  const clones = useClones(values.mainId);
  const locationRows = useLocationRows();
  const mainName = options.data?.find((feed) => feed.id === values.mainId)?.name;
  const cloneNames = values.cloneIds.map((id) => clones.data?.find((clone) => clone.id === id)?.name ?? `#${id}`);

  const sections: Record<GroupStep, SummaryRow[]> = {
    mainFeed: [{ label: 'Main feed', value: mainName }],
    describe: [
      { label: 'Name', value: values.meta.name },
      { label: 'Description', value: values.meta.description },
    ],
    feeds: [{ label: 'Clone feeds', value: cloneNames }],
    location: values.containers.length ? locationRows(values.containers) : [{ label: 'Locations', value: null }],
  };
  return (
    <Stack gap="sm">
      <SummaryStatus noun="group" steps={groupSteps} titles={groupStepTitles} issues={issues} />
      {groupSteps.map((step) => (
        <SummarySection
          key={step}
          title={groupStepTitles[step]}
          rows={sections[step]}
          issueCount={issues[step]?.length ?? 0}
          onEdit={() => onEdit(step)}
        />
      ))}
    </Stack>
  );
}
