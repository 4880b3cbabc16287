import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import {
  feedSteps,
  feedStepTitles,
  type FeedStep,
  type TEditableFeed,
  type TFeedReview,
} from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';

import { PageLoader } from '../../../../components/page-loader';
import { useScreenWidth } from '../../../../hooks/use-screen-width';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { showNotice, type Notice } from '../../../../lib/notify';
import { useCreateFeed } from '../../api/create-feed';
import { useEditableFeed } from '../../api/get-editable-feed';
import { useFeedReview } from '../../api/get-feed-review';
import { useMetadataConfiguration } from '../../api/get-metadata-configuration';
import { useSubmitFeed } from '../../api/submit-feed';
import { useUpdateFeed } from '../../api/update-feed';
import { useConfirmDiscard } from '../../../../hooks/use-confirm-discard';
import { useEscapeClose } from '../../../../hooks/use-escape-close';
import { useSingleFlight } from '../../../../hooks/use-single-flight';
import { useWizardSteps } from '../../../../hooks/use-wizard-steps';
import { ContinuousStep, type RenderFeedConnectors } from './continuous-step';
import { DatasetsStep } from './datasets-step';
import { DescribeStep, type PresetChoice } from './describe-step';
import { EnvironmentStep } from './environment-step';
import {
  applyPreset,
  emptyFeedValues,
  feedFingerprint,
  feedToValues,
  valuesToFeed,
  type FeedFormValues,
  type FeedPreset,
} from './feed-form-values';
import { collectFeedIssues, draftIssues, errorsOf, serverFieldErrors, stepOfField } from './feed-issues';
import { FeedSummary } from './feed-summary';
import { GeolocationStep } from './geolocation-step';
import { LegalStep } from './legal-step';
import { LinkingStep } from './linking-step';
import { OwnershipStep } from './ownership-step';
import { SchemaStep } from './schema-step';
import { SourceStep } from './source-step';
import { StepFeedbackAlert, StepIssuesAlert } from './step-notes';
import { wizardFields, valueAt } from '../../../../components/wizard/wizard-fields';
import { FeedWizardFooter } from './feed-wizard-footer';
import { statusChangeFailure, submittedNotice } from './wizard-outcome';
import { WizardLayout, type StepMark } from '../../../../components/wizard/wizard-layout';

export type MetadataWizardProps = {
  /** The feed to edit; none creates a new feed. */
  feedId?: number;
  /** A preset (GET /metadata/configuration) a new feed starts from. */
  presetId?: number;
  /** With the notice to show once the wizard's address is left, if any. */
  onClose: (notice?: Notice) => void;
  /** Told each time the wizard saves the feed as a draft or submits it. */
  onSaved?: (outcome: WizardSaveOutcome) => void;
  /** What the Continuous step shows of a live feed's connectors (composed by the app, as features do not import each other). */
  renderConnectors?: RenderFeedConnectors;
};

/** What the wizard last did with the feed: saved it as a draft, or submitted it. */
export type WizardSaveOutcome = 'draft' | 'submitted';

type WizardStep = FeedStep | 'summary';
const wizardSteps: readonly WizardStep[] = [...feedSteps, 'summary'];
const summaryIndex = wizardSteps.length - 1;
const stepTitles = wizardSteps.map((step) => feedStepTitles[step]);

type Preset = PresetChoice & FeedPreset;

type FeedWizardProps = {
  saved: TEditableFeed | null;
  review: TFeedReview | null;
  presets: readonly Preset[];
  presetId: number | undefined;
  mapZoom: number;
  isMobile: boolean;
  unsavedChangesRef: RefObject<() => boolean>;
  /** With the notice to show once the wizard's address is left, if any. */
  onClose: (notice?: Notice) => void;
  onSaved: ((outcome: WizardSaveOutcome) => void) | undefined;
  renderConnectors: RenderFeedConnectors | undefined;
};

