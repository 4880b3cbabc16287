import { Button } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';

import { WizardFooter } from '../../../../components/wizard/wizard-footer';

type FeedWizardFooterProps = {
  isFirst: boolean;
  isLast: boolean;
  /** What is being sent: a draft save, a submit, or nothing. */
  busy: 'save' | 'submit' | null;
  onBack: () => void;
  onNext: () => void;
  onSaveDraft: () => void;
  onSubmit: () => void;
};

/** Save draft on every step; Back and Next between steps; Submit on the summary. */
export function FeedWizardFooter({ busy, onSaveDraft, onSubmit, ...steps }: FeedWizardFooterProps) {
  const isBusy = busy !== null;
  return (
    <WizardFooter
      {...steps}
      isBusy={isBusy}
      leading={
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={onSaveDraft}
          loading={busy === 'save'}
          disabled={isBusy && busy !== 'save'}
        >
          Save draft
        </Button>
      }
      finish={
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={onSubmit}
          loading={busy === 'submit'}
          disabled={isBusy && busy !== 'submit'}
        >
          Submit
        </Button>
      }
    />
  );
}
