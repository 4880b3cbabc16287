import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import {
  feedLimits,
  groupSteps,
  groupStepTitles,
  type GroupStep,
  type TFeedReview,
} from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';

import { PageLoader } from '../../../../components/page-loader';
import { useScreenWidth } from '../../../../hooks/use-screen-width';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { showNotice, type Notice } from '../../../../lib/notify';
import { useCreateGroup } from '../../api/create-group';
import { useFeedReview } from '../../api/get-feed-review';
import { useGroup } from '../../api/get-group';
import { useMetadataConfiguration } from '../../api/get-metadata-configuration';
import { useSubmitGroup } from '../../api/submit-group';
import { useUpdateGroup } from '../../api/update-group';
import { useConfirmDiscard } from '../../../../hooks/use-confirm-discard';
import { useEscapeClose } from '../../../../hooks/use-escape-close';
import { useSingleFlight } from '../../../../hooks/use-single-flight';
import { useWizardSteps } from '../../../../hooks/use-wizard-steps';
import { errorsOf, serverFieldErrors } from './feed-issues';
import {
  collectGroupIssues,
  emptyGroupValues,
  groupDraftIssues,
  groupFingerprint,
  groupToValues,
  stepOfGroupField,
  valuesToGroup,
  type GroupFormValues,
} from './group-form-values';
import { GroupFeedsStep } from './group-feeds-step';
import { GroupMainFeedStep } from './group-main-feed-step';
import { GroupSummary } from './group-summary';
import { LocationEditor } from './location-editor';
import { StepFeedbackAlert, StepIssuesAlert } from './step-notes';
import { valueAt, wizardFields } from '../../../../components/wizard/wizard-fields';
import { FeedWizardFooter } from './feed-wizard-footer';
import { WizardLayout, type StepMark } from '../../../../components/wizard/wizard-layout';
import { statusChangeFailure, submittedNotice } from './wizard-outcome';

export type GroupWizardProps = {
  /** The group to edit; none creates a new group. */
  groupId?: number;
  /** With the notice to show once the wizard's address is left, if any. */
  onClose: (notice?: Notice) => void;
};

type WizardStep = GroupStep | 'summary';
const wizardSteps: readonly WizardStep[] = [...groupSteps, 'summary'];
const summaryIndex = wizardSteps.length - 1;
const stepTitles = wizardSteps.map((step) => groupStepTitles[step]);

type SavedGroup = GroupFormValues & { id: number };

type GroupWizardBodyProps = {
  saved: SavedGroup | null;
  review: TFeedReview | null;
  mapZoom: number;
  isMobile: boolean;
  unsavedChangesRef: RefObject<() => boolean>;
  /** With the notice to show once the wizard's address is left, if any. */
  onClose: (notice?: Notice) => void;
};

/** 'An error occurred while updating or creating Group Instance' and the server's message. */
function groupSaveFailure(error: unknown): string {
  const reason = errorMessage(error, '');
  return reason ? `${messages.groupSaveFailed} ${reason}` : messages.groupSaveFailed;
}

