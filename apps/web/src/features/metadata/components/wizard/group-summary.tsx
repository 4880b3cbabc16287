import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

import { groupSteps, groupStepTitles, type GroupStep } from '@feedmarket/contract/catalog/metadata.schemas';
import type { StepIssues } from '@feedmarket/contract/validators/feed-steps';

import { useClones } from '../../api/get-clones';
import { useMainFeedOptions } from '../../api/get-feed-options';
import { fieldLabel } from './feed-issues';
import { useLocationRows } from './location-summary';
import type { GroupFormValues } from './group-form-values';
import { SummarySection, type SummaryRow } from './summary-section';

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
  const openSteps = groupSteps.filter((step) => issues[step]?.length);
  return (
    <Stack gap="sm">
      {openSteps.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Some steps have issues"
        >
          <Text size="sm" mb={4}>
            You can save the group as a draft. Submitted as it is, it comes back for review with these issues.
          </Text>
          <List size="sm" spacing={2}>
            {openSteps.flatMap((step) =>
              (issues[step] ?? []).map((issue) => (
                <List.Item key={`${step}-${issue.field}`}>
                  {groupStepTitles[step]}: {fieldLabel(issue.field)}: {issue.message}
                </List.Item>
              )),
            )}
          </List>
        </Alert>
      ) : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          Every step is complete. Submit the group to publish it.
        </Alert>
      )}
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