function FeedWizard({
  saved,
  review,
  presets,
  presetId,
  mapZoom,
  isMobile,
  unsavedChangesRef,
  onClose,
  onSaved,
  renderConnectors,
}: FeedWizardProps) {
  const queryClient = useQueryClient();
  const createFeed = useCreateFeed();
  const updateFeed = useUpdateFeed();
  const submitFeed = useSubmitFeed();

  const [initial] = useState(() => {
    const preset = saved ? undefined : presets.find((candidate) => candidate.id === presetId);
    const values = saved ? feedToValues(saved) : preset ? applyPreset(emptyFeedValues(), preset) : emptyFeedValues();
    return { values, presetId: preset?.id ?? null };
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<FeedFormValues>({
    mode: 'controlled',
    initialValues: initial.values,
    // A field the server refused is marked until the user changes it.
    onValuesChange: (values, previous) =>
      setServerErrors((current) => {
        const kept = Object.entries(current).filter(([path]) => valueAt(values, path) === valueAt(previous, path));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      }),
  });
  const [feedId, setFeedId] = useState<number | null>(saved?.id ?? null);
  const [baseline, setBaseline] = useState(() => feedFingerprint(initial.values));
  const [presetChoice, setPresetChoice] = useState<number | null>(initial.presetId);
  const [currentReview, setCurrentReview] = useState<TFeedReview | null>(review);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const { busy, run } = useSingleFlight<'save' | 'submit'>();

  const steps = useWizardSteps(wizardSteps.length, { allVisited: saved !== null });
  const issues = useMemo(() => collectFeedIssues(form.values), [form.values]);
  const attemptedSteps = feedSteps.filter((_, index) => steps.attempted.has(index));
  const errors = { ...errorsOf(issues, attemptedSteps), ...serverErrors };
  const fields = wizardFields(form, errors);
  const values = form.values;

  useEffect(() => {
    unsavedChangesRef.current = () => feedFingerprint(form.getValues()) !== baseline;
  });

  const activeStep = wizardSteps[steps.active] ?? 'describe';
  const activeIssues = activeStep === 'summary' ? [] : (issues[activeStep] ?? []);
  const reviewOf = (step: WizardStep) =>
    dismissed.has(step) ? undefined : currentReview?.steps.find((item) => item.step === step);

  const marks: StepMark[] = wizardSteps.map((step, index) => ({
    issues: step !== 'summary' && steps.attempted.has(index) && Boolean(issues[step]?.length),
    feedback: Boolean(reviewOf(step)),
  }));

  const markAllOnSummary = (index: number) => {
    // The summary lists every step's issues, so every step shows its own from then on.
    if (index === summaryIndex) steps.markAttempted(feedSteps.map((_, stepIndex) => stepIndex));
  };
  const goTo = (index: number) => {
    if (steps.goTo(index, activeIssues.length === 0)) markAllOnSummary(index);
  };
  const selectStep = (index: number) => {
    if (index > steps.furthest) return;
    steps.select(index);
    markAllOnSummary(index);
  };

  /** Shows where a refused save's issues are: marks their steps and opens the first. */
  const showIssuesAt = (paths: readonly string[]) => {
    const indexes = [...new Set(paths.map((path) => feedSteps.indexOf(stepOfField(path))))].sort((a, b) => a - b);
    steps.markAttempted(indexes);
    if (indexes[0] !== undefined && !indexes.includes(steps.active)) steps.jumpTo(indexes[0]);
  };

  /** Saves the form as it is (POST the first time, PUT after): the saved feed, or null when refused. */
  const save = async (): Promise<TEditableFeed | null> => {
    const current = form.getValues();
    const problems = draftIssues(current);
    if (problems.length) {
      showIssuesAt(problems.map((problem) => problem.field));
      showNotice({ tone: 'error', message: 'Fix the marked fields before saving.' });
      return null;
    }
    const { feed } = valuesToFeed(current);
    try {
      const answer =
        feedId === null ? await createFeed.mutateAsync(feed) : await updateFeed.mutateAsync({ id: feedId, body: feed });
      setFeedId(answer.id);
      setBaseline(feedFingerprint(current));
      setServerErrors({});
      void queryClient.invalidateQueries({ queryKey: ['metadata'] });
      return answer;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length) {
        const refused = serverFieldErrors(error.fields);
        setServerErrors(refused);
        showIssuesAt(Object.keys(refused));
      } else if (error instanceof ApiError && error.status === 409 && error.serverMessage === messages.uniqueIdTaken) {
        setServerErrors({ 'identifier.extId': messages.uniqueIdTaken });
        showIssuesAt(['identifier.extId']);
      }
      showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
      return null;
    }
  };

  const saveDraft = () =>
    run('save', async () => {
      if (!(await save())) return;
      onSaved?.('draft');
      showNotice({ tone: 'success', message: messages.savedAsDraft });
    });

  const submit = () =>
    run('submit', async () => {
      const answer = await save();
      if (!answer) return;
      try {
        const change = await submitFeed.mutateAsync(answer.id);
        onSaved?.('submitted');
        void queryClient.invalidateQueries({ queryKey: ['metadata'] });
        const isReturned = change.status === feedStatuses.returned;
        const notice: Notice = {
          tone: isReturned ? 'info' : 'success',
          title: messages.routedForValidation,
          message: submittedNotice(change.status, 'feed'),
        };
        // Closing leaves the wizard's address, which clears notices: the list shows this one.
        if (!isReturned) {
          onClose(notice);
          return;
        }
        showNotice(notice);
        setCurrentReview(change.review);
        setDismissed(new Set());
      } catch (error) {
        showNotice({ tone: 'error', message: statusChangeFailure(error) });
      }
    });

  const step = (() => {
    switch (activeStep) {
      case 'describe':
        return (
          <DescribeStep
            values={values}
            fields={fields}
            presets={saved ? null : presets}
            presetId={presetChoice}
            onPreset={(id) => {
              const preset = presets.find((candidate) => candidate.id === id);
              if (!preset) return;
              form.setValues(applyPreset(form.getValues(), preset));
              setPresetChoice(id);
            }}
          />
        );
      case 'continuous':
        return (
          <ContinuousStep
            values={values}
            fields={fields}
            connectors={renderConnectors?.({ id: feedId, name: values.meta.name })}
          />
        );
      case 'ownership':
        return <OwnershipStep values={values} fields={fields} />;
      case 'source':
        return <SourceStep values={values} fields={fields} />;
      case 'geolocation':
        return <GeolocationStep values={values} fields={fields} mapZoom={mapZoom} />;
      case 'environment':
        return <EnvironmentStep fields={fields} />;
      case 'legal':
        return <LegalStep values={values} fields={fields} />;
      case 'schema':
        return <SchemaStep values={values} fields={fields} />;
      case 'datasets':
        return <DatasetsStep values={values} fields={fields} />;
      case 'linking':
        return <LinkingStep values={values} fields={fields} />;
      case 'summary':
        return (
          <FeedSummary
            values={values}
            wizard={{ issues, onEdit: (target) => steps.jumpTo(feedSteps.indexOf(target)) }}
          />
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

/** Why a loaded feed cannot be edited, or null when it can (drafts and returned feeds). */
function refusal(feed: TEditableFeed): string | null {
  if (feed.status === feedStatuses.active) {
    return 'This feed is active. Deactivate it from the feed list first: then it can be edited and submitted again.';
  }
  if (feed.status === feedStatuses.submitted)
    return "This feed waits for the supervisor's review: it cannot be changed now.";
  return null;
}

/** The metadata wizard: Describe … Linking, then Complete/Summary. */
export function MetadataWizard({ feedId, presetId, onClose, onSaved, renderConnectors }: MetadataWizardProps) {
  const isMobile = useScreenWidth('phone');
  const configuration = useMetadataConfiguration();
  const feed = useEditableFeed(feedId);
  const isReturned = feed.data?.status === feedStatuses.returned;
  const review = useFeedReview(feedId, { enabled: isReturned });
  const { unsavedChangesRef, requestClose } = useConfirmDiscard(onClose);
  const escapeRef = useEscapeClose(requestClose);

  const failure = configuration.error ?? feed.error ?? review.error;
  const isLoading =
    configuration.isPending || (feedId !== undefined && feed.isPending) || (isReturned && review.isPending);
  const cannotEdit = feed.data ? refusal(feed.data) : null;

  return (
    <Modal
      opened
      onClose={requestClose}
      title={feedId === undefined ? 'New feed' : 'Edit feed'}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={false}
    >
      <div ref={escapeRef}>
        {failure ? (
          <Alert color="red" title="The feed cannot be opened">
            {errorMessage(failure, 'The wizard could not be loaded. Please try again later.')}
          </Alert>
        ) : isLoading || !configuration.data ? (
          <PageLoader label="Loading the feed" />
        ) : cannotEdit ? (
          <Stack gap="md">
            <Text>{cannotEdit}</Text>
            <Group justify="flex-end">
              <Button onClick={() => onClose()}>Close</Button>
            </Group>
          </Stack>
        ) : (
          <FeedWizard
            saved={feed.data ?? null}
            review={review.data ?? null}
            presets={configuration.data.presets}
            presetId={presetId}
            mapZoom={configuration.data.mapZoom}
            isMobile={isMobile}
            unsavedChangesRef={unsavedChangesRef}
            onClose={onClose}
            onSaved={onSaved}
            renderConnectors={renderConnectors}
          />
        )}
      </div>
    </Modal>
  );
}