function GroupWizardBody({ saved, review, mapZoom, isMobile, unsavedChangesRef, onClose }: GroupWizardBodyProps) {
  const queryClient = useQueryClient();
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();
  const submitGroup = useSubmitGroup();

  const [initial] = useState<GroupFormValues>(() => saved ?? emptyGroupValues());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<GroupFormValues>({
    mode: 'controlled',
    initialValues: initial,
    // A field the server refused is marked until the user changes it.
    onValuesChange: (values, previous) =>
      setServerErrors((current) => {
        const kept = Object.entries(current).filter(([path]) => valueAt(values, path) === valueAt(previous, path));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      }),
  });
  const [groupId, setGroupId] = useState<number | null>(saved?.id ?? null);
  const [baseline, setBaseline] = useState(() => groupFingerprint(initial));
  const [currentReview, setCurrentReview] = useState<TFeedReview | null>(review);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const { busy, run } = useSingleFlight<'save' | 'submit'>();

  const steps = useWizardSteps(wizardSteps.length, { allVisited: saved !== null });
  const issues = useMemo(() => collectGroupIssues(form.values), [form.values]);
  const attemptedSteps = groupSteps.filter((_, index) => steps.attempted.has(index));
  const errors = { ...errorsOf(issues, attemptedSteps), ...serverErrors };
  const fields = wizardFields(form, errors);
  const values = form.values;

  useEffect(() => {
    unsavedChangesRef.current = () => groupFingerprint(form.getValues()) !== baseline;
  });

  const activeStep = wizardSteps[steps.active] ?? 'mainFeed';
  const activeIssues = activeStep === 'summary' ? [] : (issues[activeStep] ?? []);
  const reviewOf = (step: WizardStep) =>
    dismissed.has(step) ? undefined : currentReview?.steps.find((item) => item.step === step);
  const marks: StepMark[] = wizardSteps.map((step, index) => ({
    issues: step !== 'summary' && steps.attempted.has(index) && Boolean(issues[step]?.length),
    feedback: Boolean(reviewOf(step)),
  }));

  const markAllOnSummary = (index: number) => {
    // The summary lists every step's issues, so every step shows its own from then on.
    if (index === summaryIndex) steps.markAttempted(groupSteps.map((_, stepIndex) => stepIndex));
  };
  const goTo = (index: number) => {
    if (steps.goTo(index, activeIssues.length === 0)) markAllOnSummary(index);
  };
  const selectStep = (index: number) => {
    if (index > steps.furthest) return;
    steps.select(index);
    markAllOnSummary(index);
  };

  const showIssuesAt = (paths: readonly string[]) => {
    const indexes = [...new Set(paths.map((path) => groupSteps.indexOf(stepOfGroupField(path))))].sort((a, b) => a - b);
    steps.markAttempted(indexes);
    if (indexes[0] !== undefined && !indexes.includes(steps.active)) steps.jumpTo(indexes[0]);
  };

  /** Saves the group as it is (POST around the main feed the first time, PUT after); null when refused. */
  const save = async (): Promise<number | null> => {
    const current = form.getValues();
    const problems = groupDraftIssues(current);
    const { group, mainId } = valuesToGroup(current);
    if (problems.length || mainId === null) {
      showIssuesAt(problems.map((problem) => problem.field));
      showNotice({ tone: 'error', message: 'Fix the marked fields before saving.' });
      return null;
    }
    try {
      const answer =
        groupId === null
          ? await createGroup.mutateAsync({ mainId, body: group })
          : await updateGroup.mutateAsync({ id: groupId, body: group });
      setGroupId(answer.id);
      setBaseline(groupFingerprint(current));
      setServerErrors({});
      void queryClient.invalidateQueries({ queryKey: ['metadata'] });
      return answer.id;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length) {
        const refused = serverFieldErrors(error.fields);
        setServerErrors(refused);
        showIssuesAt(Object.keys(refused));
      }
      showNotice({ tone: 'error', message: groupSaveFailure(error) });
      return null;
    }
  };

  const saveDraft = () =>
    run('save', async () => {
      if ((await save()) !== null) showNotice({ tone: 'success', message: messages.savedAsDraft });
    });

  const submit = () =>
    run('submit', async () => {
      const id = await save();
      if (id === null) return;
      try {
        const change = await submitGroup.mutateAsync(id);
        void queryClient.invalidateQueries({ queryKey: ['metadata'] });
        const isReturned = change.status === feedStatuses.returned;
        const notice: Notice = {
          tone: isReturned ? 'info' : 'success',
          title: messages.routedForValidation,
          message: submittedNotice(change.status, 'group'),
        };
        // Closing leaves the wizard's address, which clears notices: the list shows this one.
        if (!isReturned) {
          onClose(notice);
          return;
        }
        showNotice(notice);
        setCurrentReview(change.review);
        setDismissed(new Set());
        steps.markAttempted(groupSteps.map((_, index) => index));
      } catch (error) {
        showNotice({ tone: 'error', message: statusChangeFailure(error) });
      }
    });

  const step = (() => {
    switch (activeStep) {
      case 'mainFeed':
        return (
          <GroupMainFeedStep
            mainId={values.mainId}
            fields={fields}
            isLocked={groupId !== null}
            onChange={(mainId) => {
              // Clones belong to their main feed: another main feed starts the choice again.
              form.setValues({ mainId, cloneIds: mainId === values.mainId ? values.cloneIds : [] });
            }}
          />
        );
      case 'describe':
        return (
          <Stack gap="md">
            <TextInput label="Name" required maxLength={feedLimits.nameMax} {...fields.text('meta.name')} />
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              maxRows={8}
              maxLength={feedLimits.descriptionMax}
              {...fields.text('meta.description')}
            />
          </Stack>
        );
      case 'feeds':
        return <GroupFeedsStep mainId={values.mainId} cloneIds={values.cloneIds} fields={fields} groupId={groupId} />;
      case 'location':
        return <LocationEditor path="containers" locations={values.containers} fields={fields} mapZoom={mapZoom} />;
      case 'summary':
        return (
          <GroupSummary values={values} issues={issues} onEdit={(target) => steps.jumpTo(groupSteps.indexOf(target))} />
        );
    }
  })();

  return (
    <WizardLayout
      titles={stepTitles}
      active={steps.active}
      furthest={steps.furthest}
      marks={marks}
      onSelectStep={selectStep}
      isMobile={isMobile}
      notes={
        <>
          <StepFeedbackAlert
            review={reviewOf(activeStep)}
            onDismiss={() => setDismissed((current) => new Set([...current, activeStep]))}
          />
          <StepIssuesAlert issues={steps.attempted.has(steps.active) ? activeIssues : []} />
        </>
      }
      footer={
        <FeedWizardFooter
          isFirst={steps.active === 0}
          isLast={steps.active === summaryIndex}
          busy={busy}
          onBack={() => goTo(steps.active - 1)}
          onNext={() => goTo(steps.active + 1)}
          onSaveDraft={() => void saveDraft()}
          onSubmit={() => void submit()}
        />
      }
    >
      {step}
    </WizardLayout>
  );
}

