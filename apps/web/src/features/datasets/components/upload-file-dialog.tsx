import { Alert, Button, FileInput, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';

import type { TContentInfo } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import type { UploadProgress } from '../../../lib/upload-request';
import { useUploadContent } from '../api/upload-content';
import { formatSize } from '../utils/format-size';
import { dayBoundary, timeframeToIso, type TimePoint } from '../utils/timeframe';
import { TimeframeFields } from './timeframe-fields';
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

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

type UploadFileDialogProps = {
  opened: boolean;
  datasetId: number;
  datasetName: string;
  onClose: () => void;
};

/**
 * Uploads one file with an optional display name and the period its data covers (spec §5: a file is
 * required; the end may not come before the start). Shows the upload's progress; Cancel stops it.
 */
export function UploadFileDialog({ opened, datasetId, datasetName, onClose }: UploadFileDialogProps) {
  const upload = useUploadContent();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const abortRef = useRef<AbortController | null>(null);
  const form = useForm<UploadValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: {
      file: (file) => (file ? null : messages.required),
      displayName: (name) => (name.trim().length > displayNameMax ? messages.maxLength : null),
      end: (_end, values) => timeframeError(values),
    },
  });
  const { values } = form;
  const isUploading = progress !== null;
  const orderError = timeframeError(values);

  const close = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    form.setValues(initialValues());
    form.clearErrors();
    setFailure(null);
    setProgress(null);
    onClose();
  };

  const submit = (submitted: UploadValues) => {
    const file = submitted.file;
    if (!file || abortRef.current) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setFailure(null);
    setProgress({ loaded: 0, total: 0 });
    upload.mutate(
      { datasetId, file, info: toInfo(submitted), onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (content) => {
          abortRef.current = null;
          showNotice({ tone: 'success', message: `${content.originalName} was uploaded` });
          close();
        },
        onError: (error) => {
          abortRef.current = null;
          setProgress(null);
          if (isAbort(error)) return;
          // A refused session already said it ended; the dialog goes with the page.
          if (error instanceof ApiError && error.status === 401) return close();
          setFailure(error);
        },
      },
    );
  };

  const reason = failure ? errorMessage(failure, '') : '';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload a file"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!isUploading}
    >
      {/* Wrapped so the submit handler (which reads the upload's abort ref) is made when the form is sent. */}
      <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The file is added to the dataset of <b>{datasetName}</b>.
          </Text>

          {failure !== null && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} />}
              title={messages.uploadFailed}
              role="alert"
            >
              {reason || 'Please try again in a moment.'}
            </Alert>
          )}

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

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {isUploading ? 'Cancel upload' : 'Cancel'}
            </Button>
            <Button type="submit" loading={isUploading} disabled={orderError !== null}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
