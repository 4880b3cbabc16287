import '@mantine/dropzone/styles.css';

import { ActionIcon, Button, Group, Paper, Progress, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCheck, IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';

import { messages } from '@feedmarket/contract/messages';

import { useUploadContents } from '../api/upload-contents';
import { useUploadSession } from '../hooks/use-upload-session';
import { formatSize } from '../utils/format-size';
import { fileProgress } from '../utils/upload-progress';
import { UploadButtons, UploadFailureAlert, UploadModal, type UploadDialogProps } from './upload-dialog-parts';
import { UploadProgressBar } from './upload-progress-bar';

// The same file chosen twice (dropped, then picked again) is sent once.
const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * Uploads several files in one request: drop them or choose them, remove any before sending, and
 * follow each file's progress (files are sent in order, so the bytes sent say how far each one is).
 * The server keeps all of them or none.
 */
export function UploadFilesDialog({ opened, datasetId, datasetName, onClose }: UploadDialogProps) {
  const upload = useUploadContents();
  const [files, setFiles] = useState<File[]>([]);
  const openFileDialog = useRef<() => void>(null);
  const { progress, isUploading, failure, setFailure, close, start } = useUploadSession(onClose, () => setFiles([]));
  const totalSize = files.reduce((sum, file) => sum + file.size, 0);
  const perFile = progress
    ? fileProgress(
        files.map((file) => file.size),
        progress.loaded,
        progress.total,
      )
    : null;

  const addFiles = (added: File[]) => {
    setFailure(null);
    setFiles((current) => {
      const known = new Set(current.map(fileKey));
      return [...current, ...added.filter((file) => !known.has(fileKey(file)))];
    });
  };
  const removeFile = (file: File) => setFiles((current) => current.filter((item) => item !== file));

  const send = () => {
    if (files.length === 0) return;
    start(
      (transfer, outcome) => upload.mutate({ datasetId, files, ...transfer }, outcome),
      () => messages.filesUploaded,
    );
  };

  const count = files.length === 1 ? '1 file' : `${files.length} files`;

  return (
    <UploadModal opened={opened} title="Upload files" isUploading={isUploading} onClose={close}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The files are added to the dataset of <b>{datasetName}</b>, all of them or, if one fails, none.
        </Text>

        <UploadFailureAlert title={messages.multiUploadFailed} failure={failure} />

        {/* A drop target for the mouse; the button inside chooses files from the keyboard too. */}
        <Dropzone
          onDrop={addFiles}
          multiple
          disabled={isUploading}
          openRef={openFileDialog}
          activateOnClick={false}
          activateOnKeyboard={false}
          p="lg"
        >
          <Group justify="center" gap="md" wrap="nowrap" mih={96} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} color="var(--mantine-primary-color-filled)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconUpload size={40} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="md" fw={600}>
                Drag files here
              </Text>
              <Text size="sm" c="dimmed">
                Any type of file; add more before you send them.
              </Text>
            </div>
            <Button
              variant="default"
              disabled={isUploading}
              onClick={() => openFileDialog.current?.()}
              style={{ pointerEvents: 'auto' }}
            >
              Choose files
            </Button>
          </Group>
        </Dropzone>

        {files.length > 0 && (
          <Paper withBorder p={0}>
            <ScrollArea.Autosize mah={260} type="auto">
              <Stack gap={0} component="ul" m={0} p={0} aria-label="Files to upload" style={{ listStyle: 'none' }}>
                {files.map((file, index) => {
                  const fraction = perFile?.[index] ?? 0;
                  const percent = Math.round(fraction * 100);
                  return (
                    <Group
                      key={fileKey(file)}
                      component="li"
                      gap="sm"
                      px="sm"
                      py={8}
                      wrap="nowrap"
                      style={{ borderTop: index ? '1px solid var(--mantine-color-default-border)' : undefined }}
                    >
                      <ThemeIcon variant="light" color={fraction === 1 ? 'teal' : 'gray'} size="md" aria-hidden>
                        {fraction === 1 ? <IconCheck size={16} /> : <IconFile size={16} />}
                      </ThemeIcon>
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Text size="sm" truncate title={file.name}>
                            {file.name}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {perFile ? `${percent}% · ` : ''}
                            {formatSize(file.size)}
                          </Text>
                        </Group>
                        {perFile && <Progress value={percent} size="xs" aria-label={`${file.name} sent`} />}
                      </Stack>
                      {!isUploading && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Remove ${file.name}`}
                          onClick={() => removeFile(file)}
                        >
                          <IconX size={16} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        )}

        {progress && <UploadProgressBar label={`Uploading ${count}`} loaded={progress.loaded} total={progress.total} />}

        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {files.length ? `${count} · ${formatSize(totalSize)}` : 'No files chosen yet'}
          </Text>
          <UploadButtons
            isUploading={isUploading}
            onCancel={close}
            onUpload={send}
            uploadLabel={files.length > 1 ? `Upload ${files.length} files` : 'Upload'}
            disabled={files.length === 0}
          />
        </Group>
      </Stack>
    </UploadModal>
  );
}