/** The group wizard: Main feed, Describe, Feeds, Location, Complete/Summary. */
export function GroupWizard({ groupId, onClose }: GroupWizardProps) {
  const isMobile = useScreenWidth('phone');
  const configuration = useMetadataConfiguration();
  const group = useGroup(groupId);
  const isReturned = group.data?.status === feedStatuses.returned;
  const review = useFeedReview(groupId, { enabled: isReturned });
  const { unsavedChangesRef, requestClose } = useConfirmDiscard(onClose);
  const escapeRef = useEscapeClose(requestClose);

  const failure = configuration.error ?? group.error ?? review.error;
  const isLoading =
    configuration.isPending || (groupId !== undefined && group.isPending) || (isReturned && review.isPending);
  const status = group.data?.status;
  const cannotEdit =
    status === feedStatuses.active
      ? 'This group is active. Deactivate it from the feed list first: then it can be edited and submitted again.'
      : status === feedStatuses.submitted
        ? "This group waits for the supervisor's review: it cannot be changed now."
        : null;
  const saved = useMemo(() => (group.data ? { ...groupToValues(group.data), id: group.data.id } : null), [group.data]);

  return (
    <Modal
      opened
      onClose={requestClose}
      title={groupId === undefined ? 'New group' : 'Edit group'}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={false}
    >
      <div ref={escapeRef}>
        {failure ? (
          <Alert color="red" title="The group cannot be opened">
            {errorMessage(failure, 'The wizard could not be loaded. Please try again later.')}
          </Alert>
        ) : isLoading || !configuration.data ? (
          <PageLoader label="Loading the group" />
        ) : cannotEdit ? (
          <Stack gap="md">
            <Text>{cannotEdit}</Text>
            <Group justify="flex-end">
              <Button onClick={() => onClose()}>Close</Button>
            </Group>
          </Stack>
        ) : (
          <GroupWizardBody
            saved={saved}
            review={review.data ?? null}
            mapZoom={configuration.data.mapZoom}
            isMobile={isMobile}
            unsavedChangesRef={unsavedChangesRef}
            onClose={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
