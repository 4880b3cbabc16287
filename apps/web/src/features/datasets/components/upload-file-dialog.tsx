import { FileInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';

import type { TContentInfo } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';

import { useUploadContent } from '../api/upload-content';
import { useUploadSession } from '../hooks/use-upload-session';
import { formatSize } from '../utils/format-size';
import { dayBoundary, timeframeToIso, type TimePoint } from '../utils/timeframe';
import { TimeframeFields } from './timeframe-fields';
import { UploadButtons, UploadFailureAlert, UploadModal, type UploadDialogProps } from './upload-dialog-parts';
import { UploadProgressBar } from './upload-progress-bar';

/** The server keeps display names up to this length (ZContentInfo). */
const displayNameMax = 255;

type UploadValues = {
  file: File | null;
  displayName: string;
  hasTimeframe: boolean;
  start: TimePoint;
  end: TimePoint;
};

function initialValues(): UploadValues {
  const today = new Date();
  return {
    file: null,
    displayName: '',
    hasTimeframe: false,
    start: dayBoundary(today, 'start'),
    end: dayBoundary(today, 'end'),
  };
}

/** The timeframe's error while it is being chosen, so the user sees it before sending. */
function timeframeError(values: UploadValues): string | null {
  if (!values.hasTimeframe) return null;
  const timeframe = timeframeToIso(values.start, values.end);
  return 'error' in timeframe ? timeframe.error : null;
}

function toInfo(values: UploadValues): TContentInfo {
  const fileName = values.displayName.trim();
  const timeframe = values.hasTimeframe ? timeframeToIso(values.start, values.end) : null;
  return {
    ...(fileName ? { fileName } : {}),
    ...(timeframe && !('error' in timeframe) ? timeframe : {}),
  };
}

/**
 * Uploads one file with an optional display name and the period its data covers (spec §5: a file is
 * required; the end may not come before the start). Shows the upload's progress; Cancel stops it.
 */
export function UploadFileDialog({ opened, datasetId, datasetName, onClose }: UploadDialogProps) {
  const upload = useUploadContent();
  const form = useForm<UploadValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: {
      file: (file) => (file ? null : messages.required),
      displayName: (name) => (name.trim().length > displayNameMax ? messages.maxLength : null),
      end: (_end, values) => timeframeError(values),
    },
  });
  const { progress, isUploading, failure, close, start } = useUploadSession(onClose, () => {
    form.setValues(initialValues());
    form.clearErrors();
  });
  const { values } = form;
  const orderError = timeframeError(values);

  const submit = (submitted: UploadValues) => {
    const file = submitted.file;
    if (!file) return;
    start(
      (transfer, outcome) => upload.mutate({ datasetId, file, info: toInfo(submitted), ...transfer }, outcome),
      (content: { originalName: string }) => `${content.originalName} was uploaded`,
    );
  };

  return (
    <UploadModal opened={opened} title="Upload a file" isUploading={isUploading} onClose={close}>
      {/* Wrapped so the submit handler (which reads the upload's abort ref) is made when the form is sent. */}
      <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The file is added to the dataset of <b>{datasetName}</b>.
          </Text>

          <UploadFailureAlert title={messages.uploadFailed} failure={failure} />

          <FileInput
            label="File"
            placeholder="Choose a file"
            withAsterisk
            clearable
            leftSection={<IconPaperclip size={16} aria-hidden />}
            disabled={isUploading}
            description={values.file ? `${formatSize(values.file.size)}` : undefined}
            {...form.getInputProps('file')}
          />
          <TextInput
            label="Display name"
            description="Shown in the list instead of the file's own name; leave empty to keep it."
            placeholder={values.file?.name ?? 'The file name'}
            maxLength={displayNameMax}
            disabled={isUploading}
            {...form.getInputProps('displayName')}
          />

          <Switch
            label="Say which period the data covers"
            description="Times are in UTC."
            disabled={isUploading}
            {...form.getInputProps('hasTimeframe', { type: 'checkbox' })}
          />
          {values.hasTimeframe && (
            <Stack gap="sm">
              <TimeframeFields
                legend="Start"
                value={values.start}
                onChange={(start) => form.setFieldValue('start', start)}
                disabled={isUploading}
              />
              <TimeframeFields
                legend="End"
                value={values.end}
                onChange={(end) => form.setFieldValue('end', end)}
                error={orderError}
                disabled={isUploading}
              />
            </Stack>
          )}

          {progress && values.file && (
            <UploadProgressBar
              label={`Uploading ${values.file.name}`}
              loaded={progress.loaded}
              total={progress.total}
            />
          )}

          <UploadButtons isUploading={isUploading} onCancel={close} disabled={orderError !== null} />
        </Stack>
      </form>
    </UploadModal>
  );
}
