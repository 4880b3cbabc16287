import { Alert, Button, Group, Modal } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { errorMessage } from '../../../lib/api-client';

/** What the panel gives each upload dialog. */
export type UploadDialogProps = {
  opened: boolean;
  datasetId: number;
  datasetName: string;
  onClose: () => void;
};

type UploadModalProps = {
  opened: boolean;
  title: string;
  isUploading: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** An upload dialog's window; a click outside does not close it while an upload runs. */
export function UploadModal({ opened, title, isUploading, onClose, children }: UploadModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!isUploading}
    >
      {children}
    </Modal>
  );
}

/** Why an upload failed, in the server's words where it gave any; nothing while there is no failure. */
export function UploadFailureAlert({ title, failure }: { title: string; failure: unknown }) {
  if (failure === null) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title} role="alert">
      {errorMessage(failure, '') || 'Please try again in a moment.'}
    </Alert>
  );
}

type UploadButtonsProps = {
  isUploading: boolean;
  onCancel: () => void;
  /** Without it, the upload button submits the dialog's form. */
  onUpload?: () => void;
  uploadLabel?: string;
  disabled: boolean;
};

/** Cancel (which stops a running upload) and Upload, at the foot of an upload dialog. */
export function UploadButtons({
  isUploading,
  onCancel,
  onUpload,
  uploadLabel = 'Upload',
  disabled,
}: UploadButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {isUploading ? 'Cancel upload' : 'Cancel'}
      </Button>
      <Button type={onUpload ? 'button' : 'submit'} onClick={onUpload} loading={isUploading} disabled={disabled}>
        {uploadLabel}
      </Button>
    </Group>
  );
}
